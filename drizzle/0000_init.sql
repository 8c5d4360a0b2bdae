CREATE TABLE "dog_feed_cache" (
	"source" text PRIMARY KEY NOT NULL,
	"dogs" jsonb NOT NULL,
	"dog_count" integer NOT NULL,
	"cache_timestamp" timestamp with time zone NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
