// Validation schemas shared by forms; messages are resolved by the caller through Lingui.
import * as v from 'valibot';

export const EmailSchema = v.pipe(v.string(), v.trim(), v.nonEmpty('empty'), v.maxLength(254, 'format'), v.email('format'));
export const CodeSchema = v.pipe(v.string(), v.regex(/^\d{4}$/, 'format'));

/** The first issue's message key of a failed parse ('empty' | 'format'), or null when valid. */
export function firstIssue<S extends v.GenericSchema>(schema: S, value: unknown): string | null {
  const result = v.safeParse(schema, value);
  return result.success ? null : (result.issues[0]?.message ?? 'format');
}
