// The share links /qrcode/save made, remembered in session storage for this tab: the server keeps only a hash of a
// link's token, so a link's URL exists in createShareLink's answer alone. Remembering it lets the screen show the same
// code again instead of making a new link each visit. Session storage: the token never outlives the tab, and /login
// clears it (spec 2).
import * as v from 'valibot';
import { readSessionJson, writeSessionJson } from '#src/lib/storage.ts';

/** Session-storage key prefix, one entry per report (src/lib/storage.ts's KEYS holds the spec's keys). */
export const QR_LINK_KEY = 'qrShareLink:';
/** A link with less time than this left is not shown again: whoever scans it later would find it expired. */
export const MIN_REMAINING_MS = 60 * 60 * 1000;

// Only valibot parts the app already uses: every valibot function lands in the framework chunk that /login loads.
const RememberedSchema = v.object({
  reportId: v.string(),
  id: v.string(),
  url: v.pipe(v.string(), v.regex(/^https?:\/\/\S+$/)),
  expiresAt: v.pipe(v.string(), v.regex(/^\d{4}-\d\d-\d\dT[\d:.]+(Z|[+-]\d\d:?\d\d)$/)),
});
export type RememberedLink = v.InferOutput<typeof RememberedSchema>;

type LiveLink = { id: string; expiresAt: string };

/**
 * The remembered link, if it is this report's, the server still lists it as live (not withdrawn, not expired) and it
 * has at least MIN_REMAINING_MS left; its expiry is the server's.
 */
export function reusableLink(
  remembered: RememberedLink | null,
  reportId: string,
  live: readonly LiveLink[],
  now: number,
): RememberedLink | null {
  if (!remembered || remembered.reportId !== reportId) return null;
  const current = live.find((entry) => entry.id === remembered.id);
  if (!current || Date.parse(current.expiresAt) - now < MIN_REMAINING_MS) return null;
  return { ...remembered, expiresAt: current.expiresAt };
}

export function readRememberedLink(reportId: string): RememberedLink | null {
  return readSessionJson(QR_LINK_KEY + reportId, RememberedSchema);
}

export function rememberLink(link: RememberedLink): void {
  writeSessionJson(QR_LINK_KEY + link.reportId, link);
}
