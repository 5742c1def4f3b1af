// The one list of data exports (GET /api/account/export?format=<id>): what each is, how the server sends it and where a
// person can ask for it. The route, the download helper, the personal centre's and a report's menus, bench:export and
// the tests derive from it; a format added here fails `tsc` until the server writes it and every menu names it.

/* eslint-disable lingui/no-unlocalized-strings -- media types and file extensions, not copy */

export type ExportFormatInfo = {
  /** Content-Type of the answer. */
  mediaType: string;
  /** The file name's ending (after contour-data-<day> or contour-report-<day>). */
  extension: string;
  /** Offered for the whole account (the personal centre) and for one report (`report=<id>`, the report's menu). */
  account: boolean;
  report: boolean;
  /** Takes `include=` (what the FHIR Patient may carry) and `bundle=` (collection or transaction). */
  patientChoice: boolean;
  /** Takes `unit=metric|imperial`: the values and the columns' names in that unit system (metric by default). */
  unitChoice: boolean;
};

export const EXPORT_FORMATS = {
  // Everything the account holds (GDPR art. 15, 20), deleted reports included.
  json: {
    mediaType: 'application/json; charset=utf-8',
    extension: 'json',
    account: true,
    report: false,
    patientChoice: false,
    unitChoice: false,
  },
  // One row per report, a column per value with its unit (docs/exports.md's dictionary), metric or imperial.
  csv: {
    mediaType: 'text/csv; charset=utf-8; header=present',
    extension: 'csv',
    account: true,
    report: false,
    patientChoice: false,
    unitChoice: true,
  },
  // A FHIR R4 Bundle: every value as an Observation.
  fhir: {
    mediaType: 'application/fhir+json; charset=utf-8',
    extension: 'fhir.json',
    account: true,
    report: true,
    patientChoice: true,
    unitChoice: false,
  },
  // A Garmin FIT weight file.
  fit: { mediaType: 'application/octet-stream', extension: 'fit', account: true, report: true, patientChoice: false, unitChoice: false },
} as const satisfies Record<string, ExportFormatInfo>;

export type ExportFormat = keyof typeof EXPORT_FORMATS;
export const EXPORT_FORMAT_IDS = Object.keys(EXPORT_FORMATS) as ExportFormat[];

/** The formats with a file of one report. */
export type ReportExportFormat = { [F in ExportFormat]: (typeof EXPORT_FORMATS)[F]['report'] extends true ? F : never }[ExportFormat];
export const REPORT_EXPORT_FORMATS = EXPORT_FORMAT_IDS.filter((format): format is ReportExportFormat => EXPORT_FORMATS[format].report);
export const ACCOUNT_EXPORT_FORMATS = EXPORT_FORMAT_IDS.filter((format) => EXPORT_FORMATS[format].account);

/** What the FHIR Patient may carry beyond the person's sex (nothing unless chosen). */
export const PATIENT_INCLUDES = ['name', 'contact'] as const;
export type PatientInclude = (typeof PATIENT_INCLUDES)[number];

export const isExportFormat = (text: string): text is ExportFormat => Object.hasOwn(EXPORT_FORMATS, text);

/** The export's address: the format, one report's id if given, what the FHIR Patient includes, and imperial units. */
export function exportUrl(
  format: ExportFormat,
  options: { reportId?: string; include?: readonly PatientInclude[]; unit?: 'metric' | 'imperial' } = {},
): string {
  const query = new URLSearchParams({ format });
  if (options.reportId) query.set('report', options.reportId);
  if (options.include?.length) query.set('include', options.include.join(','));
  if (options.unit === 'imperial') query.set('unit', options.unit);
  return `/api/account/export?${query}`;
}
