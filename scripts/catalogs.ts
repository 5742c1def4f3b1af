// Catalog checks shared by `npm run lint` and the unit tests: every locale has every message translated, with the
// same placeholders and tags as the source, valid ICU with the plural forms its language needs, and no message
// left in English unless it is on the allow-lists below.
import { readFileSync } from 'node:fs';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { parse, type Token } from '@messageformat/parser';
import PO from 'pofile';
import { bcp47, LOCALES, type Locale } from '#shared/locales.ts';

/** Locales whose catalogs must be complete: all 24 of the registry. */
export const COMPLETE_LOCALES: readonly Locale[] = LOCALES;

/** The catalog files of each locale (lingui.config.ts): the sign-in core, the rest of the app, the policy and rules, the server's texts. */
export const CATALOG_FILES = ['core', 'messages', 'legal', 'server'] as const;

/**
 * Messages that may read as in English in every locale: the brand, protocol names, placeholder-only messages and
 * SI symbols that every script writes in Latin letters.
 */
const SAME_EVERYWHERE: ReadonlySet<string> = new Set([
  'Contour',
  'OpenID',
  'OpenID 2',
  'WPA / WPA2 / WPA3',
  '{level}: {vertebrae}',
  '/ 100',
  'kg',
  'kg/m²',
  'cm',
  'mm',
  'cm²',
  'L',
  'BMI',
  '{value} kg',
  '{value} lb',
  'BMI: {value}',
]);

/**
 * Words that are the same in that language, as its translator checked: loanwords (E-mail, Menu), imperial unit
 * symbols used as they are, and words spelled alike (de "Normal", fr "Date").
 */
const SAME_IN: Partial<Record<Locale, readonly string[]>> = {
  cs: ['E-mail', 'lb', 'in', 'in²', 'gal', 'ft', '{minutes} min'],
  de: ['lb', 'gal', 'Name (optional)', 'Protein', 'Normal', 'R'],
  es: ['lb', 'gal', 'ft', 'Cardio', '{minutes} min', 'Normal', 'Pelvis'],
  fr: ['E-mail', 'Menu', 'lb', 'gal', '{minutes} min', 'Normal', 'Posture', 'Date'],
  hu: ['E-mail', 'lb', 'in', 'in²', 'gal', 'ft'],
  id: ['Menu', 'lb', 'gal', 'ft', 'Protein', 'Normal'],
  it: ['E-mail', 'Password', 'Menu', 'lb', 'gal', 'Account', '{minutes} min', 'Report'],
  'pt-PT': ['E-mail', 'Menu', 'lb', 'gal', 'ft', 'Cardio', '{minutes} min', 'Normal'],
  'pt-PTO': ['E-mail', 'Menu', 'lb', 'gal', 'ft', 'Cardio', '{minutes} min', 'Normal'],
  ro: ['E-mail', 'lb', 'in', 'in²', 'gal', 'Sex', 'ft', 'Important', '{minutes} min', 'Normal', 'Segment', 'Contact'],
  sv: ['lb', 'gal', '{minutes} min', 'Protein', 'Normal', 'Tips'],
  tr: ['lb', 'gal', 'ft', 'Protein', 'Normal', 'Pelvis'],
  vi: ['Menu', 'lb', 'gal', 'Feet', 'ft', 'Protein'],
};

/** English editions: their text is the source's wherever British and American English agree (docs/languages.md). */
const ENGLISH: ReadonlySet<Locale> = new Set(['en-US', 'agr-en']);

/** The variables a message uses (plural and select bodies hold text, not variables) and its numbered tags. */
export function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(`{${token.arg}}`);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(`{${token.arg}}`);
        for (const branch of token.cases) walk(branch.tokens);
      }
    }
  };
  try {
    walk(parse(message, { strict: false }));
  } catch {
    names.add('(invalid ICU)');
  }
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0]);
  return [...names, ...new Set(tags)].sort();
}

/** Plural forms the message lacks for this language (CLDR: Russian one/few/many/other, Arabic all six…). */
export function missingPluralForms(message: string, locale: Locale): string[] {
  const needed = new Intl.PluralRules(bcp47(locale)).resolvedOptions().pluralCategories;
  const missing: string[] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type !== 'plural' && token.type !== 'select' && token.type !== 'selectordinal') continue;
      if (token.type === 'plural') {
        for (const form of needed) if (!token.cases.some((c) => c.key === form)) missing.push(`${token.arg}: ${form}`);
      }
      for (const branch of token.cases) walk(branch.tokens);
    }
  };
  try {
    walk(parse(message, { strict: false }));
  } catch {
    return [];
  }
  return missing;
}

export function catalogProblems(locale: Locale): string[] {
  return CATALOG_FILES.flatMap((file) => fileProblems(locale, file));
}

function fileProblems(locale: Locale, file: string): string[] {
  const po = PO.parse(readFileSync(`src/locales/${locale}/${file}.po`, 'utf8'));
  const same = new Set([...SAME_EVERYWHERE, ...(SAME_IN[locale] ?? [])]);
  const problems: string[] = [];
  for (const item of po.items) {
    if (item.obsolete) continue;
    const translation = item.msgstr.join('');
    const id = JSON.stringify(item.msgctxt ? `${item.msgctxt}: ${item.msgid}` : item.msgid);
    if (!translation.trim()) {
      problems.push(`${locale}/${file}: missing translation for ${id}`);
      continue;
    }
    if (!ENGLISH.has(locale) && translation === item.msgid && !same.has(item.msgid)) {
      problems.push(`${locale}/${file}: left in English: ${id}`);
    }
    try {
      // What Lingui's compiler does with the message at build time, failing where `lingui compile --strict` would.
      compileMessageOrThrow(translation);
    } catch (err) {
      problems.push(`${locale}/${file}: does not compile: ${id}: ${err instanceof Error ? err.message : String(err)}`);
    }
    const expected = placeholders(item.msgid).join(' ');
    const actual = placeholders(translation).join(' ');
    if (expected !== actual) problems.push(`${locale}/${file}: placeholders differ for ${id}: [${expected}] vs [${actual}]`);
    for (const form of missingPluralForms(translation, locale)) problems.push(`${locale}/${file}: plural lacks ${form} in ${id}`);
  }
  return problems;
}
