// The changes between two reports as the app asks for them: looked up, computed once (jobs.ts, off the serving thread)
// and kept: the distances as a file beside the later report's mesh (file-store.ts: PostgreSQL or the bucket), the
// regions' figures in body_changes. Only the owner's own reports; no transaction is open while meshes are read, the
// change is computed or a file is written.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { bodyChanges, reportFiles, reports, type ReportRow } from '../../db/schema.ts';
import { isUuid, meshForUser, previousReport } from '../reports.ts';
import { CHANGE_VERSION, type BodyChangeResult, type ChangeStatus, type ComputedChange } from './result.ts';
import { changeKind, changeName } from '../report-file-names.ts';
import { putRecorded } from '../file-store.ts';

/** The change's file: both bodies and the change at each point, as glTF (view-file.ts). */
export const CHANGE_FILE_TYPE = 'model/gltf-binary';

export type ChangeState =
  | { status: 'ready'; later: ReportRow; earlier: ReportRow; result: BodyChangeResult; vertices: number }
  | { status: Exclude<ChangeStatus, 'ready'>; later: ReportRow; earlier: ReportRow };

const jobKey = (later: ReportRow, earlier: ReportRow) => `${later.id}/${earlier.id}`;

/**
 * The pair the owner asks for: `report` and `againstId` (another of their reports of the same model), or the report
 * before it; the later of the two first. Null when there is no such pair.
 */
export async function pairOf(deps: Pick<AppDeps, 'db'>, userId: string, report: ReportRow, againstId: string | null) {
  if (report.userId !== userId || report.deletedAt) return null;
  let other: ReportRow | null;
  if (againstId === null) other = await previousReport(deps.db, report);
  else {
    const [row] = await deps.db
      .select()
      .from(reports)
      .where(and(eq(reports.id, againstId), eq(reports.userId, userId), eq(reports.model, report.model), isNull(reports.deletedAt)));
    other = row ?? null;
  }
  if (!other || other.id === report.id) return null;
  return other.measuredAt < report.measuredAt ? { later: report, earlier: other } : { later: other, earlier: report };
}

/** Where the change of a pair stands; starts computing it when it is neither kept nor under way. */
export async function changeState(deps: AppDeps, userId: string, later: ReportRow, earlier: ReportRow): Promise<ChangeState> {
  const [row] = await deps.db
    .select()
    .from(bodyChanges)
    .where(and(eq(bodyChanges.laterId, later.id), eq(bodyChanges.earlierId, earlier.id)));
  const kept = row?.status === 'ready' ? (row.result as BodyChangeResult) : null;
  // A change kept by an older computation is computed again (and replaced).
  if (kept?.version === CHANGE_VERSION) return { status: 'ready', later, earlier, result: kept, vertices: row!.vertices ?? 0 };
  if (row?.status === 'failed') return { status: 'failed', later, earlier };
  if (later.modelStatus !== 'ready' || earlier.modelStatus !== 'ready') return { status: 'no_mesh', later, earlier };
  const started = deps.meshJobs.start(jobKey(later, earlier), {
    kind: 'change',
    load: async () => ({
      earlier: await meshBytes(deps, userId, earlier.id),
      later: await meshBytes(deps, userId, later.id),
      model: later.model,
    }),
    done: (computed) => storeChange(deps, later, earlier, computed),
  });
  return { status: started ? 'computing' : 'busy', later, earlier };
}

/** The bytes of the caller's report's mesh, for a job: every job reads its meshes through this owner check. */
export async function meshBytes(deps: Pick<AppDeps, 'db' | 'files'>, userId: string, reportId: string): Promise<Uint8Array> {
  const stored = await meshForUser(deps.db, userId, reportId);
  if (!stored) throw new Error(`no mesh for report ${reportId}`);
  return deps.files.readBytes(stored);
}

/** Keeps a computed change: its file first (in the store), then its rows (putRecorded); a failure is kept as such. */
async function storeChange(deps: AppDeps, later: ReportRow, earlier: ReportRow, computed: ComputedChange | Error): Promise<void> {
  const pair = { laterId: later.id, earlierId: earlier.id };
  if (computed instanceof Error) {
    deps.log.warn({ ...pair, err: computed }, 'the change between two scans could not be computed');
    await deps.db
      .insert(bodyChanges)
      .values({ ...pair, status: 'failed' })
      .onConflictDoNothing();
    return;
  }
  const { file, vertices, result } = computed;
  const name = changeName(later.id, earlier.id);
  await putRecorded(deps, { name, bytes: file, contentType: CHANGE_FILE_TYPE }, (stored) =>
    deps.db.transaction(async (tx) => {
      // Both reports still there and the meshes unchanged since the computation began (a mesh sent again drops its changes).
      const alive = await tx
        .select({ id: reports.id })
        .from(reports)
        .where(and(inArray(reports.id, [later.id, earlier.id]), isNull(reports.deletedAt), eq(reports.modelStatus, 'ready')))
        // Held until this commits: a deletion or a mesh sent again waits, then takes these rows with it.
        .for('share');
      if (alive.length !== 2) return false;
      const file = { bytes: stored.bytes, objectKey: stored.objectKey, size: stored.size, createdAt: deps.clock.now() };
      await tx
        .insert(reportFiles)
        .values({ reportId: later.id, kind: changeKind(earlier.id), contentType: CHANGE_FILE_TYPE, ...file })
        .onConflictDoUpdate({ target: [reportFiles.reportId, reportFiles.kind], set: file });
      await tx
        .insert(bodyChanges)
        .values({ ...pair, status: 'ready', result, vertices, computedAt: deps.clock.now() })
        .onConflictDoUpdate({
          target: [bodyChanges.laterId, bodyChanges.earlierId],
          set: { status: 'ready', result, vertices, computedAt: deps.clock.now() },
        });
      return true;
    }),
  );
}

/**
 * The owner's change file of a pair (its bytes or object key, and size); null for all else, as for a mesh: the later
 * report's file of this kind, and the earlier report the same person's and still there. (The file goes with the
 * pair's row: migration 0015's trigger.)
 */
export async function changeFileForUser(deps: Pick<AppDeps, 'db'>, userId: string, laterId: string, earlierId: string) {
  if (!isUuid(earlierId)) return null;
  const earlier = await deps.db.$count(reports, and(eq(reports.id, earlierId), eq(reports.userId, userId), isNull(reports.deletedAt)));
  return earlier ? meshForUser(deps.db, userId, laterId, changeKind(earlierId)) : null;
}

/**
 * Starts the change from the previous scan of the model when a report has its mesh and an owner (a mesh arrives for a
 * bound scan; a scan with its mesh is bound), so it is ready when the person opens it. Never waited for, never fails
 * the caller. (The time-lapse waits to be asked for: it lays every earlier scan onto this one, seconds of the worker's
 * time that a gym's stream of scans would otherwise spend on each.)
 */
export function precompute(deps: AppDeps, reportId: string): void {
  void (async () => {
    const [report] = await deps.db.select().from(reports).where(eq(reports.id, reportId));
    if (!report?.userId || report.modelStatus !== 'ready' || report.deletedAt) return;
    const pair = await pairOf(deps, report.userId, report, null);
    if (pair) await changeState(deps, report.userId, pair.later, pair.earlier);
  })().catch((err: unknown) => deps.log.warn({ err, reportId }, 'could not start the change from the previous scan'));
}
