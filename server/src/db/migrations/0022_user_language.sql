-- 0022_user_language: the language each account reads Slotmap in, its mail and texts too
-- (decision 069). Accounts made before it read English, as they always have.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language" CHECK ("language" IN ('en', 'fr'));
