ALTER TABLE "users" ADD COLUMN "reminder_weeks" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_reminder_weeks_check" CHECK (reminder_weeks is null or reminder_weeks in (2, 4, 8));