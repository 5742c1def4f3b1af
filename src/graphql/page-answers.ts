// The answers of the queries the screens on the page hold now, by operation key: what a drawing of the page needs to
// be taken over without a loading state (lib/page-snapshot.ts). Kept by an exchange of the app's client.
import { pipe, tap } from 'wonka';
import type { Exchange } from 'urql';
import type { ServerData } from '#shared/server-render.ts';

// null: asked for, no answer with data yet.
const answers = new Map<number, ServerData[number] | null>();
const listeners = new Set<() => void>();

export const pageAnswersExchange: Exchange =
  ({ forward }) =>
  (operations$) =>
    pipe(
      operations$,
      tap((operation) => {
        if (operation.kind === 'query' && !answers.has(operation.key)) answers.set(operation.key, null);
        if (operation.kind === 'teardown') answers.delete(operation.key);
      }),
      forward,
      tap((result) => {
        if (result.operation.kind !== 'query' || !answers.has(result.operation.key) || !result.data) return;
        answers.set(result.operation.key, result.data as ServerData[number]);
        listeners.forEach((listener) => listener());
      }),
    );

/** Every held query's answer, or null while one of them has none yet (the page is not drawn in full). */
export function heldAnswers(): ServerData | null {
  const data: ServerData = {};
  for (const [key, answer] of answers) {
    if (answer === null) return null;
    data[key] = answer;
  }
  return data;
}

/** Calls `listener` after each new answer; returns the unsubscribe. */
export function onAnswer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
