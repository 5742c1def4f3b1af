import { afterEach, describe, expect, it } from 'vitest';
import { MIN_REMAINING_MS, QR_LINK_KEY, readRememberedLink, rememberLink, reusableLink, type RememberedLink } from './link-memory.ts';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const link = (reportId: string, id: string, expiresIn = 100 * HOUR): RememberedLink => ({
  reportId,
  id,
  url: `https://contour.example/s/${id.padEnd(43, 'x')}`,
  expiresAt: iso(NOW + expiresIn),
});

describe('reusableLink', () => {
  it('reuses the remembered link while the server lists it, with the server’s expiry', () => {
    const kept = link('r1', 'a');
    const live = [
      { id: 'b', expiresAt: iso(NOW + 5 * HOUR) },
      { id: 'a', expiresAt: iso(NOW + 50 * HOUR) },
    ];
    expect(reusableLink(kept, 'r1', live, NOW)).toEqual({ ...kept, expiresAt: iso(NOW + 50 * HOUR) });
  });

  it('makes a new one when none is remembered', () => {
    expect(reusableLink(null, 'r1', [{ id: 'a', expiresAt: iso(NOW + 50 * HOUR) }], NOW)).toBeNull();
  });

  it('does not reuse a withdrawn or expired link (no longer listed)', () => {
    expect(reusableLink(link('r1', 'a'), 'r1', [{ id: 'b', expiresAt: iso(NOW + 50 * HOUR) }], NOW)).toBeNull();
    expect(reusableLink(link('r1', 'a'), 'r1', [], NOW)).toBeNull();
  });

  it('does not reuse a link about to expire', () => {
    expect(reusableLink(link('r1', 'a'), 'r1', [{ id: 'a', expiresAt: iso(NOW + MIN_REMAINING_MS - 1) }], NOW)).toBeNull();
    expect(reusableLink(link('r1', 'a'), 'r1', [{ id: 'a', expiresAt: iso(NOW + MIN_REMAINING_MS) }], NOW)).not.toBeNull();
  });

  it('never gives another report’s link', () => {
    expect(reusableLink(link('r2', 'a'), 'r1', [{ id: 'a', expiresAt: iso(NOW + 50 * HOUR) }], NOW)).toBeNull();
  });
});

describe('session storage', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps one link per report and ignores what does not parse', () => {
    rememberLink(link('r1', 'a'));
    rememberLink(link('r2', 'b'));
    rememberLink(link('r1', 'c'));
    expect(readRememberedLink('r1')?.id).toBe('c');
    expect(readRememberedLink('r2')?.id).toBe('b');
    expect(readRememberedLink('r3')).toBeNull();
    sessionStorage.setItem(`${QR_LINK_KEY}r1`, '{"not":"a link"}');
    expect(readRememberedLink('r1')).toBeNull();
    sessionStorage.setItem(`${QR_LINK_KEY}r1`, 'not json');
    expect(readRememberedLink('r1')).toBeNull();
    sessionStorage.setItem(`${QR_LINK_KEY}r1`, JSON.stringify({ ...link('r1', 'a'), url: 'javascript:alert(1)' }));
    expect(readRememberedLink('r1')).toBeNull();
    sessionStorage.setItem(`${QR_LINK_KEY}r1`, JSON.stringify({ ...link('r1', 'a'), expiresAt: 'soon' }));
    expect(readRememberedLink('r1')).toBeNull();
  });
});
