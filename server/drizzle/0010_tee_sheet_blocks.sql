CREATE TABLE "tee_sheet_blocks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"from_minute" integer NOT NULL,
	"to_minute" integer NOT NULL,
	"reason" text NOT NULL,
	"label" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tee_sheet_blocks_dates_order" CHECK ("tee_sheet_blocks"."from_date" <= "tee_sheet_blocks"."to_date"),
	CONSTRAINT "tee_sheet_blocks_times" CHECK (0 <= "tee_sheet_blocks"."from_minute" and "tee_sheet_blocks"."from_minute" < "tee_sheet_blocks"."to_minute" and "tee_sheet_blocks"."to_minute" <= 1440),
	CONSTRAINT "tee_sheet_blocks_reason" CHECK ("tee_sheet_blocks"."reason" in ('competition', 'maintenance', 'society', 'course-closed'))
);
--> statement-breakpoint
CREATE INDEX "tee_sheet_blocks_dates" ON "tee_sheet_blocks" USING btree ("from_date","to_date");