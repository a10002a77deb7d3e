CREATE TABLE "club_rules" (
	"id" integer PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_rules_one_row" CHECK ("club_rules"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "opening_hour_exceptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"facility" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"closed" boolean NOT NULL,
	"opens" text,
	"closes" text,
	"reason" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opening_hour_exceptions_order" CHECK ("opening_hour_exceptions"."from_date" <= "opening_hour_exceptions"."to_date"),
	CONSTRAINT "opening_hour_exceptions_facility" CHECK ("opening_hour_exceptions"."facility" in ('drivingRange', 'shop', 'bar'))
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"id" integer PRIMARY KEY NOT NULL,
	"hours" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opening_hours_one_row" CHECK ("opening_hours"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "opening_hour_exceptions_dates" ON "opening_hour_exceptions" USING btree ("from_date","to_date");