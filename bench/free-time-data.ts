// The radius-search benchmark's businesses as they book: half of them online, the featured ones
// within reach of the searched cities the busiest (2,000 bookings each), and the free-time summary
// (decision 060) as the server keeps it, written by the server's own function.
import { sql } from 'drizzle-orm';
import type { Db } from '../server/src/db/connection.ts';
import { rowsOf } from '../server/src/db/rows.ts';
import { addDays, instantOf, localDate } from '../domain/src/zoned-time.ts';
import { recomputeFreeDays } from '../server/src/modules/availability/mutations.ts';

const BOOKINGS_EACH = 2000;
/** The busiest are open 7:00 to 21:00 and booked back to back from 8:00, 22 half hours a day. */
const BUSY_HOURS = { open: true, start_time: 420, end_time: 1260 };
const BOOKED_PER_DAY = 22;

const point = (lat: number, lng: number) => sql`ll_to_earth(${lat}::float8, ${lng}::float8)`;

/** Every company's summary rows and window, as comparable text. */
async function summaryText(db: Db, companyId: string): Promise<string> {
  const rows = rowsOf(
    await db.execute(sql`
      SELECT f::text AS row FROM free_days f WHERE company_id = ${companyId}::uuid ORDER BY day`),
  );
  return rows.map((r) => String(r.row)).join('\n');
}

/**
 * Gives every other business an online service in place of its call-to-book one, makes the
 * featured businesses within `miles` of the `cities` the busiest (their own hours, 2,000 bookings
 * from tomorrow), and writes the free-time summary: the server's recomputeFreeDays for the
 * busiest and for one quiet business of each time zone, whose rows every other quiet business of
 * that zone shares (same hours, same service, no bookings), copied in SQL. A sample of copies is
 * computed afresh and must match. Answers how many businesses are busiest and how many rows.
 */
export async function addOnlineBooking(
  db: Db,
  cities: [number, number][],
  miles: number,
  now: Date,
): Promise<{ online: number; busiest: number; bookings: number; summaryRows: number }> {
  await db.execute(sql`
    UPDATE services SET book_online = true, call_to_book = false, name = 'Visit'
    WHERE abs(hashtext(company_id::text)) % 2 = 0`);
  const meters = miles * 1609.344;
  const near = sql.join(
    cities.map(
      ([
        lat,
        lng,
      ]) => sql`ll_to_earth(c.lat, c.lng) <@ earth_box(${point(lat, lng)}, ${meters}::float8)
      AND earth_distance(ll_to_earth(c.lat, c.lng), ${point(lat, lng)}) <= ${meters}::float8`,
    ),
    sql` OR `,
  );
  const busiest = rowsOf(
    await db.execute(sql`
      SELECT c.id, c.name, c.time_zone FROM companies c WHERE c.is_featured AND (${near})`),
  ).map((r) => ({ id: String(r.id), name: String(r.name), timeZone: String(r.time_zone) }));
  const ids = sql`ARRAY[${sql.join(
    busiest.map((b) => sql`${b.id}`),
    sql`, `,
  )}]::uuid[]`;
  const week = Object.fromEntries(
    ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((d) => [
      d,
      BUSY_HOURS,
    ]),
  );
  await db.execute(sql`
    UPDATE companies SET store_hours = ${JSON.stringify(week)}::jsonb WHERE id = ANY(${ids})`);
  await db.execute(sql`
    UPDATE services SET book_online = true, call_to_book = false, name = 'Visit'
    WHERE company_id = ANY(${ids})`);
  const [customer] = rowsOf(
    await db.execute(sql`
      INSERT INTO users (id, first_name, last_name, email, phone, password_hash)
      VALUES (gen_random_uuid(), 'Bench', 'Customer', 'bench-busiest@example.com', '4165550100', 'x')
      RETURNING id`),
  );
  // Each booking's local date and time, and its moment read on the business's clock with the
  // server's zone rules (decision 072), not PostgreSQL's: where those are older (British Columbia,
  // Alberta and Manitoba from November 2026) the server finds bookings written on other rules.
  await db.execute(sql`DROP TABLE IF EXISTS bench_clock`);
  await db.execute(sql`
    CREATE TABLE bench_clock (zone text, n int, day date, minute int, start_at timestamptz,
      end_at timestamptz)`);
  const clock = [...new Set(busiest.map((b) => b.timeZone))].flatMap((zone) => {
    const tomorrow = addDays(localDate(now.getTime(), zone), 1);
    return Array.from({ length: BOOKINGS_EACH }, (_, n) => {
      const day = addDays(tomorrow, Math.floor(n / BOOKED_PER_DAY));
      const minute = 480 + (n % BOOKED_PER_DAY) * 30;
      const at = instantOf(day, minute, zone);
      if (at === null) throw new Error(`${day} ${minute} does not exist in ${zone}`);
      return sql`(${zone}, ${n}, ${day}::date, ${minute}, ${new Date(at).toISOString()}::timestamptz,
        ${new Date(at + 30 * 60_000).toISOString()}::timestamptz)`;
    });
  });
  for (let i = 0; i < clock.length; i += 1000)
    await db.execute(
      sql`INSERT INTO bench_clock VALUES ${sql.join(clock.slice(i, i + 1000), sql`, `)}`,
    );
  await db.execute(sql`
    INSERT INTO bookings (id, user_id, company_id, company_name, company_time_zone, service_id,
      service_name, start_date, start_time, duration, start_at, end_at)
    SELECT gen_random_uuid(), ${String(customer.id)}::uuid, c.id, c.name, c.time_zone, s.id, s.name,
      t.day, t.minute, 30, t.start_at, t.end_at
    FROM companies c
    JOIN services s ON s.company_id = c.id
    JOIN bench_clock t ON t.zone = c.time_zone
    WHERE c.id = ANY(${ids})`);
  await db.execute(sql`DROP TABLE bench_clock`);

  for (const b of busiest) await db.transaction((tx) => recomputeFreeDays(tx, b.id, now));
  const zones = rowsOf(
    await db.execute(sql`
      SELECT DISTINCT ON (c.time_zone) c.id, c.time_zone FROM companies c
      JOIN services s ON s.company_id = c.id AND s.book_online
      WHERE NOT (c.id = ANY(${ids})) ORDER BY c.time_zone, c.id`),
  ).map((r) => ({ id: String(r.id), timeZone: String(r.time_zone) }));
  for (const z of zones) {
    await db.transaction((tx) => recomputeFreeDays(tx, z.id, now));
    const quiet = sql`(SELECT DISTINCT c.id FROM companies c
      JOIN services s ON s.company_id = c.id AND s.book_online
      WHERE c.time_zone = ${z.timeZone} AND c.id <> ${z.id}::uuid AND NOT (c.id = ANY(${ids}))) q`;
    await db.execute(sql`
      INSERT INTO free_days (company_id, day, morning_from, morning_until, afternoon_from,
        afternoon_until, evening_from, evening_until, any_until)
      SELECT q.id, f.day, f.morning_from, f.morning_until, f.afternoon_from, f.afternoon_until,
        f.evening_from, f.evening_until, f.any_until
      FROM ${quiet} CROSS JOIN free_days f WHERE f.company_id = ${z.id}::uuid`);
    await db.execute(sql`
      INSERT INTO free_day_windows (company_id, first_day, roll_at)
      SELECT q.id, w.first_day, w.roll_at
      FROM ${quiet} CROSS JOIN free_day_windows w WHERE w.company_id = ${z.id}::uuid`);
  }

  // The copies must be what the server would have written: a sample computed afresh.
  const sample = rowsOf(
    await db.execute(sql`
      SELECT company_id FROM free_day_windows WHERE NOT (company_id = ANY(${ids}))
      ORDER BY md5(company_id::text) LIMIT 8`),
  ).map((r) => String(r.company_id));
  for (const id of sample) {
    const copied = await summaryText(db, id);
    await db.transaction((tx) => recomputeFreeDays(tx, id, now));
    if ((await summaryText(db, id)) !== copied)
      throw new Error(`the copied summary of ${id} differs from the server's own`);
  }
  const [counts] = rowsOf(
    await db.execute(sql`
      SELECT (SELECT count(*) FROM free_days)::int AS summary_rows,
        (SELECT count(*) FROM free_day_windows)::int AS online,
        (SELECT count(*) FROM bookings)::int AS bookings`),
  );
  return {
    online: Number(counts.online),
    busiest: busiest.length,
    bookings: Number(counts.bookings),
    summaryRows: Number(counts.summary_rows),
  };
}
