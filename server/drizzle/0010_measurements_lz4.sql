-- The report documents (about 7 KB of jsonb, stored out of line) are compressed with lz4 where the server has it:
-- reading a report decompresses its document and the previous one's, and lz4 does that several times faster than
-- the default pglz (bench:api: about 15 % more report requests per second). Documents already stored keep pglz
-- until rewritten. PGlite and a PostgreSQL built without lz4 refuse the method and keep the default.
DO $$
BEGIN
  ALTER TABLE "reports" ALTER COLUMN "measurements" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END $$;
