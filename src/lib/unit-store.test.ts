import { afterEach, describe, expect, it, vi } from 'vitest';
import { unitStore } from './unit-store.ts';

afterEach(() => localStorage.clear());

describe('unitStore', () => {
  it('stores the unit and tells subscribers once per change', () => {
    const listener = vi.fn();
    const stop = unitStore.subscribe(listener);
    unitStore.set('imperial');
    unitStore.set('imperial');
    expect(unitStore.get()).toBe('imperial');
    expect(localStorage.getItem('unit')).toBe('imperial');
    expect(listener).toHaveBeenCalledTimes(1);
    unitStore.set('metric');
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });
});
