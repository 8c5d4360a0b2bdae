-- Issue 28 item 6: a home check's photos (up to four a report), personal data kept apart from the
-- public pictures (`media`) and going with their report (which goes with its request). The report's
-- unused `photos` column (always '[]': nothing wrote photos before this table) goes. Written by
-- drizzle-kit.
CREATE TABLE "home_check_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" bytea NOT NULL,
	"thumbnail" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_check_photos_format_check" CHECK ("home_check_photos"."format" in ('jpeg', 'png', 'webp', 'avif')),
	CONSTRAINT "home_check_photos_position_check" CHECK ("home_check_photos"."position" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "home_check_photos" ADD CONSTRAINT "home_check_photos_report_id_home_check_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."home_check_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "home_check_photos_report_idx" ON "home_check_photos" USING btree ("report_id","position");--> statement-breakpoint
ALTER TABLE "home_check_reports" DROP COLUMN "photos";
