// One reading of the dates the API takes in (the DateTime scalar, list cursors, the scanner's measurement time):
// ISO 8601 with a four-digit year, a calendar date optionally followed by a time with its offset. Every such date
// fits PostgreSQL's timestamptz, and none is rolled over (JavaScript reads 30 February as 1 March).
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2}))?$/;

/** The date, or null when the text is not such an ISO 8601 date or names a day or time that does not exist. */
export function parseIsoDate(text: string): Date | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const fields = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const exists =
    fields.getUTCFullYear() === year && fields.getUTCMonth() === month - 1 && fields.getUTCDate() === day &&
    fields.getUTCHours() === hour && fields.getUTCMinutes() === minute && fields.getUTCSeconds() === second;
  const date = new Date(text);
  return exists && !Number.isNaN(date.getTime()) ? date : null;
}
