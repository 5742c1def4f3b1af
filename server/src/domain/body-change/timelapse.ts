// A time-lapse of a person's scans of one model, up to a report: the report's body (as the phone gets it) and, for each
// earlier scan with a mesh, how far each of its points moved since then (view-file.ts). The body at any scan is the one
// body moved back by that much: one mesh and a field per scan, not a mesh per scan, because each scan is a fresh
// reconstruction with its own vertices, which cannot be blended into the next; the field is what the change between
// two scans measures already (change.ts), on the one set of vertices the phone draws.
//
// Made by the mesh jobs' worker on first ask and kept beside the report's mesh (report_files kind
// `timelapse:<signature>`), the signature naming the scans and their meshes: a new scan, a scan deleted or a mesh
// sent again is another time-lapse. No transaction is open while meshes are read, it is made or its file written.
import { createHash } from 'node:crypto';
import { and, desc, eq, isNull, like, lte, ne } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { reportFiles, reports, type ReportRow } from '../../db/schema.ts';
import { timeLapseKind, timeLapseName } from '../report-file-names.ts';
import { putRecorded } from '../file-store.ts';
import { meshForUser } from '../reports.ts';
import { meshBytes } from './store.ts';
import type { ChangeStatus } from './result.ts';

/** The most scans a time-lapse plays: the latest ones (a year of fortnightly scans). */
export const TIME_LAPSE_MAX_SCANS = 26;
const FILE_TYPE = 'model/gltf-binary';

export type TimeLapseState = { status: ChangeStatus; frames: ReportRow[]; signature: string };

/** Signatures whose making failed in this process: not tried again on every ask. */
const failed = new Set<string>();

/** The owner's scans of the model up to `report` that have a mesh, oldest first, with their meshes' times. */
async function framesOf(deps: Pick<AppDeps, 'db'>, userId: string, report: ReportRow) {
  const rows = await deps.db
    .select({ report: reports, meshAt: reportFiles.createdAt, meshSize: reportFiles.size })
    .from(reports)
    .innerJoin(reportFiles, and(eq(reportFiles.reportId, reports.id), eq(reportFiles.kind, 'mesh')))
    .where(
      and(
        eq(reports.userId, userId),
        eq(reports.model, report.model),
        isNull(reports.deletedAt),
        eq(reports.modelStatus, 'ready'),
        lte(reports.measuredAt, report.measuredAt),
      ),
    )
    .orderBy(desc(reports.measuredAt), desc(reports.id))
    .limit(TIME_LAPSE_MAX_SCANS);
  const frames = rows.reverse();
  const signature = createHash('sha256')
    .update(frames.map((f) => `${f.report.id}@${f.meshAt.toISOString()}/${f.meshSize}`).join(','))
    .digest('hex')
    .slice(0, 20);
  return { frames, signature };
}

/**
 * The time-lapse up to `report` (the owner's, with its mesh, and at least one earlier scan with one): kept, or started.
 * Null when there is nothing to play.
 */
export async function timeLapseState(deps: AppDeps, userId: string, report: ReportRow): Promise<TimeLapseState | null> {
  if (report.userId !== userId || report.deletedAt || report.modelStatus !== 'ready') return null;
  const { frames, signature } = await framesOf(deps, userId, report);
  if (frames.length < 2 || frames.at(-1)!.report.id !== report.id) return null;
  const state = (status: ChangeStatus) => ({ status, frames: frames.map((f) => f.report), signature });
  const [kept] = await deps.db
    .select({ size: reportFiles.size })
    .from(reportFiles)
    .where(and(eq(reportFiles.reportId, report.id), eq(reportFiles.kind, timeLapseKind(signature))));
  if (kept) return state('ready');
  if (failed.has(signature)) return state('failed');
  const meshOf = (reportId: string) => meshBytes(deps, userId, reportId);
  const started = deps.meshJobs.start(`timelapse/${report.id}/${signature}`, {
    kind: 'timelapse',
    load: async () => {
      const earlier: Uint8Array[] = [];
      for (const frame of frames.slice(0, -1)) earlier.push(await meshOf(frame.report.id));
      return { body: await meshOf(report.id), earlier, model: report.model };
    },
    done: async (file) => {
      if (file instanceof Error) {
        failed.add(signature);
        return deps.log.warn({ reportId: report.id, err: file }, 'could not make the time-lapse');
      }
      const name = timeLapseName(report.id, signature);
      await putRecorded(deps, { name, bytes: file, contentType: FILE_TYPE }, (stored) =>
        deps.db.transaction(async (tx) => {
          // Held until this commits: the report's deletion waits, then takes this row with it.
          const [alive] = await tx
            .select({ id: reports.id })
            .from(reports)
            .where(and(eq(reports.id, report.id), isNull(reports.deletedAt)))
            .for('share');
          if (!alive) return false;
          // Kept only if it is still the time-lapse of these scans; the one it replaces goes.
          if ((await framesOf({ db: tx }, userId, report)).signature !== signature) return false;
          const kind = timeLapseKind(signature);
          const row = { bytes: stored.bytes, objectKey: stored.objectKey, size: stored.size, createdAt: deps.clock.now() };
          await tx
            .insert(reportFiles)
            .values({ reportId: report.id, kind, contentType: FILE_TYPE, ...row })
            .onConflictDoUpdate({ target: [reportFiles.reportId, reportFiles.kind], set: row });
          await tx
            .delete(reportFiles)
            .where(and(eq(reportFiles.reportId, report.id), like(reportFiles.kind, 'timelapse:%'), ne(reportFiles.kind, kind)));
          return true;
        }),
      );
    },
  });
  return state(started ? 'computing' : 'busy');
}

/** The owner's time-lapse file of a report under `signature` (its bytes or object key, and size); null for all else. */
export const timeLapseFileForUser = (deps: Pick<AppDeps, 'db'>, userId: string, reportId: string, signature: string) =>
  meshForUser(deps.db, userId, reportId, timeLapseKind(signature));
