ALTER TABLE "devices" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "link_hash" text;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "link_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "code_guards" DROP COLUMN "consecutive_failures";--> statement-breakpoint
ALTER TABLE "code_guards" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_link_hash_unique" UNIQUE("link_hash");