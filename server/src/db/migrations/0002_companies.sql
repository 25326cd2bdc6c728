CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"fax" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"subcategory" text DEFAULT '' NOT NULL,
	"street_address" text DEFAULT '' NOT NULL,
	"street_address_2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"country" text NOT NULL,
	"postal" text DEFAULT '' NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"facebook" text DEFAULT '' NOT NULL,
	"twitter" text DEFAULT '' NOT NULL,
	"linkedin" text DEFAULT '' NOT NULL,
	"instagram" text DEFAULT '' NOT NULL,
	"store_hours" jsonb NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"calendartype" text DEFAULT '' NOT NULL,
	"calendarurl" text DEFAULT '' NOT NULL,
	"google_auth_business" jsonb,
	"google_refresh_token_business" text,
	"google_user_business" jsonb,
	"reference" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_owner_or_unclaimed" CHECK ("companies"."user_id" IS NOT NULL OR "companies"."is_admin"),
	CONSTRAINT "companies_lat_range" CHECK ("companies"."lat" BETWEEN -90 AND 90),
	CONSTRAINT "companies_lng_range" CHECK ("companies"."lng" BETWEEN -180 AND 180),
	CONSTRAINT "companies_calendartype" CHECK ("companies"."calendartype" IN ('', 'calandly', 'janeapp')),
	CONSTRAINT "companies_store_hours" CHECK ((jsonb_typeof(store_hours->'Sunday'->'open') = 'boolean' AND (store_hours->'Sunday'->>'start_time')::int BETWEEN 0 AND 1440 AND (store_hours->'Sunday'->>'end_time')::int BETWEEN 0 AND 1440 AND (NOT (store_hours->'Sunday'->>'open')::boolean OR (store_hours->'Sunday'->>'end_time')::int > (store_hours->'Sunday'->>'start_time')::int)) AND (jsonb_typeof(store_hours->'Monday'->'open') = 'boolean' AND (store_hours->'Monday'->>'start_time')::int BETWEEN 0 AND 1440 AND (store_hours->'Monday'->>'end_time')::int BETWEEN 0 AND 1440 AND (NOT (store_hours->'Monday'->>'open')::boolean OR (store_hours->'Monday'->>'end_time')::int > (store_hours->'Monday'->>'start_time')::int)) AND (jsonb_typeof(store_hours->'Tuesday'->'open') = 'boolean' AND (store_hours->'Tuesday'->>'start_time')::int BETWEEN 0 AND 1440 AND (store_hours->'Tuesday'->>'end_time')::int BETWEEN 0 AND 1440 AND (NOT (store_hours->'Tuesday'->>'open')::boolean OR (store_hours->'Tuesday'->>'end_time')::int > (store_hours->'Tuesday'->>'start_time')::int)) AND (jsonb_typeof(store_hours->'Wednesday'->'open') = 'boolean' AND (store_hours->'Wednesday'->>'start_time')::int BETWEEN 0 AND 1440 AND (store_hours->'Wednesday'->>'end_time')::int BETWEEN 0 AND 1440 AND (NOT (store_hours->'Wednesday'->>'open')::boolean OR (store_hours->'Wednesday'->>'end_time')::int > (store_hours->'Wednesday'->>'start_time')::int)) AND (jsonb_typeof(store_hours->'Thursday'->'open') = 'boolean' AND (store_hours->'Thursday'->>'start_time')::int BETWEEN 0 AND 1440 AND (store_hours->'Thursday'->>'end_time')::int BETWEEN 0 AND 1440 AND (NOT (store_hours->'Thursday'->>'open')::boolean OR (store_hours->'Thursday'->>'end_time')::int > (store_hours->'Thursday'->>'start_time')::int)) AND (jsonb_typeof(store_hours->'Friday'->'open') = 'boolean' AND (store_hours->'Friday'->>'start_time')::int BETWEEN 0 AND 1440 AND (store_hours->'Friday'->>'end_time')::int BETWEEN 0 AND 1440 AND (NOT (store_hours->'Friday'->>'open')::boolean OR (store_hours->'Friday'->>'end_time')::int > (store_hours->'Friday'->>'start_time')::int)) AND (jsonb_typeof(store_hours->'Saturday'->'open') = 'boolean' AND (store_hours->'Saturday'->>'start_time')::int BETWEEN 0 AND 1440 AND (store_hours->'Saturday'->>'end_time')::int BETWEEN 0 AND 1440 AND (NOT (store_hours->'Saturday'->>'open')::boolean OR (store_hours->'Saturday'->>'end_time')::int > (store_hours->'Saturday'->>'start_time')::int)))
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" numeric(8, 2) NOT NULL,
	"service_duration" integer DEFAULT 15 NOT NULL,
	"book_online" boolean DEFAULT false NOT NULL,
	"book_site" boolean DEFAULT false NOT NULL,
	"book_site_link" text DEFAULT '' NOT NULL,
	"call_to_book" boolean DEFAULT false NOT NULL,
	"booking_method" text DEFAULT '' NOT NULL,
	"intake_form" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_name_length" CHECK (char_length("services"."name") BETWEEN 1 AND 50),
	CONSTRAINT "services_price" CHECK ("services"."price" >= 0),
	CONSTRAINT "services_duration" CHECK (service_duration IN (15, 30, 45, 60, 90, 120)),
	CONSTRAINT "services_method" CHECK ("services"."book_online" OR "services"."book_site" OR "services"."call_to_book")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_user_created_idx" ON "companies" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "companies_created_idx" ON "companies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "services_company_idx" ON "services" USING btree ("company_id","created_at");