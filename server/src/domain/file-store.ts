// Where large files (scanner meshes) live: in PostgreSQL's bytea by default (FILE_STORE=database: the embedded
// PGlite needs nothing else), or in any S3-compatible object storage (FILE_STORE=s3://bucket/prefix, AWS SDK v3).
// The database keeps the row either way (who may read it is decided there); with object storage the row holds the
// object's key and size, and the bytes are streamed from the store to the person, never read whole into memory.
import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { fileDeletions } from '../db/schema.ts';
import type { Log } from '../log.ts';

export type FileStoreConfig =
  | { kind: 'database' }
  | { kind: 's3'; bucket: string; prefix: string; endpoint: string; region: string; accessKeyId: string; secretAccessKey: string };

/** What a file's row holds: its bytes (database) or its object key (s3). */
export type Stored = { bytes: Buffer | null; objectKey: string | null; size: number };

export type FileStore = {
  kind: FileStoreConfig['kind'];
  /**
   * Stores the file (an object written before its row is) and returns what the row keeps. Every put writes an object of
   * its own (a random part in its key): a key queued for deletion never takes a newer file of the same name.
   */
  put(name: string, bytes: Uint8Array, contentType: string): Promise<Stored>;
  /** The file's bytes as a stream (the row says where they are). */
  read(stored: Stored): Promise<ReadableStream<Uint8Array>>;
  /** The file's bytes, whole: for the jobs that read a mesh at once (a stream is for answers). */
  readBytes(stored: Stored): Promise<Uint8Array>;
  /** Deletes the objects whose rows are gone (file_deletions), outside any transaction; the keys it could not stay. */
  sweep(db: Db): Promise<number>;
};

const streamOf = (bytes: Uint8Array) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });

export function createFileStore(config: FileStoreConfig, log: Log): FileStore {
  if (config.kind === 'database') {
    return {
      kind: 'database',
      put: async (_name, bytes) => ({ bytes: Buffer.from(bytes), objectKey: null, size: bytes.byteLength }),
      read: async (stored) => streamOf(stored.bytes ?? new Uint8Array()),
      readBytes: async (stored) => stored.bytes ?? new Uint8Array(),
      sweep: async () => 0,
    };
  }
  // The SDK loads only for object storage: a server on the default store, and every command that reads the
  // configuration, never pays for it.
  const sdk = import('@aws-sdk/client-s3');
  let made: Promise<import('@aws-sdk/client-s3').S3Client> | null = null;
  const s3 = () =>
    (made ??= sdk.then(
      ({ S3Client }) =>
        new S3Client({
          region: config.region,
          ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
          ...(config.accessKeyId ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
        }),
    ));
  let sweeping: Promise<number> = Promise.resolve(0);
  const sweepOnce = async (db: Db): Promise<number> => {
    const rows = await db.select({ key: fileDeletions.objectKey }).from(fileDeletions).limit(1000);
    if (!rows.length) return 0;
    const keys = rows.map((row) => row.key);
    const { DeleteObjectsCommand } = await sdk;
    const result = await (
      await s3()
    ).send(new DeleteObjectsCommand({ Bucket: config.bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
    const failed = new Set((result.Errors ?? []).map((error) => error.Key));
    if (failed.size) log.warn({ keys: [...failed] }, 'file store: some deleted files could not be removed; tried again later');
    const done = keys.filter((key) => !failed.has(key));
    if (done.length) await db.delete(fileDeletions).where(inArray(fileDeletions.objectKey, done));
    return done.length;
  };
  // reports/<id>/mesh.glb → <prefix>reports/<id>/mesh.3f9a0c1b7d2e.glb
  const keyOf = (name: string) => `${config.prefix}${name.replace(/(\.[a-z0-9]+)?$/, (ext) => `.${randomBytes(6).toString('hex')}${ext}`)}`;
  return {
    kind: 's3',
    async put(name, bytes, contentType) {
      const objectKey = keyOf(name);
      const { PutObjectCommand } = await sdk;
      await (await s3()).send(new PutObjectCommand({ Bucket: config.bucket, Key: objectKey, Body: bytes, ContentType: contentType }));
      return { bytes: null, objectKey, size: bytes.byteLength };
    },
    async read(stored) {
      if (stored.bytes) return streamOf(stored.bytes);
      const { GetObjectCommand } = await sdk;
      const object = await (await s3()).send(new GetObjectCommand({ Bucket: config.bucket, Key: stored.objectKey ?? '' }));
      if (!object.Body) throw new Error(`object ${stored.objectKey} has no body`);
      return object.Body.transformToWebStream() as ReadableStream<Uint8Array>;
    },
    async readBytes(stored) {
      return stored.bytes ?? new Uint8Array(await new Response(await this.read(stored)).arrayBuffer());
    },
    sweep(db) {
      // One sweep at a time in a process: two at once would delete the same keys twice.
      const next = sweeping.catch(() => 0).then(() => sweepOnce(db));
      sweeping = next;
      return next;
    },
  };
}

/** FILE_STORE's value: 'database' (or empty), or s3://bucket/prefix. */
export function parseFileStore(value: string): { kind: 'database' } | { kind: 's3'; bucket: string; prefix: string } | null {
  if (value === '' || value === 'database') return { kind: 'database' };
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(value);
  if (!match) return null;
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return { kind: 's3', bucket: match[1]!, prefix: prefix ? `${prefix}/` : '' };
}

/**
 * Stores a file, then `record`s its row in a transaction of the caller's, which may decline (false: the report went, or
 * the mesh it was made from changed, while it was made). An object whose row was not written, or whose transaction
 * failed, is deleted again (file_deletions, swept in the background): no object outlives its row. Whether it was kept.
 */
export async function putRecorded(
  deps: { db: Db; files: FileStore; log: Log },
  file: { name: string; bytes: Uint8Array; contentType: string },
  record: (stored: Stored) => Promise<boolean>,
): Promise<boolean> {
  const stored = await deps.files.put(file.name, file.bytes, file.contentType);
  const forget = async () => {
    if (!stored.objectKey) return;
    await deps.db.insert(fileDeletions).values({ objectKey: stored.objectKey }).onConflictDoNothing();
    sweepFiles(deps);
  };
  const kept = await record(stored).catch(async (err: unknown) => {
    await forget().catch((forgetting: unknown) =>
      deps.log.warn({ err: forgetting, key: stored.objectKey }, 'file store: an unkept file stays'),
    );
    throw err;
  });
  if (!kept) await forget();
  return kept;
}

/** Removes the deleted files' objects in the background, outside any transaction; what fails, the hourly sweep retries. */
export function sweepFiles(deps: { db: Db; files: FileStore; log: Log }): void {
  deps.files.sweep(deps.db).catch((err: unknown) => deps.log.warn({ err }, 'file store: removing deleted files failed'));
}
