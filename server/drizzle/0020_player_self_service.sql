CREATE TABLE "no_show_lifts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"lifted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "canceled_by" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "reminder_queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "partners" jsonb;--> statement-breakpoint
CREATE INDEX "no_show_lifts_email" ON "no_show_lifts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "reservations_no_shows_by_email" ON "reservations" USING btree (lower("email")) WHERE "reservations"."arrival" = 'no-show';--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_canceled_by" CHECK ("reservations"."canceled_by" in ('club', 'player'));--> statement-breakpoint
UPDATE "reservations" SET "canceled_by" = 'club' WHERE "canceled_at" IS NOT NULL;