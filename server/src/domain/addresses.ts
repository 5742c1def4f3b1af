// Sign-in addresses: e-mail lower-cased, phone numbers validated with libphonenumber-js and stored in E.164.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { AppError } from './errors.ts';
import type { Channel } from '../db/schema.ts';

// Pragmatic e-mail check (WHATWG input[type=email] grammar), not RFC 5322 in full.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > 254 || !EMAIL.test(email)) throw new AppError('INVALID_EMAIL', 'Invalid e-mail address');
  return email;
}

// Only digits and the usual separators: libphonenumber would otherwise read letters as keypad digits (1-800-FLOWERS).
const PHONE_CHARS = /^\+[\d\s().-]{6,30}$/;

/** International numbers only (the client adds the prefix picked with the language), valid for their country; E.164. */
export function normalizePhone(raw: string): string {
  const trimmed = raw.trim();
  const parsed = PHONE_CHARS.test(trimmed) ? parsePhoneNumberFromString(trimmed) : undefined;
  if (!parsed?.isValid()) throw new AppError('INVALID_PHONE', 'Invalid phone number');
  return parsed.number;
}

export const normalizeAddress = (channel: Channel, raw: string) => (channel === 'email' ? normalizeEmail(raw) : normalizePhone(raw));
