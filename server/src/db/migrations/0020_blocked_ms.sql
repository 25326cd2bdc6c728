-- 0020_blocked_ms: a booking's blocked time as epoch milliseconds, kept by the database, for the
-- slot lists' busy times (decision 066). Reading thousands of bookings' blocked ranges for a busy
-- business converted each instant with date_part() row by row and found them through the
-- exclusion constraint's GiST index, most of a slot list's time; these columns are computed once,
-- when a row is written, and an index carries both, so the busy times are an index-only scan.
-- `AT TIME ZONE 'UTC'` makes the expression immutable (a timestamp without zone), as a generated
-- column needs; the value is the same instant.
ALTER TABLE "bookings" ADD COLUMN "blocked_from_ms" bigint GENERATED ALWAYS AS ((date_part('epoch', "start_at" AT TIME ZONE 'UTC') * 1000)::bigint - "buffer_before" * 60000::bigint) STORED;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "blocked_until_ms" bigint GENERATED ALWAYS AS ((date_part('epoch', "end_at" AT TIME ZONE 'UTC') * 1000)::bigint + "buffer_after" * 60000::bigint) STORED;--> statement-breakpoint
-- By the end of the blocked time: a window from today onward skips a business's past bookings,
-- however many years of them it keeps.
CREATE INDEX "bookings_company_blocked_idx" ON "bookings" ("company_id", "blocked_until_ms") INCLUDE ("blocked_from_ms") WHERE "cancelled_at" IS NULL;
