import { AppError } from './errors.ts';
import type { Channel } from '../db/schema.ts';

// Pragmatic e-mail check (WHATWG input[type=email] grammar), not RFC 5322 in full.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > 254 || !EMAIL.test(email)) throw new AppError('INVALID_EMAIL', 'Invalid e-mail address');
  return email;
}

/** Loose E.164: a plus, then 7–15 digits; spaces, dashes and brackets are dropped. */
export function normalizePhone(raw: string): string {
  const phone = raw.trim().replace(/[\s().-]/g, '');
  if (!/^\+[1-9]\d{6,14}$/.test(phone)) throw new AppError('INVALID_PHONE', 'Invalid phone number');
  return phone;
}

export const normalizeAddress = (channel: Channel, raw: string) =>
  channel === 'email' ? normalizeEmail(raw) : normalizePhone(raw);
