/** Runs `task` after the page has loaded and the main thread is idle (at most 2 s later). */
export function whenIdle(task: () => void): void {
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
    else setTimeout(task, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}

/**
 * Gives the main thread back before the caller goes on: a tap or a paint waiting since the start is handled in between,
 * and no start-up step adds to another's long task. `scheduler.yield` resumes ahead of other waiting tasks; where it is
 * missing (Safari), a zero timeout.
 */
export function nextTask(): Promise<void> {
  if (typeof scheduler !== 'undefined' && typeof scheduler.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
