// Chinese is written without spaces, and a browser may break a line between any two of its characters, so a word such
// as 下载 can be cut in two. Each literal text of a Chinese catalog gets a zero-width space (a break opportunity) between
// its words, found by Intl.Segmenter, and `word-break: keep-all` (tokens.css) allows no other break inside a run of
// Han characters: lines break between words, never inside one. (Japanese has `word-break: auto-phrase`, tokens.css.)
import type { Messages } from '@lingui/core';

const ZWSP = '\u200B';
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const LETTER = /[\p{L}\p{N}]/u;

/** The text with a zero-width space between two words that are letters on both sides, at least one of them CJK. */
export function phraseText(text: string, segmenter: Intl.Segmenter): string {
  if (!CJK.test(text)) return text;
  let out = '';
  let last = '';
  for (const { segment } of segmenter.segment(text)) {
    const first = segment[0] ?? '';
    if (last && LETTER.test(last) && LETTER.test(first) && (CJK.test(last) || CJK.test(first))) out += ZWSP;
    out += segment;
    last = segment.at(-1) ?? '';
  }
  return out;
}

/**
 * A compiled message (@lingui/message-utils) with its texts phrased: a text, or a list of texts and placeholders
 * `[name, format, options]` whose options (a plural's or select's branches) hold messages in turn.
 */
function phraseCompiled(message: unknown, segmenter: Intl.Segmenter): unknown {
  if (typeof message === 'string') return phraseText(message, segmenter);
  if (!Array.isArray(message)) return message;
  return message.map((token: unknown) => {
    if (typeof token === 'string') return phraseText(token, segmenter);
    if (!Array.isArray(token) || typeof token[2] !== 'object' || token[2] === null) return token;
    const [name, format, options] = token as [string, string, Record<string, unknown>];
    return [name, format, Object.fromEntries(Object.entries(options).map(([key, branch]) => [key, phraseCompiled(branch, segmenter)]))];
  });
}

/** A catalog with break opportunities between Chinese words; other languages' catalogs as they are. */
export function phrased(messages: Messages, bcp47: string): Messages {
  if (!bcp47.startsWith('zh')) return messages;
  const segmenter = new Intl.Segmenter(bcp47, { granularity: 'word' });
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, phraseCompiled(message, segmenter)])) as Messages;
}
