import { describe, expect, it } from 'vitest';
import { exportUrl } from '#shared/export-formats.ts';
import { fileNameOf } from './export-download.ts';

describe('fileNameOf', () => {
  it('takes the server file name from Content-Disposition', () => {
    expect(fileNameOf('attachment; filename="contour-data-2026-11-21.csv"', 'csv')).toBe('contour-data-2026-11-21.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''contour-data.json", 'json')).toBe('contour-data.json');
    expect(fileNameOf('attachment; filename="contour-report-2026-11-21.fhir.json"', 'fhir')).toBe('contour-report-2026-11-21.fhir.json');
  });

  it('falls back to a safe name with the format’s extension', () => {
    expect(fileNameOf(null, 'json')).toBe('contour-data.json');
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'csv')).toBe('contour-data.csv');
    expect(fileNameOf(null, 'fhir')).toBe('contour-data.fhir.json');
    expect(fileNameOf(null, 'fit')).toBe('contour-data.fit');
  });
});

describe('exportUrl', () => {
  it('names the format, and the report and the Patient’s inclusions only when given', () => {
    expect(exportUrl('csv')).toBe('/api/account/export?format=csv');
    expect(exportUrl('fhir', { include: ['name', 'contact'] })).toBe('/api/account/export?format=fhir&include=name%2Ccontact');
    expect(exportUrl('fit', { reportId: 'r-1', include: [] })).toBe('/api/account/export?format=fit&report=r-1');
  });
});
