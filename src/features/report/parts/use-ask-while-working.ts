// A body change and a time-lapse are made by the server off the request (their BodyChangeStatus): while it is at work
// (COMPUTING) the screen asks again every `pollMs`; when its queue was full (BUSY), after half a minute.
import { useEffect } from 'react';
import type { EnumOf } from '#src/graphql/graphql.ts';

type WorkStatus = EnumOf<'BodyChangeStatus'>;

/** A queue that was full: asked again after this. */
const BUSY_RETRY_MS = 30_000;

/** Whether the server is still making it (or will, once its queue has room). */
export const isAtWork = (status: WorkStatus | undefined): boolean => status === 'COMPUTING' || status === 'BUSY';

/**
 * Asks the query again from the network while `status` says the server is at work, as long as the screen is open.
 * `answer`: the query's data, so each new answer (the same status again) waits anew.
 */
export function useAskWhileWorking(
  status: WorkStatus | undefined,
  answer: unknown,
  reexecute: (context: { requestPolicy: 'network-only' }) => void,
  pollMs: number,
): void {
  useEffect(() => {
    if (!isAtWork(status)) return;
    const timer = setTimeout(() => reexecute({ requestPolicy: 'network-only' }), status === 'BUSY' ? BUSY_RETRY_MS : pollMs);
    return () => clearTimeout(timer);
  }, [status, answer, reexecute, pollMs]);
}
