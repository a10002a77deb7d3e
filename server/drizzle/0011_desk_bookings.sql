ALTER TABLE "reservations" ALTER COLUMN "handicap" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "telephone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "source" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "arrival" text DEFAULT 'expected' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_source" CHECK ("reservations"."source" in ('online', 'request', 'desk'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_arrival" CHECK ("reservations"."arrival" in ('expected', 'checked-in', 'no-show'));