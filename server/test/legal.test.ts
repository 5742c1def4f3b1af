// The contact of the privacy policy and the rules comes from configuration and is readable without a session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './harness.ts';

const QUERY = '{ legalContact { email postalAddress } }';

describe('legalContact with CONTACT_EMAIL and CONTACT_ADDRESS set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      CONTACT_EMAIL: ' dpo@gym-chain.example ',
      // Literal "\n" (as written in an env file) and a real line break both separate lines; blank lines go.
      CONTACT_ADDRESS: 'Gym Chain GmbH\\nAttn. Data Protection Officer\n\nMusterweg 5\\n80331 München\\nDeutschland',
    });
  });
  afterAll(() => t.close());

  it('answers the configured e-mail and the address line by line, without a session', async () => {
    const res = await t.gql(QUERY);
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({
      legalContact: {
        email: 'dpo@gym-chain.example',
        postalAddress: ['Gym Chain GmbH', 'Attn. Data Protection Officer', 'Musterweg 5', '80331 München', 'Deutschland'],
      },
    });
  });

  it('answers the same to a signed-in person', async () => {
    const { token } = await t.signIn('legal-reader@example.test');
    const res = await t.gql(QUERY, {}, token);
    expect(res.errors).toBeUndefined();
    expect((res.data?.['legalContact'] as { email: string }).email).toBe('dpo@gym-chain.example');
  });
});

describe('legalContact configuration', () => {
  it('has demo defaults, so a fresh install shows a complete policy', () => {
    const config = parseConfig({});
    expect(config.contact.email).toBe('privacy@contour.example');
    expect(config.contact.postalAddress.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a contact e-mail that is not an address, at start', () => {
    expect(() => parseConfig({ CONTACT_EMAIL: 'privacy at example' })).toThrow(/CONTACT_EMAIL: must be an e-mail address/);
  });
});
