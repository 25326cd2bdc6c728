-- Never two overlapping active bookings for one business. The database decides, so concurrent
-- requests for one slot cannot both succeed: the loser gets SQLSTATE 23P01 (exclusion_violation),
-- which the API answers with 409. A cancelled booking leaves the constraint and frees its time.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("company_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&)
  WHERE ("cancelled_at" IS NULL);--> statement-breakpoint
-- Notifications may now point at their booking; deleting a booking keeps the notice.
ALTER TABLE "messages" ADD CONSTRAINT "messages_booking_id_bookings_id_fk"
  FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE SET NULL;
