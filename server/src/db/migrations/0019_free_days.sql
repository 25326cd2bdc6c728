-- 0019_free_days: the free-time summary the searches filter and sort by (decision 060).
CREATE TABLE "free_day_windows" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"first_day" date,
	"first_day_at" timestamp with time zone,
	"roll_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "free_days" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"morning_from" timestamp with time zone,
	"morning_until" timestamp with time zone,
	"afternoon_from" timestamp with time zone,
	"afternoon_until" timestamp with time zone,
	"evening_from" timestamp with time zone,
	"evening_until" timestamp with time zone,
	"any_until" timestamp with time zone NOT NULL,
	-- The searches look up one business's day per candidate: the key carries every column, so
	-- the look-up reads the index alone (an index-only scan), never the table.
	CONSTRAINT "free_days_pkey" PRIMARY KEY("company_id","day")
		INCLUDE ("morning_from", "morning_until", "afternoon_from", "afternoon_until", "evening_from", "evening_until", "any_until")
);
--> statement-breakpoint
ALTER TABLE "free_day_windows" ADD CONSTRAINT "free_day_windows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_days" ADD CONSTRAINT "free_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "free_day_windows_roll_idx" ON "free_day_windows" USING btree ("roll_at");--> statement-breakpoint
CREATE INDEX "free_day_windows_first_day_idx" ON "free_day_windows" USING btree ("first_day_at");--> statement-breakpoint
-- Every business that books online today is due at once: the rolling job (availability/sweep.ts)
-- computes its window on its first run, as slot generation lives in the server, not in SQL.
INSERT INTO "free_day_windows" ("company_id", "first_day", "first_day_at", "roll_at")
SELECT DISTINCT "company_id", NULL::date, NULL::timestamptz, now() FROM "services"
WHERE "book_online" AND "retired_at" IS NULL;
