import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadTimeoutError, SCRIPT_LOAD_TIMEOUT_MS, withLoadTimeout } from './load-timeout.ts';

describe('withLoadTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives what arrives in time', async () => {
    const loading = withLoadTimeout(new Promise((resolve) => setTimeout(() => resolve('part'), SCRIPT_LOAD_TIMEOUT_MS - 1)));
    await vi.advanceTimersByTimeAsync(SCRIPT_LOAD_TIMEOUT_MS - 1);
    await expect(loading).resolves.toBe('part');
  });

  it('fails at 120 seconds when nothing arrived', async () => {
    const loading = withLoadTimeout(new Promise(() => {}));
    const outcome = expect(loading).rejects.toBeInstanceOf(LoadTimeoutError);
    await vi.advanceTimersByTimeAsync(SCRIPT_LOAD_TIMEOUT_MS);
    await outcome;
  });

  it('passes a failed load on at once', async () => {
    await expect(withLoadTimeout(Promise.reject(new TypeError('Failed to fetch dynamically imported module')))).rejects.toThrow(
      'Failed to fetch',
    );
  });
});
