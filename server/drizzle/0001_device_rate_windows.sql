CREATE TABLE "device_rate_windows" (
	"device_id" uuid NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "device_rate_windows_device_id_window_start_pk" PRIMARY KEY("device_id","window_start")
);
--> statement-breakpoint
ALTER TABLE "device_rate_windows" ADD CONSTRAINT "device_rate_windows_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;