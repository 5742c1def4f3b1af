// Intl formatters are costly to make (a time zone or locale lookup each) and cheap to reuse: a report or the
// history makes hundreds of the same few, so they are made once per locale and options.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/**
 * Makes the formats every report needs first, so that ICU's data is loaded before the first render asks. Each format
 * loads its own share of it, a long task at CPU ×4 each (docs/performance.md, "Figures behind the code"): one
 * `step` each, so that no task holds both.
 */
export function warmIntl(locale: string, step: (run: () => void) => void): void {
  step(() => {
    numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(0);
    step(() => dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0));
  });
}
