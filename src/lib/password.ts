// Passwords: the rule of spec 5 and the client-side hash (SHA-256 of a fixed salt and the password, hex).

/** The fixed salt of spec 5. Changing it makes every stored password unusable. */
const SALT = 'contour:v1:';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;

export type PasswordIssue = 'empty' | 'length' | 'characters' | 'upper' | 'lower' | 'digit';

/** Letters, digits and the ASCII punctuation !"#$%&'()*+,-./:;<=>?@[\]^_`{|}~ only. */
const ALLOWED = /^[A-Za-z0-9!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]*$/;

/** The first broken part of the rule, or null when the password is acceptable. */
export function passwordIssue(password: string): PasswordIssue | null {
  if (password.length === 0) return 'empty';
  if (!ALLOWED.test(password)) return 'characters';
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return 'length';
  if (!/[A-Z]/.test(password)) return 'upper';
  if (!/[a-z]/.test(password)) return 'lower';
  if (!/[0-9]/.test(password)) return 'digit';
  return null;
}

/** What the server receives instead of the password: 64 lowercase hex characters. */
export async function hashPassword(password: string): Promise<string> {
  const bytes = new TextEncoder().encode(SALT + password);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
