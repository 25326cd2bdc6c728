ALTER TABLE "featured_plans" DROP CONSTRAINT "featured_plans_provider";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD COLUMN "reconnect_needed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "featured_plans" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "featured_plans" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "featured_plans" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "featured_plans" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "featured_plans" ADD COLUMN "dispute_status" text;--> statement-breakpoint
ALTER TABLE "featured_plans" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_referral_unrewarded_idx" ON "users" USING btree ("referred_by") WHERE referred_by IS NOT NULL AND referral_rewarded_at IS NULL;--> statement-breakpoint
CREATE INDEX "calendar_connections_due_idx" ON "calendar_connections" USING btree ("next_attempt_at") WHERE company_id IS NOT NULL AND reconnect_needed_at IS NULL;--> statement-breakpoint
CREATE INDEX "featured_plans_pending_idx" ON "featured_plans" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "featured_plans_idempotency_uq" ON "featured_plans" USING btree ("company_id","idempotency_key") WHERE idempotency_key IS NOT NULL;--> statement-breakpoint
ALTER TABLE "featured_plans" ADD CONSTRAINT "featured_plans_end_reason" CHECK ("featured_plans"."end_reason" IS NULL OR "featured_plans"."end_reason" IN ('cancelled', 'expired', 'abandoned', 'refunded', 'disputed', 'run-out'));--> statement-breakpoint
ALTER TABLE "featured_plans" ADD CONSTRAINT "featured_plans_provider" CHECK ("featured_plans"."provider" IN ('stripe', 'test', 'free', 'complimentary'));--> statement-breakpoint
UPDATE "featured_plans" SET "end_reason" = CASE WHEN "cancelled_at" IS NOT NULL THEN 'cancelled' ELSE 'run-out' END WHERE "status" = 'inactive';
