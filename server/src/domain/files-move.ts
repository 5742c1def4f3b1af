// Moving the stored meshes between PostgreSQL and the object store (npm run files:move, server/src/ops/files-move.ts):
// a file at a time, each copied, read back and checked (SHA-256, size) before its row changes, so a run stopped at
// any point loses nothing and a run started again goes on where it stopped.
import { createHash } from 'node:crypto';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { fileDeletions, reportFiles } from '../db/schema.ts';
import type { FileStore } from './file-store.ts';
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
  db: Db,
  store: FileStore,
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
      const stored = await store.put(fileName(row.reportId, row.kind), bytes, row.contentType);
      const back = await store.readBytes(stored);
      if (back.length !== bytes.length || sha256(back) !== sha256(bytes))
        throw new Error(`the copy of ${row.reportId}'s ${row.kind} differs; nothing changed`);
      // Only if the row still holds the bytes read above (a mesh sent again meanwhile is moved by the next run).
      await db
        .update(reportFiles)
        .set({ bytes: null, objectKey: stored.objectKey })
        .where(and(eq(reportFiles.reportId, row.reportId), eq(reportFiles.kind, row.kind), eq(reportFiles.createdAt, row.createdAt)));
    } else {
      const bytes = Buffer.from(await store.readBytes(row));
      if (bytes.length !== row.size)
        throw new Error(`the object of ${row.reportId}'s ${row.kind} has ${bytes.length} bytes, not ${row.size}; nothing changed`);
      await db.transaction(async (tx) => {
        const [changed] = await tx
          .update(reportFiles)
          .set({ bytes, objectKey: null })
          .where(and(eq(reportFiles.reportId, row.reportId), eq(reportFiles.kind, row.kind), eq(reportFiles.createdAt, row.createdAt)))
          .returning({ reportId: reportFiles.reportId });
        // The object goes once the row no longer names it (the store's sweep, outside this transaction).
        if (changed) await tx.insert(fileDeletions).values({ objectKey: row.objectKey! }).onConflictDoNothing();
      });
    }
    moved += 1;
    onProgress({ moved, left: left - moved });
  }
  if (direction === 'to-database') await store.sweep(db);
  return moved;
}
