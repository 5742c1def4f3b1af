// What the data downloads say, in the personal centre and in a report's actions: each format's name and what a failed
// download tells the person (the download itself: src/lib/export-download.ts, which stays free of copy for the sign-in
// screens' bundle; the formats: src/shared/export-formats.ts).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ExportFailure } from '#src/lib/export-download.ts';
import type { ExportFormat } from '#shared/export-formats.ts';

/** Each format as a menu names it (a format added to the list fails `tsc` here until it has a name). */
export const EXPORT_NAMES: Record<ExportFormat, MessageDescriptor> = {
  json: msg`Download JSON`,
  csv: msg`Download CSV`,
  fhir: msg`Health record (FHIR)`,
  fit: msg`File for Garmin (FIT)`,
};

/** What each failure tells the person, wherever a download is offered. */
export const EXPORT_FAILURES: Record<ExportFailure, MessageDescriptor> = {
  offline: msg`You're offline. Downloading your data needs a connection.`,
  unauthorized: msg`Your session has ended. Please sign in again.`,
  not_found: msg`This report is no longer available.`,
  failed: msg`The download failed, please try later`,
};
