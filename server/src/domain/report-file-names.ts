// The names report files are stored under (file-store.ts adds its prefix): one per kind of report_files row.
import type { ReportFileKind } from '../db/schema.ts';

export const meshName = (reportId: string) => `reports/${reportId}/mesh.glb`;
export const viewName = (reportId: string) => `reports/${reportId}/view.glb`;
export const changeKind = (earlierId: string): ReportFileKind => `change:${earlierId}`;
export const changeName = (laterId: string, earlierId: string) => `reports/${laterId}/change-${earlierId}.glb`;
export const timeLapseKind = (signature: string): ReportFileKind => `timelapse:${signature}`;
export const timeLapseName = (reportId: string, signature: string) => `reports/${reportId}/timelapse-${signature}.glb`;

/** The name of a report's file of any kind (moving files between stores keeps each under its own). */
export function fileName(reportId: string, kind: ReportFileKind): string {
  if (kind === 'mesh') return meshName(reportId);
  if (kind === 'view') return viewName(reportId);
  if (kind.startsWith('timelapse:')) return timeLapseName(reportId, kind.slice('timelapse:'.length));
  return changeName(reportId, kind.slice('change:'.length));
}
