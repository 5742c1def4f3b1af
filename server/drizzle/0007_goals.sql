CREATE TABLE "goals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"metric" text NOT NULL,
	"model" text NOT NULL,
	"start_value" double precision NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"target_value" double precision NOT NULL,
	"target_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "goals_metric_check" CHECK (metric in ('WT', 'PBF', 'SM', 'waistGirth')),
	CONSTRAINT "goals_model_check" CHECK (model in ('S30', 'M30'))
);
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goals_in_progress_idx" ON "goals" USING btree ("user_id","metric") WHERE ended_at is null;