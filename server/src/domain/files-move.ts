// Moving the stored meshes between PostgreSQL and the object store (npm run files:move, server/src/ops/files-move.ts):
// a file at a time, each copied, read back and checked (SHA-256, size) before its row changes, so a run stopped at
// any point loses nothing and a run started again goes on where it stopped.
import { createHash } from 'node:crypto';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { reportFiles } from '../db/schema.ts';
import type { Log } from '../log.ts';
import { putRecorded, type FileStore } from './file-store.ts';
import { fileName } from './report-file-names.ts';

export type MoveDirection = 'to-store' | 'to-database';
export type MoveProgress = { moved: number; left: number };

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Moves every mesh the other way from where it is; `onProgress` after each. The object store must be configured
 * (`store.kind === 's3'`). Moving to the database deletes each object once its row holds the bytes (file_deletions,
 * then the store's sweep).
 */
export async function moveFiles(
  { db, files: store, log }: { db: Db; files: FileStore; log: Log },
  direction: MoveDirection,
  onProgress: (p: MoveProgress) => void,
): Promise<number> {
  if (store.kind !== 's3') throw new Error('FILE_STORE must name the object store (s3://bucket/prefix) to move files to or from it');
  const from = direction === 'to-store' ? reportFiles.bytes : reportFiles.objectKey;
  const left = await db.$count(reportFiles, isNotNull(from));
  let moved = 0;
  // A report has several files (its mesh, its changes from earlier reports): the cursor is the row's whole key.
  let after = { reportId: '00000000-0000-0000-0000-000000000000', kind: '' };
  for (;;) {
    // One at a time, in key order, so the memory holds one file and a restart re-reads nothing it has moved.
    const [row] = await db
      .select()
      .from(reportFiles)
      .where(and(isNotNull(from), sql`(${reportFiles.reportId}, ${reportFiles.kind}) > (${after.reportId}::uuid, ${after.kind})`))
      .orderBy(asc(reportFiles.reportId), asc(reportFiles.kind))
      .limit(1);
    if (!row) break;
    after = { reportId: row.reportId, kind: row.kind };
    if (direction === 'to-store') {
      const bytes = row.bytes!;
      const file = { name: fileName(row.reportId, row.kind), bytes, contentType: row.contentType };
      // A copy that differs, or a row that changed meanwhile (a mesh sent again, moved by the next run): the copy goes.
      await putRecorded({ db, files: store, log }, file, async (stored) => {
        const back = await store.readBytes(stored);
        if (back.length !== bytes.length || sha256(back) !== sha256(bytes))
          throw new Error(`the copy of ${row.reportId}'s ${row.kind} differs; nothing changed`);
        const changed = await db
          .update(reportFiles)
          .set({ bytes: null, objectKey: stored.objectKey })
          .where(and(eq(reportFiles.reportId, row.reportId), eq(reportFiles.kind, row.kind), eq(reportFiles.createdAt, row.createdAt)))
          .returning({ reportId: reportFiles.reportId });
        return changed.length > 0;
      });
    } else {
      const bytes = Buffer.from(await store.readBytes(row));
      if (bytes.length !== row.size)
        throw new Error(`the object of ${row.reportId}'s ${row.kind} has ${bytes.length} bytes, not ${row.size}; nothing changed`);
      // The object goes once the row no longer names it (0016's trigger queues it; the store's sweep, below).
      await db
        .update(reportFiles)
        .set({ bytes, objectKey: null })
        .where(and(eq(reportFiles.reportId, row.reportId), eq(reportFiles.kind, row.kind), eq(reportFiles.createdAt, row.createdAt)));
    }
    moved += 1;
    onProgress({ moved, left: left - moved });
  }
  await store.sweep(db);
  return moved;
}
