// Search-param schemas shared by routes; an invalid value is dropped rather than breaking the page.
import * as v from 'valibot';

export const ScanIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/));
export const IdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));

export const optionalScanId = v.optional(v.fallback(v.optional(ScanIdSchema), undefined));
export const optionalId = v.optional(v.fallback(v.optional(IdSchema), undefined));
