CREATE TABLE "file_deletions" (
	"object_key" text PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_files" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "report_files" ADD COLUMN "object_key" text;--> statement-breakpoint
ALTER TABLE "report_files" ADD COLUMN "size" integer;--> statement-breakpoint
UPDATE "report_files" SET "size" = octet_length("bytes");--> statement-breakpoint
ALTER TABLE "report_files" ALTER COLUMN "size" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "report_files" ADD CONSTRAINT "report_files_stored_check" CHECK ((bytes is null) <> (object_key is null));--> statement-breakpoint
CREATE FUNCTION "report_files_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.object_key IS NOT NULL THEN
		INSERT INTO "file_deletions" ("object_key") VALUES (OLD.object_key) ON CONFLICT DO NOTHING;
	END IF;
	RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "report_files_deleted" AFTER DELETE ON "report_files" FOR EACH ROW EXECUTE FUNCTION "report_files_deleted"();
