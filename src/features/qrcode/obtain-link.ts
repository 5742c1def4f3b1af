// The share link /qrcode/save draws: the one this tab made before when the server still lists it as live, else a new one.
import type { Client } from 'urql';
import { errorCode, type ErrorCode } from '#src/graphql/errors.ts';
import { CreateShareLinkMutation } from '../share/documents.ts';
import { QrReportQuery } from './documents.ts';
import { readRememberedLink, rememberLink, reusableLink, type RememberedLink } from './link-memory.ts';

export type QrLinkResult =
  { ok: true; link: RememberedLink; reused: boolean; measuredAt: string; timezone: string } | { ok: false; code: ErrorCode };

// One request per report at a time: React's development double effects, or a quick second visit, must not make two links.
const pending = new Map<string, Promise<QrLinkResult>>();

export function obtainQrLink(client: Client, reportId: string): Promise<QrLinkResult> {
  let running = pending.get(reportId);
  if (!running) {
    running = obtain(client, reportId).finally(() => pending.delete(reportId));
    pending.set(reportId, running);
  }
  return running;
}

async function obtain(client: Client, reportId: string): Promise<QrLinkResult> {
  // Live links change with time and on other devices: always asked of the server.
  const listed = await client.query(QrReportQuery, { id: reportId }, { requestPolicy: 'network-only' }).toPromise();
  if (listed.error) return { ok: false, code: errorCode(listed.error) };
  const report = listed.data?.report;
  if (!report) return { ok: false, code: 'NOT_FOUND' };
  if (report.deleted) return { ok: false, code: 'REPORT_DELETED' };
  const { measuredAt, timezone } = report;

  const kept = reusableLink(readRememberedLink(reportId), reportId, report.shareLinks, Date.now());
  if (kept) {
    return { ok: true, link: kept, reused: true, measuredAt, timezone };
  }
  const made = await client.mutation(CreateShareLinkMutation, { reportId }).toPromise();
  if (made.error) return { ok: false, code: errorCode(made.error) };
  const created = made.data?.createShareLink;
  if (!created?.url) return { ok: false, code: 'INTERNAL' };
  const link = { reportId, id: created.id, url: created.url, expiresAt: created.expiresAt };
  rememberLink(link);
  return { ok: true, link, reused: false, measuredAt, timezone };
}
