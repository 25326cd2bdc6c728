ALTER TABLE "companies" ADD COLUMN "change_cutoff_hours" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_change_cutoff_hours" CHECK ("companies"."change_cutoff_hours" BETWEEN 0 AND 720);--> statement-breakpoint
CREATE TABLE "booking_moves" (
	"id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"from_time" integer NOT NULL,
	"from_start_at" timestamp with time zone NOT NULL,
	"from_end_at" timestamp with time zone NOT NULL,
	"to_date" date NOT NULL,
	"to_time" integer NOT NULL,
	"to_start_at" timestamp with time zone NOT NULL,
	"to_end_at" timestamp with time zone NOT NULL,
	"by" text NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_moves_by" CHECK ("booking_moves"."by" IN ('customer', 'business'))
);
--> statement-breakpoint
ALTER TABLE "booking_moves" ADD CONSTRAINT "booking_moves_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_moves" ADD CONSTRAINT "booking_moves_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_moves_booking_idx" ON "booking_moves" USING btree ("booking_id","created_at");
