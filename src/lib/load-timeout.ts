// Spec 9: a part of the app's code that takes longer than 120 seconds to load has failed; the screen then says
// "loading failed, try later" with a retry instead of waiting for ever (ui/RoutePending.tsx, ui/RouteError.tsx,
// ui/LazyPart.tsx).

export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;

export class LoadTimeoutError extends Error {}

/** The promise, or a LoadTimeoutError once SCRIPT_LOAD_TIMEOUT_MS have passed. */
export function withLoadTimeout<T>(loading: Promise<T>, ms: number = SCRIPT_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a developer-facing error; the screen shows LoadFailed
    const timer = setTimeout(() => reject(new LoadTimeoutError(`not loaded after ${ms} ms`)), ms);
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
