-- Radius search (earthdistance): earth_box over this index finds the candidates near a point,
-- earth_distance trims them; a search never scans every business.
CREATE INDEX "companies_earth_idx" ON "companies" USING gist (ll_to_earth("lat", "lng"));--> statement-breakpoint
-- Name search of the business lists ("contains", any case) uses trigrams instead of a scan.
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);
