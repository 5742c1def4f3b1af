// The interpretation written by an OpenAI-compatible endpoint (AI_BASE_URL) in the person's language, from the
// rule engine's findings and plan, never from anything else: the rules decide what is true, the model only words
// it. Any failure (timeout, error status, an answer that is not text) gives null, and the rules' own points stand.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { interpretationTexts } from '#server/db/schema.ts';
import type { Log } from '#server/log.ts';
import type { Interpretation } from './engine.ts';

export type AiConfig = { baseUrl: string; apiKey: string; model: string; timeoutMs: number };

/** The longest answer kept; a longer one is cut at a paragraph. */
const MAX_CHARS = 6000;
type Facts = { interpretation: Interpretation; subject: { sex: string; age: number; heightCm: number }; language: string };
/** Which wording: a report's, of every section ('all') or of a grant's sections (their ids, sorted, comma-separated). */
export type WordingKey = { reportId: string; scope: string };

/** Wordings being written in this process, so that one process asks the endpoint once for one wording. */
const writing = new Map<string, Promise<string[] | null>>();

/**
 * The written interpretation of one report (in one scope) in one language: stored once for every server copy
 * (interpretation_texts), so a second copy, or the same one later, answers with the same words. Two copies that write
 * it at the same moment both ask the endpoint; the first stored wins and both answer with it. Failures are not kept.
 * No transaction is open while the endpoint is asked.
 */
export async function writtenInterpretation(db: Db, config: AiConfig, log: Log, key: WordingKey, facts: Facts): Promise<string[] | null> {
  // What the words are written from: new findings (a changed profile, say) are worded anew.
  const digest = createHash('sha256')
    .update(JSON.stringify([facts.interpretation, facts.subject]))
    .digest('hex')
    .slice(0, 32);
  const where = and(
    eq(interpretationTexts.reportId, key.reportId),
    eq(interpretationTexts.scope, key.scope),
    eq(interpretationTexts.facts, digest),
    eq(interpretationTexts.language, facts.language),
  );
  const stored = async () =>
    (await db.select({ paragraphs: interpretationTexts.paragraphs }).from(interpretationTexts).where(where))[0]?.paragraphs;
  const known = await stored();
  if (known) return known;
  const id = `${key.reportId}\u0000${key.scope}\u0000${digest}\u0000${facts.language}`;
  let written = writing.get(id);
  if (!written) {
    written = (async () => {
      const paragraphs = await writeInterpretation(config, log, facts);
      if (!paragraphs) return null;
      await db
        .insert(interpretationTexts)
        .values({ ...key, facts: digest, language: facts.language, paragraphs })
        .onConflictDoNothing();
      return (await stored()) ?? paragraphs;
    })().finally(() => writing.delete(id));
    writing.set(id, written);
  }
  return written;
}

export async function writeInterpretation(config: AiConfig, log: Log, facts: Facts): Promise<string[] | null> {
  const url = `${config.baseUrl}/chat/completions`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.3,
        messages: [
          { role: 'system', content: systemPrompt(facts.language) },
          {
            role: 'user',
            content: JSON.stringify({
              person: facts.subject,
              findings: facts.interpretation.points,
              trainingPlan: facts.interpretation.plan,
            }),
          },
        ],
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) {
      log.warn({ status: response.status }, 'AI interpretation: the endpoint answered with an error; the rules stand');
      return null;
    }
    const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') {
      log.warn('AI interpretation: the answer held no text; the rules stand');
      return null;
    }
    return paragraphsOf(content);
  } catch (err) {
    log.warn({ err: err instanceof Error ? err.message : String(err) }, 'AI interpretation failed or timed out; the rules stand');
    return null;
  }
}

/** Plain paragraphs: markdown emphasis and headings stripped, empty lines dropped, at most MAX_CHARS in all. */
export function paragraphsOf(content: string): string[] | null {
  const paragraphs: string[] = [];
  let total = 0;
  for (const raw of content.split(/\n\s*\n/)) {
    const text = raw
      .replace(/^#+\s*/gm, '')
      .replace(/\*\*|__/g, '')
      .replace(/\s*\n\s*/g, ' ')
      .trim();
    if (!text) continue;
    if (total + text.length > MAX_CHARS) break;
    paragraphs.push(text);
    total += text.length;
  }
  return paragraphs.length ? paragraphs : null;
}

function systemPrompt(language: string): string {
  return [
    `You explain a 3D body-scan report to the person it belongs to. Write in the language with the BCP 47 tag "${language}".`,
    'Use only the findings and the training plan given as JSON: do not add findings, numbers or diagnoses of your own.',
    'Findings come in order of importance; keep that order and start with what matters most.',
    'Each finding has a rule id, a severity and its facts (masses in kg, lengths in cm or mm as named, angles in degrees).',
    'Then outline the training plan: its weeks, sessions a week, and each phase with its focus.',
    'Write 3 to 6 short paragraphs of plain text, separated by blank lines: no headings, lists or markdown.',
    'Be encouraging and concrete; this is fitness guidance, not medical advice.',
  ].join(' ');
}
