// An exchange whose code loads with the first operation: operations that arrive before it has loaded wait in order,
// so the normalized cache (graphcache, its schema and IndexedDB storage) stays out of /login's first load.
import { make, makeSubject, pipe, subscribe } from 'wonka';
import type { Exchange, Operation, OperationResult } from 'urql';

export function lazyExchange(load: () => Promise<Exchange>): Exchange {
  let loading: Promise<Exchange> | undefined;
  return (input) => (operations$) =>
    make<OperationResult>((observer) => {
      const waiting: Operation[] = [];
      const ready = makeSubject<Operation>();
      let loaded = false;
      let cancelled = false;
      let results = { unsubscribe: () => {} };

      const start = (exchange: Exchange) => {
        if (cancelled) return;
        results = pipe(exchange(input)(ready.source), subscribe(observer.next));
        loaded = true;
        waiting.splice(0).forEach(ready.next);
      };
      let begun = false;
      const begin = () => {
        if (begun) return;
        begun = true;
        // If the chunk cannot load (offline before it was ever cached), go on without the cache.
        loading ??= load();
        loading.then(start, () => start(({ forward }) => forward));
      };
      const incoming = pipe(
        operations$,
        subscribe((operation) => {
          if (loaded) return ready.next(operation);
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
