import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './idle.ts';

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes on in a task of its own: after the tasks already queued where there is no scheduler.yield (Safari)', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await nextTask();
    order.push('after nextTask');
    expect(order).toEqual(['microtask', 'queued task', 'after nextTask']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await nextTask();
    expect(yielded).toHaveBeenCalledOnce();
  });
});
