// Catalog checks shared by `npm run lint` and the unit tests: complete locales have every message
// translated, with the same placeholders and tags as the source.
import { readFileSync } from 'node:fs';
import PO from 'pofile';

/** Locales whose catalogs must be complete today (the others fall back to en-US until translated). */
export const COMPLETE_LOCALES = ['en-US', 'zh-CN'] as const;

export function placeholders(message: string): string[] {
  // ICU plural/select bodies hold translated text; compare only their variable names.
  const names = [...message.matchAll(/\{(\w+)\s*[},]/g)].map((m) => `{${m[1]}}`);
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0]);
  return [...new Set([...names, ...tags])].sort();
}

/** The catalog files of each locale (lingui.config.ts): the sign-in core and the rest of the app. */
export const CATALOG_FILES = ['core', 'messages'] as const;

export function catalogProblems(locale: string): string[] {
  return CATALOG_FILES.flatMap((file) => fileProblems(locale, file));
}

function fileProblems(locale: string, file: string): string[] {
  const po = PO.parse(readFileSync(`src/locales/${locale}/${file}.po`, 'utf8'));
  const problems: string[] = [];
  for (const item of po.items) {
    if (item.obsolete) continue;
    const translation = item.msgstr.join('');
    if (!translation.trim()) {
      problems.push(`${locale}: missing translation for "${item.msgid}"`);
      continue;
    }
    const expected = placeholders(item.msgid).join(' ');
    const actual = placeholders(translation).join(' ');
    if (expected !== actual) problems.push(`${locale}: placeholders differ for "${item.msgid}": [${expected}] vs [${actual}]`);
  }
  return problems;
}
