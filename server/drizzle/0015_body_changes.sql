CREATE TABLE "body_changes" (
	"later_id" uuid NOT NULL,
	"earlier_id" uuid NOT NULL,
	"status" text NOT NULL,
	"result" jsonb,
	"vertices" integer,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "body_changes_later_id_earlier_id_pk" PRIMARY KEY("later_id","earlier_id"),
	CONSTRAINT "body_changes_status_check" CHECK (status in ('ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "body_changes" ADD CONSTRAINT "body_changes_later_id_reports_id_fk" FOREIGN KEY ("later_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "body_changes" ADD CONSTRAINT "body_changes_earlier_id_reports_id_fk" FOREIGN KEY ("earlier_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "body_changes_earlier_idx" ON "body_changes" USING btree ("earlier_id");--> statement-breakpoint
CREATE FUNCTION "body_changes_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "report_files" WHERE "report_id" = OLD.later_id AND "kind" = 'change:' || OLD.earlier_id;
	RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "body_changes_deleted" AFTER DELETE ON "body_changes" FOR EACH ROW EXECUTE FUNCTION "body_changes_deleted"();
