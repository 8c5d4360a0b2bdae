-- Issue 27, docs/decisions/0025-content-editor.md. The published rows stay what public pages read,
-- now with a state per language; the editor's working copies, revisions, schedules, old slugs,
-- uploaded pictures and the team's settings are tables of their own. Hand-written.
ALTER TABLE "blog_posts" ALTER COLUMN "slug_de" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "slug_es" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "title_de" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "title_es" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "content_de" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "content_es" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "excerpt_de" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "excerpt_es" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "category_de" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "category_es" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "status_de" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "status_es" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "published_at_de" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "published_at_es" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "image_alt_de" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "image_alt_es" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_status_check" CHECK ("status_de" in ('draft', 'scheduled', 'published') and "status_es" in ('draft', 'scheduled', 'published'));--> statement-breakpoint
ALTER TABLE "guides" ALTER COLUMN "slug_de" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ALTER COLUMN "slug_es" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ALTER COLUMN "title_de" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ALTER COLUMN "title_es" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ALTER COLUMN "content_de" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ALTER COLUMN "content_es" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ALTER COLUMN "excerpt_de" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ALTER COLUMN "excerpt_es" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ALTER COLUMN "category_de" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ALTER COLUMN "category_es" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "status_de" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "status_es" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "published_at_de" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "published_at_es" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "image_alt_de" text;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "image_alt_es" text;--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_status_check" CHECK ("status_de" in ('draft', 'scheduled', 'published') and "status_es" in ('draft', 'scheduled', 'published'));--> statement-breakpoint
-- Rows written before the editor keep published_at_* null: they went out at their own date
-- (published_date, created_at), which pages and the editor's publish fall back to. No UPDATE here:
-- it would bump the pages' version (the tables' statement triggers) for nothing.
CREATE TABLE "content_drafts" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"revisions" jsonb DEFAULT '{"de":0,"es":0,"pictures":0}'::jsonb NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_drafts_kind_check" CHECK ("kind" in ('post', 'guide'))
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"reason" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"author_id" uuid,
	"author_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_revisions_check" CHECK ("kind" in ('post', 'guide') and "locale" in ('de', 'es') and "reason" in ('save', 'publish', 'restore'))
);
--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_author_id_staff_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_revisions_item_idx" ON "content_revisions" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE TABLE "content_schedule" (
	"item_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"snapshot" jsonb NOT NULL,
	"scheduled_by_id" uuid,
	"scheduled_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_schedule_item_id_locale_pk" PRIMARY KEY("item_id","locale"),
	CONSTRAINT "content_schedule_check" CHECK ("kind" in ('post', 'guide') and "locale" in ('de', 'es'))
);
--> statement-breakpoint
ALTER TABLE "content_schedule" ADD CONSTRAINT "content_schedule_scheduled_by_id_staff_accounts_id_fk" FOREIGN KEY ("scheduled_by_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_schedule_due_idx" ON "content_schedule" USING btree ("publish_at");--> statement-breakpoint
CREATE TABLE "content_slug_redirects" (
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_slug_redirects_kind_locale_slug_pk" PRIMARY KEY("kind","locale","slug"),
	CONSTRAINT "content_slug_redirects_check" CHECK ("kind" in ('post', 'guide') and "locale" in ('de', 'es'))
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sha256" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" bytea NOT NULL,
	"original_name" text,
	"alt_de" text,
	"alt_es" text,
	"uploaded_by_id" uuid,
	"uploaded_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_sha256_unique" UNIQUE("sha256"),
	CONSTRAINT "media_format_check" CHECK ("format" in ('jpeg', 'png', 'webp', 'avif'))
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_id_staff_accounts_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media" USING btree ("created_at");--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_name" text
);
