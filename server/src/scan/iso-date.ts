// One reading of the dates the API takes in (the DateTime scalar, list cursors, the scanner's measurement time):
// ISO 8601 with a four-digit year, a calendar date optionally followed by a time with its offset. None is rolled over
// (JavaScript reads 30 February as 1 March), offsets go to ±14:00 as real time zones do, and the instant falls in
// the years 0001–9999 UTC, so every such date fits PostgreSQL's timestamptz and prints back as ISO 8601.
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):?(\d{2})))?$/;
const MAX_OFFSET_MINUTES = 14 * 60;

/** The date, or null when the text is not such an ISO 8601 date or names a day, time or offset that does not exist. */
export function parseIsoDate(text: string): Date | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = match.slice(1, 9).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // setUTCFullYear, not Date.UTC, which reads the years 0–99 as 1900–1999.
  const fields = new Date(0);
  fields.setUTCFullYear(year, month - 1, day);
  fields.setUTCHours(hour, minute, second);
  const exists =
    fields.getUTCFullYear() === year &&
    fields.getUTCMonth() === month - 1 &&
    fields.getUTCDate() === day &&
    fields.getUTCHours() === hour &&
    fields.getUTCMinutes() === minute &&
    fields.getUTCSeconds() === second;
  if (!exists || offsetMinutes > 59 || offsetHours * 60 + offsetMinutes > MAX_OFFSET_MINUTES) return null;
  const date = new Date(text);
  const utcYear = date.getUTCFullYear();
  return Number.isNaN(date.getTime()) || utcYear < 1 || utcYear > 9999 ? null : date;
}
