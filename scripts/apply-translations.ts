// Fills catalogs from translation maps: `node --import tsx scripts/apply-translations.ts <map.json> <locale> [...]`.
// A map is one JSON object per locale, source text (or `context\u0004text`) → translation, as translators hand it
// back. Only messages present in the map are written; everything else in the catalog stays as it is.
import { readFileSync, writeFileSync } from 'node:fs';
import PO from 'pofile';
import { CATALOG_FILES } from './catalogs.ts';

const [mapFile, ...locales] = process.argv.slice(2);
if (!mapFile || locales.length === 0) throw new Error('usage: apply-translations.ts <map.json> <locale> [...]');
const map = JSON.parse(readFileSync(mapFile, 'utf8')) as Record<string, string>;
const used = new Set<string>();
for (const locale of locales) {
  for (const file of CATALOG_FILES) {
    const path = `src/locales/${locale}/${file}.po`;
    const po = PO.parse(readFileSync(path, 'utf8'));
    let written = 0;
    for (const item of po.items) {
      const key = item.msgctxt ? `${item.msgctxt}\u0004${item.msgid}` : item.msgid;
      const translation = map[key];
      if (item.obsolete || typeof translation !== 'string' || !translation.trim()) continue;
      item.msgstr = [translation];
      used.add(key);
      written++;
    }
    writeFileSync(path, po.toString().replace(/\n?$/, '\n'));
    console.log(`${locale}/${file}: ${written} written`);
  }
}
const unused = Object.keys(map).filter((key) => !used.has(key));
if (unused.length) console.log(`not in any catalog (${unused.length}):`, unused.slice(0, 10));
