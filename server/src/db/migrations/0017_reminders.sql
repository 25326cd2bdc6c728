-- 0017_reminders: reminders before each booking, at the business's offsets, by mail and by text
-- where the customer opted in (decision 057).
ALTER TABLE "companies" ADD COLUMN "reminder_offsets" integer[] DEFAULT '{1440,120}' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_reminder_offsets" CHECK (cardinality("companies"."reminder_offsets") <= 5 AND 15 <= ALL ("companies"."reminder_offsets") AND 10080 >= ALL ("companies"."reminder_offsets"));--> statement-breakpoint
-- Texts only for a customer who asked for them; mail reminders until they are turned off.
ALTER TABLE "users" ADD COLUMN "reminder_texts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminder_mails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE TABLE "reminders" (
  "id" uuid PRIMARY KEY NOT NULL,
  "booking_id" uuid NOT NULL REFERENCES "bookings"("id") ON DELETE CASCADE,
  "channel" text NOT NULL,
  "offset_minutes" integer NOT NULL,
  "due_at" timestamp with time zone NOT NULL,
  "state" text DEFAULT 'scheduled' NOT NULL,
  "sent_at" timestamp with time zone,
  "error" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "reminders_channel" CHECK ("channel" IN ('mail', 'text')),
  CONSTRAINT "reminders_state" CHECK ("state" IN ('scheduled', 'sent', 'failed', 'cancelled')),
  CONSTRAINT "reminders_offset" CHECK ("offset_minutes" BETWEEN 15 AND 10080)
);--> statement-breakpoint
-- One reminder per booking, channel and offset: a move recomputes it rather than adding another.
CREATE UNIQUE INDEX "reminders_booking_channel_offset_idx" ON "reminders" ("booking_id", "channel", "offset_minutes");--> statement-breakpoint
-- The sweep reads only what is still to be sent, soonest first.
CREATE INDEX "reminders_due_idx" ON "reminders" ("due_at") WHERE "state" = 'scheduled';
