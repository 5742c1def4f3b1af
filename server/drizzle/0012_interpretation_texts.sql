CREATE TABLE "interpretation_texts" (
	"report_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"facts" text NOT NULL,
	"language" text NOT NULL,
	"paragraphs" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interpretation_texts_report_id_scope_facts_language_pk" PRIMARY KEY("report_id","scope","facts","language")
);
--> statement-breakpoint
ALTER TABLE "interpretation_texts" ADD CONSTRAINT "interpretation_texts_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;