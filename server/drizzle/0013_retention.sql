ALTER TABLE "booking_requests" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "anonymised_at" timestamp with time zone;