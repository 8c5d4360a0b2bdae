-- Issue 28, docs/decisions/0026-people-and-relations.md: one record per person (matched by e-mail),
-- the details of lasting relations, tasks, the daily digest's once-a-day mark, home checks; requests
-- know their person and how they came; the outbox also carries mails to volunteers. Written by
-- drizzle-kit, then cut to this change, plus the backfill of people from the requests so far.
CREATE TABLE "home_check_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"submission_id" uuid NOT NULL,
	"checker_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_check_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"checker_name" text NOT NULL,
	"visited_on" date NOT NULL,
	"outcome" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_check_reports_outcome_check" CHECK ("home_check_reports"."outcome" in ('suitable', 'not_suitable', 'unsure'))
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text,
	"locale" text DEFAULT 'de' NOT NULL,
	"postcode" text,
	"do_not_place" boolean DEFAULT false NOT NULL,
	"do_not_place_reason" text,
	"home_checked_on" date,
	"home_checked_by" text,
	"home_checker" boolean DEFAULT false NOT NULL,
	"home_checker_areas" text,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_locale_check" CHECK ("people"."locale" in ('de', 'es'))
);
--> statement-breakpoint
CREATE TABLE "person_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kept_id" uuid NOT NULL,
	"merged" jsonb NOT NULL,
	"moved" jsonb NOT NULL,
	"by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"split_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "person_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relations" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"started_on" date NOT NULL,
	"ended_on" date,
	"end_reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "relations_kind_check" CHECK ("relations"."kind" in ('adoption', 'membership', 'sponsorship', 'foster_home'))
);
--> statement-breakpoint
CREATE TABLE "task_digests" (
	"staff_id" uuid NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_digests_staff_id_day_pk" PRIMARY KEY("staff_id","day")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"note" text,
	"due_on" date NOT NULL,
	"assignee_id" uuid,
	"person_id" uuid,
	"submission_id" uuid,
	"origin" text DEFAULT 'manual' NOT NULL,
	"done_at" timestamp with time zone,
	"done_by_name" text,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_origin_check" CHECK ("tasks"."origin" in ('manual', 'follow_up', 'sponsor_news'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "submission_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "daily_mail" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "person_id" uuid;
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "channel" text DEFAULT 'web' NOT NULL;
--> statement-breakpoint
ALTER TABLE "home_check_links" ADD CONSTRAINT "home_check_links_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "home_check_links" ADD CONSTRAINT "home_check_links_checker_id_people_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "home_check_reports" ADD CONSTRAINT "home_check_reports_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "person_merges" ADD CONSTRAINT "person_merges_kept_id_people_id_fk" FOREIGN KEY ("kept_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "person_notes" ADD CONSTRAINT "person_notes_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "person_notes" ADD CONSTRAINT "person_notes_author_id_staff_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "relations" ADD CONSTRAINT "relations_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "task_digests" ADD CONSTRAINT "task_digests_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_staff_accounts_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "home_check_links_submission_idx" ON "home_check_links" USING btree ("submission_id");
--> statement-breakpoint
CREATE INDEX "home_check_reports_submission_idx" ON "home_check_reports" USING btree ("submission_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "people_email_idx" ON "people" USING btree ("email") WHERE "people"."email" <> '';
--> statement-breakpoint
CREATE INDEX "people_home_checker_idx" ON "people" USING btree ("home_checker") WHERE "people"."home_checker";
--> statement-breakpoint
CREATE INDEX "person_merges_kept_idx" ON "person_merges" USING btree ("kept_id");
--> statement-breakpoint
CREATE INDEX "person_notes_person_idx" ON "person_notes" USING btree ("person_id","created_at");
--> statement-breakpoint
CREATE INDEX "relations_kind_idx" ON "relations" USING btree ("kind","started_on");
--> statement-breakpoint
CREATE INDEX "tasks_open_due_idx" ON "tasks" USING btree ("due_on") WHERE "tasks"."done_at" is null;
--> statement-breakpoint
CREATE INDEX "tasks_assignee_idx" ON "tasks" USING btree ("assignee_id","due_on");
--> statement-breakpoint
CREATE INDEX "tasks_person_idx" ON "tasks" USING btree ("person_id");
--> statement-breakpoint
CREATE INDEX "tasks_submission_idx" ON "tasks" USING btree ("submission_id");
--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "submissions_person_idx" ON "submissions" USING btree ("person_id");--> statement-breakpoint
-- Every request so far belongs to the person of its e-mail address (the newest request's name,
-- phone and language).
INSERT INTO "people" ("email", "name", "phone", "locale", "created_at", "updated_at")
SELECT DISTINCT ON ("email") "email", "name", "phone", "locale", "created_at", "created_at"
FROM "submissions" WHERE "email" <> '' ORDER BY "email", "created_at" DESC;--> statement-breakpoint
UPDATE "submissions" SET "person_id" = "people"."id" FROM "people"
WHERE "people"."email" = "submissions"."email" AND "submissions"."email" <> '';--> statement-breakpoint
-- Requests already in their lasting status are relations since their last change.
INSERT INTO "relations" ("submission_id", "kind", "started_on")
SELECT "id", "form_type", ("updated_at" AT TIME ZONE 'Europe/Berlin')::date FROM "submissions"
WHERE ("form_type", "status") IN (('adoption', 'placed'), ('membership', 'accepted'), ('sponsorship', 'confirmed'), ('foster_home', 'active'));
