// The post-sign-in redirect: only this origin's paths, never one a browser could read as another host.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect.ts';

const ORIGIN = 'https://app.example';
const check = (value: unknown) => safeRedirect(value, ORIGIN);

describe('safeRedirect', () => {
  it('keeps a same-origin path with its query and fragment, normalised', () => {
    expect(check('/report?id=1#x')).toBe('/report?id=1#x');
    expect(check('/a/../report')).toBe('/report');
    expect(check('/%2e%2e/report')).toBe('/report');
    expect(check(`${ORIGIN}/report?id=2`)).toBe('/report?id=2');
    expect(check('/')).toBe('/');
    // The app's own origin is the default.
    expect(safeRedirect('/report')).toBe('/report');
    expect(safeRedirect(`${window.location.origin}/me`)).toBe('/me');
  });

  it('refuses every spelling of another host', () => {
    for (const value of [
      '//host',
      '//host/',
      '/..//host/',
      '/%2e%2e//host',
      '/%2E%2E//host',
      '/.//host',
      '/./..//host',
      '/a/..//host',
      '/\\host',
      '\\\\host',
      '/\\/host',
      'https://host',
      'https://host/',
      'http://app.example/',
      '///host',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://app.example@host/',
    ]) {
      expect(check(value), value).toBeUndefined();
    }
  });

  it('refuses control characters, which the URL parser would silently drop', () => {
    for (const value of ['/\t/host', '/\n/host', '\t//host', '/report\r', '/\u0000', '/re\u007fport', 'java\tscript:alert(1)']) {
      expect(check(value), JSON.stringify(value)).toBeUndefined();
    }
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 42, ['/report'], { toString: () => '/report' }]) expect(check(value)).toBeUndefined();
  });

  it('answers, for any input, a path that stays on the origin and never starts with // (or nothing)', () => {
    // Pieces of URLs that parsers disagree about, mixed with any text at all.
    const piece = fc.constantFrom(
      '/',
      '\\',
      '.',
      '..',
      '%2e',
      '%2E',
      '%2f',
      '%5c',
      '%09',
      ':',
      '@',
      '?',
      '#',
      ' ',
      '\t',
      '\n',
      'host',
      'app.example',
      'javascript',
      'https',
      'a',
    );
    const input = fc.oneof(
      fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join('')),
      fc.string({ unit: 'binary', maxLength: 40 }),
    );
    fc.assert(
      fc.property(input, (value) => {
        const result = check(value);
        if (result === undefined) return;
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(result.startsWith('/\\')).toBe(false);
        const resolved = new URL(result, ORIGIN);
        expect(resolved.origin).toBe(ORIGIN);
        expect(resolved.pathname.startsWith('//')).toBe(false);
        // Already normal: checking the answer again gives it back.
        expect(check(result)).toBe(result);
      }),
      { numRuns: 2000 },
    );
  });
});
