-- 0015_closures: dated exceptions to a business's weekly hours (decision 054).
CREATE TABLE "company_closures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"start_time" integer,
	"end_time" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_closures_order" CHECK ("company_closures"."to_date" >= "company_closures"."from_date"),
	CONSTRAINT "company_closures_reason_length" CHECK (char_length("company_closures"."reason") <= 100),
	CONSTRAINT "company_closures_times" CHECK (("company_closures"."start_time" IS NULL AND "company_closures"."end_time" IS NULL) OR ("company_closures"."start_time" BETWEEN 0 AND 1440 AND "company_closures"."end_time" BETWEEN 0 AND 1440 AND "company_closures"."end_time" > "company_closures"."start_time")),
	CONSTRAINT "company_closures_no_overlap" EXCLUDE USING gist ("company_id" WITH =, daterange("from_date", "to_date", '[]') WITH &&)
);
--> statement-breakpoint
ALTER TABLE "company_closures" ADD CONSTRAINT "company_closures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
