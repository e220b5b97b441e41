ALTER TABLE "oauth_access_tokens" ADD COLUMN "family_id" text;--> statement-breakpoint
ALTER TABLE "oauth_refresh_tokens" ADD COLUMN "family_id" text;--> statement-breakpoint
CREATE INDEX "oauth_access_tokens_family_id_idx" ON "oauth_access_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "oauth_refresh_tokens_family_id_idx" ON "oauth_refresh_tokens" USING btree ("family_id");