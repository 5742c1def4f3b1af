// The interpretation written by an OpenAI-compatible endpoint (AI_BASE_URL) in the person's language, from the
// rule engine's findings and plan, never from anything else: the rules decide what is true, the model only words
// it. Any failure (timeout, error status, an answer that is not text) gives null, and the rules' own points stand.
import type { Log } from '#server/log.ts';
import type { Interpretation } from './engine.ts';

export type AiConfig = { baseUrl: string; apiKey: string; model: string; timeoutMs: number };

/** The longest answer kept; a longer one is cut at a paragraph. */
const MAX_CHARS = 6000;
/** Written interpretations kept per server process, by report and language (they don't change). */
const CACHE_SIZE = 500;

type Facts = { interpretation: Interpretation; subject: { sex: string; age: number; heightCm: number }; language: string };

const cache = new Map<string, Promise<string[] | null>>();

/** The written interpretation of one report in one language, made once per process (failures are retried). */
export function writtenInterpretation(config: AiConfig, log: Log, key: string, facts: Facts): Promise<string[] | null> {
  const cacheKey = `${key}\u0000${facts.language}`;
  const known = cache.get(cacheKey);
  if (known) return known;
  const written = writeInterpretation(config, log, facts).then((paragraphs) => {
    if (!paragraphs) cache.delete(cacheKey);
    return paragraphs;
  });
  cache.set(cacheKey, written);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
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
