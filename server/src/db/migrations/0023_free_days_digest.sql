-- 0023_free_days_digest: the free-time summary's days, kept on the business's own row (decision
-- 070), so a radius search filtered by a day reads them with each candidate instead of looking
-- each one up in free_days. Per part of day, one smallint per local day from "free_from": the
-- minutes from that day's midnight UTC to the day's "*_until" (-32768: nothing free). Only the
-- database writes them, from free_days, in the statement that changes it.
ALTER TABLE "companies" ADD COLUMN "free_from" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "free_morning" smallint[];--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "free_afternoon" smallint[];--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "free_evening" smallint[];--> statement-breakpoint
-- A "*_until" as minutes from its day's midnight UTC. Slots start on whole minutes and notice is
-- in minutes, so the figure is exact; the day and the notice (at most a week) keep it within
-- -11,000 to 3,000.
CREATE FUNCTION "free_minutes"("until" timestamptz, "day" date) RETURNS smallint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(floor(extract(epoch FROM "until" - ("day"::timestamp AT TIME ZONE 'UTC')) / 60), -32768)::smallint
$$;--> statement-breakpoint
-- Writes the days of the businesses `ids` afresh from their summary rows, in id order, so two
-- statements that touch several businesses take their rows in the same order. A business with
-- no summary row gets none.
CREATE FUNCTION "write_free_days_digest"("ids" uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM companies WHERE id = ANY ("ids") ORDER BY id FOR NO KEY UPDATE;
  UPDATE companies AS c
    SET free_from = d.first_day, free_morning = d.morning, free_afternoon = d.afternoon,
      free_evening = d.evening
    FROM (
      SELECT t.id, span.first_day, digest.morning, digest.afternoon, digest.evening
      FROM unnest("ids") AS t(id)
      CROSS JOIN LATERAL (
        SELECT min(f.day) AS first_day, max(f.day) AS last_day FROM free_days f WHERE f.company_id = t.id
      ) AS span
      CROSS JOIN LATERAL (
        SELECT
          array_agg(free_minutes(f.morning_until, g.day) ORDER BY g.day) AS morning,
          array_agg(free_minutes(f.afternoon_until, g.day) ORDER BY g.day) AS afternoon,
          array_agg(free_minutes(f.evening_until, g.day) ORDER BY g.day) AS evening
        FROM (SELECT s::date AS day FROM generate_series(span.first_day, span.last_day, interval '1 day') AS s) AS g
        LEFT JOIN free_days f ON f.company_id = t.id AND f.day = g.day
      ) AS digest
    ) AS d
    WHERE c.id = d.id;
END $$;--> statement-breakpoint
-- Sets the days the changed rows name, from them (`gone`: to nothing free), on each business's
-- arrays, and writes a business's row only when one of its days changed. A day outside a
-- business's arrays (a day that entered the window, a first summary) has its days written
-- afresh; so do many businesses at once (a bulk write), in one statement.
CREATE FUNCTION "apply_free_days_digest"("changed" free_days[], "gone" boolean) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  c record;
  r free_days;
  i int;
  m smallint[];
  a smallint[];
  e smallint[];
  fits boolean;
  afresh uuid[] := '{}';
  ids uuid[] := ARRAY(SELECT DISTINCT (x).company_id FROM unnest("changed") AS x ORDER BY 1);
BEGIN
  IF cardinality(ids) > 20 THEN
    PERFORM write_free_days_digest(ids);
    RETURN;
  END IF;
  FOR c IN SELECT id, free_from, free_morning, free_afternoon, free_evening FROM companies
      WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE LOOP
    m := c.free_morning;
    a := c.free_afternoon;
    e := c.free_evening;
    fits := true;
    FOREACH r IN ARRAY "changed" LOOP
      CONTINUE WHEN r.company_id <> c.id;
      i := r.day - c.free_from + 1;
      IF i IS NULL OR i < 1 OR i > cardinality(m) THEN
        fits := false;
        EXIT;
      END IF;
      m[i] := CASE WHEN "gone" THEN -32768 ELSE free_minutes(r.morning_until, r.day) END;
      a[i] := CASE WHEN "gone" THEN -32768 ELSE free_minutes(r.afternoon_until, r.day) END;
      e[i] := CASE WHEN "gone" THEN -32768 ELSE free_minutes(r.evening_until, r.day) END;
    END LOOP;
    IF NOT fits THEN
      -- A day gone from outside the arrays changes nothing they say.
      IF NOT "gone" THEN afresh := afresh || c.id; END IF;
    ELSIF m IS DISTINCT FROM c.free_morning OR a IS DISTINCT FROM c.free_afternoon
        OR e IS DISTINCT FROM c.free_evening THEN
      UPDATE companies SET free_morning = m, free_afternoon = a, free_evening = e WHERE id = c.id;
    END IF;
  END LOOP;
  IF cardinality(afresh) > 0 THEN PERFORM write_free_days_digest(afresh); END IF;
END $$;--> statement-breakpoint
-- A statement that changed no row (an upsert that found every day as it was) costs one look.
CREATE FUNCTION "free_days_digest_of_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows) THEN
    PERFORM apply_free_days_digest(ARRAY(SELECT n::free_days FROM new_rows AS n), false);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "free_days_digest_of_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows) THEN
    PERFORM apply_free_days_digest(ARRAY(SELECT o::free_days FROM old_rows AS o), true);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "free_days_digest_inserted" AFTER INSERT ON "free_days"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION free_days_digest_of_new();--> statement-breakpoint
CREATE TRIGGER "free_days_digest_updated" AFTER UPDATE ON "free_days"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION free_days_digest_of_new();--> statement-breakpoint
CREATE TRIGGER "free_days_digest_deleted" AFTER DELETE ON "free_days"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION free_days_digest_of_old();--> statement-breakpoint
SELECT write_free_days_digest(ARRAY(SELECT DISTINCT company_id FROM free_days));
