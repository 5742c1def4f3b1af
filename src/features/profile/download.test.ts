import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download.ts';

describe('fileNameOf', () => {
  it('takes the server file name from Content-Disposition', () => {
    expect(fileNameOf('attachment; filename="contour-data-2026-11-21.csv"', 'csv')).toBe('contour-data-2026-11-21.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''contour-data.json", 'json')).toBe('contour-data.json');
  });

  it('falls back to a safe name', () => {
    expect(fileNameOf(null, 'json')).toBe('contour-data.json');
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'csv')).toBe('contour-data.csv');
  });
});
