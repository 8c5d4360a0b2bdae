-- Issue 25. `revision`: the request's changes a volunteer's page must have seen (optimistic
-- concurrency of the request page and the dogs page). `search_text` and `phone_digits`: the inbox's
-- search without case, accents or phone punctuation, computed by PostgreSQL itself (stored generated
-- columns, so every writer fills them, old rows included). `bcc`: the association's copy of a
-- volunteer's status mail. Hand-written.
ALTER TABLE "submissions" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(dog_name, '')), 'ÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇÝáàâäãåéèêëíìîïóòôöõúùûüñçýÿıİ', 'aaaaaaeeeeiiiiooooouuuuncyaaaaaaeeeeiiiiooooouuuuncyyii')) STORED;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')) STORED;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "bcc" text;
