CREATE TABLE "featured_plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"bought_by" uuid,
	"plan_name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"free_month" boolean DEFAULT false NOT NULL,
	"provider" text NOT NULL,
	"payment_intent_id" text,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "featured_plans_plan" CHECK ("featured_plans"."plan_name" IN ('1m', '2m', '3m', '6m', '1year')),
	CONSTRAINT "featured_plans_status" CHECK ("featured_plans"."status" IN ('pending', 'active', 'inactive')),
	CONSTRAINT "featured_plans_provider" CHECK ("featured_plans"."provider" IN ('stripe', 'test', 'free')),
	CONSTRAINT "featured_plans_amount" CHECK ("featured_plans"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payment_intent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_rewarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "featured_plans" ADD CONSTRAINT "featured_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_plans" ADD CONSTRAINT "featured_plans_bought_by_users_id_fk" FOREIGN KEY ("bought_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "featured_plans_intent_uq" ON "featured_plans" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "featured_plans_free_month_uq" ON "featured_plans" USING btree ("company_id") WHERE free_month;--> statement-breakpoint
CREATE INDEX "featured_plans_company_idx" ON "featured_plans" USING btree ("company_id","status","end_date");--> statement-breakpoint
CREATE INDEX "featured_plans_active_end_idx" ON "featured_plans" USING btree ("end_date") WHERE status = 'active';