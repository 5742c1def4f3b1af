// A report's body for the phone's viewers (the 3D model, the shape prediction's figures): the scanner's mesh
// simplified, quantized and compressed (body-change/view-file.ts), made off the serving thread by the same queue as
// the changes (body-change/jobs.ts) the first time it is asked for or when the mesh arrives, and kept beside the mesh
// (report_files kind 'view'). Until it is there the viewers get the scanner's mesh. A mesh sent again drops it
// (scans.ts); one made from a mesh replaced meanwhile is not kept.
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../deps.ts';
import { reportFiles, reports, type ReportRow } from '../db/schema.ts';
import { viewName } from './report-file-names.ts';
import { putRecorded } from './file-store.ts';

/** The body file's media type: glTF, meshopt-compressed. */
const VIEW_TYPE = 'model/gltf-binary';

const meshRow = (deps: Pick<AppDeps, 'db'>, reportId: string) =>
  deps.db
    .select({ bytes: reportFiles.bytes, objectKey: reportFiles.objectKey, size: reportFiles.size, createdAt: reportFiles.createdAt })
    .from(reportFiles)
    .where(and(eq(reportFiles.reportId, reportId), eq(reportFiles.kind, 'mesh')))
    .then((rows) => rows[0] ?? null);

/**
 * Whether the report's body for the phone is kept; when it is not, starts making it (a full queue: it is asked for
 * again next time). `report` is one the caller may see the mesh of.
 */
export async function meshViewReady(deps: AppDeps, report: ReportRow): Promise<boolean> {
  const [kept] = await deps.db
    .select({ size: reportFiles.size })
    .from(reportFiles)
    .where(and(eq(reportFiles.reportId, report.id), eq(reportFiles.kind, 'view')));
  if (kept) return true;
  startMeshView(deps, report.id);
  return false;
}

/** Starts making a report's body for the phone (never waited for; a failure is logged and tried again when asked). */
export function startMeshView(deps: AppDeps, reportId: string): void {
  let madeFrom: Date | null = null;
  void deps.meshJobs.start(`view/${reportId}`, {
    kind: 'view',
    load: async () => {
      const mesh = await meshRow(deps, reportId);
      if (!mesh) throw new Error(`no mesh for report ${reportId}`);
      madeFrom = mesh.createdAt;
      return deps.files.readBytes(mesh);
    },
    done: async (file) => {
      if (file instanceof Error) return deps.log.warn({ reportId, err: file }, 'could not make the body for the phone');
      // The file first (in the store), then its row, kept only if the mesh it was made from is still the report's.
      await putRecorded(deps, { name: viewName(reportId), bytes: file, contentType: VIEW_TYPE }, (stored) =>
        deps.db.transaction(async (tx) => {
          const [mesh] = await tx
            .select({ createdAt: reportFiles.createdAt })
            .from(reportFiles)
            .innerJoin(reports, eq(reports.id, reportFiles.reportId))
            .where(and(eq(reportFiles.reportId, reportId), eq(reportFiles.kind, 'mesh'), isNull(reports.deletedAt)))
            // Held until this commits: a deletion or a mesh sent again waits, then takes this row with it.
            .for('share');
          if (!mesh || mesh.createdAt.getTime() !== madeFrom?.getTime()) return false;
          const row = { bytes: stored.bytes, objectKey: stored.objectKey, size: stored.size, createdAt: deps.clock.now() };
          await tx
            .insert(reportFiles)
            .values({ reportId, kind: 'view', contentType: VIEW_TYPE, ...row })
            .onConflictDoUpdate({ target: [reportFiles.reportId, reportFiles.kind], set: row });
          return true;
        }),
      );
    },
  });
}
