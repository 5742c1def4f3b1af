import { describe, expect, it } from 'vitest';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { toE164, toE164With } from './phone.ts';

describe('toE164', () => {
  it('accepts a valid number for the prefix country and returns E.164', () => {
    expect(toE164With(parsePhoneNumberFromString, '201 555 0123', '+1')).toBe('+12015550123');
    expect(toE164With(parsePhoneNumberFromString, '(201) 555-0123', '+1')).toBe('+12015550123');
    expect(toE164With(parsePhoneNumberFromString, '50 123 4567', '+971')).toBe('+971501234567');
    expect(toE164With(parsePhoneNumberFromString, '030 123456', '+49')).toBe('+4930123456');
  });

  it('refuses numbers that are not valid for the prefix', () => {
    expect(toE164With(parsePhoneNumberFromString, '555 0100', '+1')).toBeNull();
    expect(toE164With(parsePhoneNumberFromString, '12', '+86')).toBeNull();
    expect(toE164With(parsePhoneNumberFromString, 'call me', '+33')).toBeNull();
    expect(toE164With(parsePhoneNumberFromString, '', '+33')).toBeNull();
  });

  it('keeps the calling code a number was typed with', () => {
    expect(toE164With(parsePhoneNumberFromString, '+44 20 7946 0958', '+1')).toBe('+442079460958');
  });

  it('loads the library lazily', async () => {
    await expect(toE164('201-555-0123', '+1')).resolves.toBe('+12015550123');
  });
});
