-- 0016_booking_rules: per-service minimum notice, buffers and booking horizon (decision 055).
ALTER TABLE "services" ADD COLUMN "min_notice" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "buffer_before" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "buffer_after" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "horizon_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_min_notice" CHECK ("services"."min_notice" BETWEEN 0 AND 10080);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_buffers" CHECK ("services"."buffer_before" BETWEEN 0 AND 240 AND "services"."buffer_after" BETWEEN 0 AND 240);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_horizon_days" CHECK ("services"."horizon_days" BETWEEN 1 AND 90);--> statement-breakpoint
-- A booking keeps the buffers its service had when it was booked, as it keeps the service's name
-- and length: existing bookings had none.
ALTER TABLE "bookings" ADD COLUMN "buffer_before" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "buffer_after" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_buffers" CHECK ("bookings"."buffer_before" BETWEEN 0 AND 240 AND "bookings"."buffer_after" BETWEEN 0 AND 240);--> statement-breakpoint
-- The time a booking keeps from others: its own, widened by its buffers. Declared IMMUTABLE so an
-- index and the exclusion constraint may use it; adding whole minutes to an instant reads no
-- time zone, so it truly is. Computed from start_at and end_at, it follows every change of time
-- (a reschedule) with no column to keep in step.
CREATE FUNCTION "booking_blocked_range"(start_at timestamptz, end_at timestamptz, buffer_before integer, buffer_after integer)
  RETURNS tstzrange LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT tstzrange(start_at - make_interval(mins => buffer_before), end_at + make_interval(mins => buffer_after), '[)')
  $$;--> statement-breakpoint
-- Never two active bookings of one business whose blocked times overlap: a buffer keeps the
-- neighbouring time as the booking keeps its own, and the database decides concurrent requests.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("company_id" WITH =, booking_blocked_range("start_at", "end_at", "buffer_before", "buffer_after") WITH &&)
  WHERE ("cancelled_at" IS NULL);
