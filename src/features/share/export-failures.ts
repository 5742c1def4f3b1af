// What a failed data download tells the person, in the personal centre and in a report's actions (the download
// itself: src/lib/export-download.ts, which stays free of copy for the sign-in screens' bundle).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ExportFailure } from '#src/lib/export-download.ts';

/** What each failure tells the person, wherever a download is offered. */
export const EXPORT_FAILURES: Record<ExportFailure, MessageDescriptor> = {
  offline: msg`You're offline. Downloading your data needs a connection.`,
  unauthorized: msg`Your session has ended. Please sign in again.`,
  not_found: msg`This report is no longer available.`,
  failed: msg`The download failed, please try later`,
};
