-- The inbox (server/back-office/inbox-service.ts): newest first with a stable order, unread
-- requests (the navigation's count), "my requests", one kind, and the latest change (the change
-- stamp its caches hold by). Hand-written: schema.ts does not declare them.
CREATE INDEX "submissions_created_id_idx" ON "submissions" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "submissions_unread_idx" ON "submissions" USING btree ("created_at" DESC) WHERE "opened_at" IS NULL;--> statement-breakpoint
CREATE INDEX "submissions_assignee_idx" ON "submissions" USING btree ("assignee_id", "created_at" DESC);--> statement-breakpoint
CREATE INDEX "submissions_type_created_idx" ON "submissions" USING btree ("form_type", "created_at" DESC);--> statement-breakpoint
CREATE INDEX "submissions_updated_idx" ON "submissions" USING btree ("updated_at");
