CREATE TABLE "tee_sheet_config" (
	"id" integer PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tee_sheet_config_one_row" CHECK ("tee_sheet_config"."id" = 1)
);
--> statement-breakpoint
-- The seeded defaults: the constants of common/rules/teeSheet.ts when the table was made.
INSERT INTO "tee_sheet_config" ("id", "config") VALUES (1, '{"low":{"first":{"hour":8,"minute":30},"last":{"hour":15,"minute":30}},"high":{"first":{"hour":7,"minute":30},"last":{"hour":18,"minute":0}},"intervalMinutes":10,"playersPerTime":4,"membersOnly":{"from":{"hour":12,"minute":0},"to":{"hour":14,"minute":0}}}'::jsonb) ON CONFLICT DO NOTHING;
