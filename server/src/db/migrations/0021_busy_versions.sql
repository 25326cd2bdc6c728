-- 0021_busy_versions: a version of each business's busy times, raised by the database whenever a
-- booking, a closure or the business calendar's busy times change (decision 066). The slot list
-- keeps a business's busy times and closures in memory while this number stays the same, so every
-- writer (another instance, a job, a script) is seen at once, with no notice to miss.
CREATE TABLE "company_busy_versions" (
  -- No reference to companies: a business's deletion changes its bookings in the same statement,
  -- and the rows those changes raise must not depend on it. A row left behind is a few bytes.
  "company_id" uuid PRIMARY KEY NOT NULL,
  "version" bigint NOT NULL
);--> statement-breakpoint
-- Each business once per statement, in id order, so two statements that touch several
-- businesses take their rows in the same order.
CREATE FUNCTION "raise_busy_versions_of_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_busy_versions AS v (company_id, version)
    SELECT DISTINCT company_id, 1 FROM new_rows WHERE company_id IS NOT NULL ORDER BY 1
    ON CONFLICT (company_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "raise_busy_versions_of_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_busy_versions AS v (company_id, version)
    SELECT DISTINCT company_id, 1 FROM old_rows WHERE company_id IS NOT NULL ORDER BY 1
    ON CONFLICT (company_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "raise_busy_versions_of_both"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_busy_versions AS v (company_id, version)
    SELECT company_id, 1 FROM (SELECT company_id FROM old_rows UNION SELECT company_id FROM new_rows) c
      WHERE company_id IS NOT NULL ORDER BY 1
    ON CONFLICT (company_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A booking's change of business or of time, or its cancellation: the old business and the new.
CREATE FUNCTION "raise_busy_version_of_booking"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_busy_versions AS v (company_id, version)
    SELECT company_id, 1 FROM (VALUES (OLD.company_id), (NEW.company_id)) c(company_id)
      WHERE company_id IS NOT NULL GROUP BY 1 ORDER BY 1
    ON CONFLICT (company_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_busy_inserted" AFTER INSERT ON "bookings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_busy_versions_of_new();--> statement-breakpoint
CREATE TRIGGER "bookings_busy_deleted" AFTER DELETE ON "bookings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_busy_versions_of_old();--> statement-breakpoint
-- Transition tables cannot go with a column list: a row trigger, for the changes that move time.
CREATE TRIGGER "bookings_busy_updated"
  AFTER UPDATE OF "company_id", "start_at", "end_at", "buffer_before", "buffer_after", "cancelled_at" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION raise_busy_version_of_booking();--> statement-breakpoint
CREATE TRIGGER "company_closures_busy_inserted" AFTER INSERT ON "company_closures"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_busy_versions_of_new();--> statement-breakpoint
CREATE TRIGGER "company_closures_busy_deleted" AFTER DELETE ON "company_closures"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_busy_versions_of_old();--> statement-breakpoint
CREATE TRIGGER "company_closures_busy_updated" AFTER UPDATE ON "company_closures"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_busy_versions_of_both();--> statement-breakpoint
CREATE TRIGGER "calendar_busy_inserted" AFTER INSERT ON "calendar_busy"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_busy_versions_of_new();--> statement-breakpoint
CREATE TRIGGER "calendar_busy_deleted" AFTER DELETE ON "calendar_busy"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_busy_versions_of_old();--> statement-breakpoint
CREATE TRIGGER "calendar_busy_updated" AFTER UPDATE ON "calendar_busy"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION raise_busy_versions_of_both();
