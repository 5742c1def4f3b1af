// The staff PIN that switches kiosk mode on a gym tablet: right, wrong, unset, malformed, and guessing limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    t.clock.advance(3600_000 + 1000);
    const ip = freshIp();
    for (let i = 0; i < t.app.deps.limits.windows.kiosk_ip.limit; i++) {
      expect(errorCode(await t.gql(CHECK, { p: String(100000 + i) }, undefined, ip))).toBe('KIOSK_PIN_WRONG');
    }
    expect(errorCode(await t.gql(CHECK, { p: '482915' }, undefined, ip))).toBe('CODE_RATE_LIMITED');
    // Another network is not affected.
    expect((await t.gql(CHECK, { p: '482915' }, undefined, freshIp())).data?.['checkKioskPin']).toBe(true);
    t.clock.advance(3600_000 + 1000);
    expect((await t.gql(CHECK, { p: '482915' }, undefined, ip)).data?.['checkKioskPin']).toBe(true);
  });

  it('allows 30 wrong PINs an hour from all networks together: an attacker with many addresses gets no more', async () => {
    t.clock.advance(3600_000 + 1000);
    const { limit } = t.app.deps.limits.windows.kiosk_pin;
    // One wrong PIN from each of many networks: the per-network limit never bites, the global one does.
    for (let i = 0; i < limit; i++)
      expect(errorCode(await t.gql(CHECK, { p: String(200000 + i) }, undefined, freshIp()))).toBe('KIOSK_PIN_WRONG');
    const refused = await t.gql(CHECK, { p: String(300000) }, undefined, freshIp());
    expect(errorCode(refused)).toBe('CODE_RATE_LIMITED');
    expect(refused.errors?.[0]?.extensions?.['retryAfterSeconds']).toBeGreaterThan(3500);
    // Over a day that is 720 guesses at a PIN of at least 6 digits: at most 0.072 %, under the 0.1 % budget.
    expect((limit * 24) / 1e6).toBeLessThanOrEqual(0.001);
    t.clock.advance(3600_000 + 1000);
    expect((await t.gql(CHECK, { p: '482915' }, undefined, freshIp())).data?.['checkKioskPin']).toBe(true);
  });

  it('refuses a KIOSK_PIN of fewer than 6 digits at start', async () => {
    const { parseConfig } = await import('../src/config.ts');
    expect(() => parseConfig({ KIOSK_PIN: '2468' })).toThrow(/6 to 12 digits/);
    expect(parseConfig({ KIOSK_PIN: '246813' }).kioskPin).toBe('246813');
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
