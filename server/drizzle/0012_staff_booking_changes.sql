ALTER TABLE "reservations" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "refunded_cents" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "request_id" uuid;--> statement-breakpoint
ALTER TABLE "test_payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;