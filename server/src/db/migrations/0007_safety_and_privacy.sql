CREATE TABLE "revoked_sessions" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_comments" DROP CONSTRAINT "booking_comments_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "booking_comments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "company_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "company_time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
CREATE INDEX "revoked_sessions_expires_idx" ON "revoked_sessions" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "booking_comments" ADD CONSTRAINT "booking_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_user_unread_idx" ON "messages" USING btree ("user_id","section") WHERE read = false;--> statement-breakpoint
CREATE INDEX "outbox_jobs_dead_idx" ON "outbox_jobs" USING btree ("failed_at") WHERE failed_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_idx" ON "rate_limit_hits" USING btree ("window_start");--> statement-breakpoint
-- Bookings made before this migration learn their business's name and zone, kept after it is deleted.
UPDATE "bookings" SET "company_name" = c."name", "company_time_zone" = c."time_zone" FROM "companies" c WHERE c."id" = "bookings"."company_id";--> statement-breakpoint
-- The business lists search name, city, category and subcategory ("contains", any case): each has a trigram index.
CREATE INDEX "companies_city_trgm_idx" ON "companies" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_category_trgm_idx" ON "companies" USING gin ("category" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_subcategory_trgm_idx" ON "companies" USING gin ("subcategory" gin_trgm_ops);
