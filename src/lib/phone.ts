// Phone numbers: parsed and validated with libphonenumber-js, loaded lazily so /login's first load stays small.
import type { parsePhoneNumberFromString } from 'libphonenumber-js/min';

type Parse = typeof parsePhoneNumberFromString;

let loading: Promise<Parse> | undefined;

/** Starts loading the phone library (call when the phone tab shows); later calls share the same load. */
export function loadPhoneParser(): Promise<Parse> {
  loading ??= import('libphonenumber-js/min').then((lib) => lib.parsePhoneNumberFromString);
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * The E.164 form of a number typed after a calling-code prefix ('+1', '+971'), or null when it is not a
 * valid number of a country with that calling code. A number typed with its own leading + keeps its code.
 */
export function toE164With(parse: Parse, typed: string, prefix: string): string | null {
  const text = typed.trim();
  if (!/^\+?[\d\s().-]{4,20}$/.test(text)) return null;
  const callingCode = prefix.replace(/^\+/, '');
  const phone = text.startsWith('+') ? parse(text) : parse(text, { defaultCallingCode: callingCode });
  return phone?.isValid() ? phone.number : null;
}

export async function toE164(typed: string, prefix: string): Promise<string | null> {
  return toE164With(await loadPhoneParser(), typed, prefix);
}
