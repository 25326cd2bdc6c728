CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"day" text NOT NULL,
	"period" text NOT NULL,
	"duration" text NOT NULL,
	"notify_by_text" boolean DEFAULT false NOT NULL,
	"notify_by_email" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "waitlist_entries_day" CHECK ("waitlist_entries"."day" IN ('Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday')),
	CONSTRAINT "waitlist_entries_period" CHECK ("waitlist_entries"."period" IN ('morning', 'afternoon', 'evening')),
	CONSTRAINT "waitlist_entries_duration" CHECK ("waitlist_entries"."duration" IN ('1 Week', '2 Weeks', '1 Month')),
	CONSTRAINT "waitlist_entries_notify" CHECK ("waitlist_entries"."notify_by_text" OR "waitlist_entries"."notify_by_email")
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"chain_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"entry_id" uuid,
	"service_id" uuid,
	"day" text NOT NULL,
	"period" text NOT NULL,
	"start_date" date NOT NULL,
	"start_time" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_offers_range" CHECK ("waitlist_offers"."end_at" > "waitlist_offers"."start_at"),
	CONSTRAINT "waitlist_offers_state" CHECK ("waitlist_offers"."state" IN ('held', 'booked', 'declined', 'expired', 'released'))
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_cell_uq" ON "waitlist_entries" USING btree ("user_id","company_id","day","period");--> statement-breakpoint
CREATE INDEX "waitlist_entries_queue_idx" ON "waitlist_entries" USING btree ("company_id","day","period","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_expiry_idx" ON "waitlist_entries" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_chain_user_uq" ON "waitlist_offers" USING btree ("chain_id","user_id");--> statement-breakpoint
CREATE INDEX "waitlist_offers_company_held_idx" ON "waitlist_offers" USING btree ("company_id","start_at") WHERE state = 'held';--> statement-breakpoint
CREATE INDEX "waitlist_offers_due_idx" ON "waitlist_offers" USING btree ("held_until") WHERE state = 'held';--> statement-breakpoint
CREATE INDEX "waitlist_offers_user_idx" ON "waitlist_offers" USING btree ("user_id","state");--> statement-breakpoint
-- Two live holds of one business never overlap, as two active bookings never do (0005).
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_no_overlap"
  EXCLUDE USING gist ("company_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&)
  WHERE ("state" = 'held');
