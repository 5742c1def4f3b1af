CREATE TABLE "grant_access" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grant_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"accessed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"email" text NOT NULL,
	"invitee_id" uuid,
	"sections" text[] NOT NULL,
	"interpretation" boolean NOT NULL,
	"reports_from" timestamp with time zone,
	"reports_to" timestamp with time zone,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "grants_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "grants_sections_check" CHECK (cardinality(sections) > 0),
	CONSTRAINT "grants_range_check" CHECK (reports_from is null or reports_to is null or reports_from <= reports_to)
);
--> statement-breakpoint
ALTER TABLE "grant_access" ADD CONSTRAINT "grant_access_grant_id_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grant_access" ADD CONSTRAINT "grant_access_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grants" ADD CONSTRAINT "grants_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grants" ADD CONSTRAINT "grants_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grant_access_grant_idx" ON "grant_access" USING btree ("grant_id","accessed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "grants_owner_idx" ON "grants" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "grants_invitee_idx" ON "grants" USING btree ("invitee_id");