// The staff PIN that switches kiosk mode on a gym tablet: right, wrong, unset, malformed, and guessing limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIOSK_LIMITS } from '../src/domain/kiosk.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { errorCode, freshIp } from './account-fixtures.ts';

const CHECK = 'mutation($p: String!) { checkKioskPin(pin: $p) }';

describe('with KIOSK_PIN set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ KIOSK_PIN: '482915' });
  });
  afterAll(() => t.close());

  it('accepts the right PIN without a session', async () => {
    const r = await t.gql(CHECK, { p: '482915' }, undefined, freshIp());
    expect(r.errors).toBeUndefined();
    expect(r.data?.['checkKioskPin']).toBe(true);
  });

  it('refuses a wrong PIN, and a malformed one without counting it', async () => {
    const ip = freshIp();
    expect(errorCode(await t.gql(CHECK, { p: '482916' }, undefined, ip))).toBe('KIOSK_PIN_WRONG');
    expect(errorCode(await t.gql(CHECK, { p: '4829150' }, undefined, ip))).toBe('KIOSK_PIN_WRONG');
    expect(errorCode(await t.gql(CHECK, { p: '48x9' }, undefined, ip))).toBe('BAD_INPUT');
    expect(errorCode(await t.gql(CHECK, { p: '1'.repeat(5000) }, undefined, ip))).toBe('BAD_INPUT');
  });

  it('allows 10 wrong PINs per network an hour; then even the right one waits, and the hour clears it', async () => {
    const ip = freshIp();
    for (let i = 0; i < KIOSK_LIMITS.wrongPerHour; i++) {
      expect(errorCode(await t.gql(CHECK, { p: String(100000 + i) }, undefined, ip))).toBe('KIOSK_PIN_WRONG');
    }
    expect(errorCode(await t.gql(CHECK, { p: '482915' }, undefined, ip))).toBe('CODE_RATE_LIMITED');
    // Another network is not affected.
    expect((await t.gql(CHECK, { p: '482915' }, undefined, freshIp())).data?.['checkKioskPin']).toBe(true);
    t.clock.advance(3600_000 + 1000);
    expect((await t.gql(CHECK, { p: '482915' }, undefined, ip)).data?.['checkKioskPin']).toBe(true);
  });

  it('checks one PIN per request', async () => {
    const r = await t.gql('mutation { a: checkKioskPin(pin: "1111") b: checkKioskPin(pin: "2222") }', {}, undefined, freshIp());
    expect(errorCode(r)).toBe('BAD_INPUT');
  });
});

describe('without KIOSK_PIN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says kiosk mode is not set up, whatever the PIN', async () => {
    expect(errorCode(await t.gql(CHECK, { p: '0000' }, undefined, freshIp()))).toBe('KIOSK_NOT_SET');
  });
});
