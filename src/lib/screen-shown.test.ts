import { afterEach, describe, expect, it, vi } from 'vitest';

// The module keeps whether a screen was shown for the page's life: each test starts from a fresh copy.
async function fresh() {
  vi.resetModules();
  return import('./screen-shown.ts');
}

describe('screen shown', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves every wait once a screen mounts, and at once after that', async () => {
    const { markScreenShown, screenShown } = await fresh();
    const order: string[] = [];
    const a = screenShown(60_000).then(() => order.push('a'));
    const b = screenShown(60_000).then(() => order.push('b'));
    await Promise.resolve();
    expect(order).toEqual([]);
    markScreenShown();
    await Promise.all([a, b]);
    expect(order).toEqual(['a', 'b']);
    await screenShown(60_000);
  });

  it('gives up waiting after its fallback time (a page without a <Screen>)', async () => {
    vi.useFakeTimers();
    const { screenShown } = await fresh();
    let done = false;
    void screenShown(5000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
