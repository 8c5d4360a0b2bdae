CREATE TABLE "page_versions" (
	"topic" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Hand-written from here on (drizzle-kit knows no triggers): see server/cache/change-feed.ts and
-- docs/decisions/0011-page-versions.md. One row per topic a page cache holds pages by.
INSERT INTO "page_versions" ("topic", "version") VALUES ('dogs', 1), ('content', 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Bumps the topic named by the trigger's argument and tells every listening instance. Runs in the
-- writer's transaction: the new number and the notification are seen at its commit, never before.
CREATE FUNCTION "bump_page_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "page_versions" SET "version" = "version" + 1, "changed_at" = now() WHERE "topic" = TG_ARGV[0];
	PERFORM pg_notify('page_versions', TG_ARGV[0]);
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- Blog posts and guides: once per statement (an editor's bulk change bumps once). Their pictures are
-- files under DATA_DIR/storage with names that never change content, and a post or guide names them.
CREATE TRIGGER "blog_posts_page_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_version"('content');--> statement-breakpoint
CREATE TRIGGER "guides_page_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "guides" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_version"('content');--> statement-breakpoint
-- The dog feed snapshot: every refresh rewrites its row, but only a change of what pages show (the
-- dogs, the feed's timestamp) bumps; a refresh that read the same feed moves fetched_at alone.
CREATE TRIGGER "dog_feed_cache_page_version_write" AFTER INSERT OR DELETE ON "dog_feed_cache" FOR EACH ROW EXECUTE FUNCTION "bump_page_version"('dogs');--> statement-breakpoint
CREATE TRIGGER "dog_feed_cache_page_version_update" AFTER UPDATE ON "dog_feed_cache" FOR EACH ROW WHEN (OLD."dogs" IS DISTINCT FROM NEW."dogs" OR OLD."cache_timestamp" IS DISTINCT FROM NEW."cache_timestamp" OR OLD."source" IS DISTINCT FROM NEW."source") EXECUTE FUNCTION "bump_page_version"('dogs');--> statement-breakpoint
CREATE TRIGGER "dog_feed_cache_page_version_truncate" AFTER TRUNCATE ON "dog_feed_cache" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_version"('dogs');
