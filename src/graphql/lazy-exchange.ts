// An exchange whose code loads with the first operation: operations that arrive before it has loaded
// (and, for the offline cache, before it has hydrated from IndexedDB) wait in order. This keeps graphcache,
// its schema and its storage out of /login's first load, and makes a report viewed before answer offline
// from storage instead of racing the instant "offline" network error.
import { make, makeSubject, pipe, subscribe } from 'wonka';
import type { Exchange, Operation, OperationResult } from 'urql';

export type LoadedExchange = { exchange: Exchange; ready?: Promise<unknown> };

export function lazyExchange(load: () => Promise<LoadedExchange>): Exchange {
  let loading: Promise<LoadedExchange> | undefined;
  return (input) => (operations$) =>
    make<OperationResult>((observer) => {
      const waiting: Operation[] = [];
      const ready$ = makeSubject<Operation>();
      let loaded = false;
      let cancelled = false;
      let results = { unsubscribe: () => {} };

      const start = async ({ exchange, ready }: LoadedExchange) => {
        if (cancelled) return;
        results = pipe(exchange(input)(ready$.source), subscribe(observer.next));
        await ready?.catch(() => undefined);
        if (cancelled) return;
        loaded = true;
        waiting.splice(0).forEach(ready$.next);
      };
      let begun = false;
      const begin = () => {
        if (begun) return;
        begun = true;
        // If the chunk cannot load (offline before it was ever cached), go on without the cache.
        loading ??= load();
        loading.then(start, () => start({ exchange: ({ forward }) => forward }));
      };
      const incoming = pipe(
        operations$,
        subscribe((operation) => {
          if (loaded) return ready$.next(operation);
          waiting.push(operation);
          begin();
        }),
      );

      return () => {
        cancelled = true;
        incoming.unsubscribe();
        results.unsubscribe();
      };
    });
}
