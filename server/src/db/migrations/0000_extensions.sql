-- Extensions the data model relies on: exclusion constraints over ranges (btree_gist),
-- radius search (cube, earthdistance), case-insensitive e-mail (citext), fuzzy search (pg_trgm).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS citext;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
