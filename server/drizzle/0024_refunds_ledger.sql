CREATE TABLE "reservation_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"reservation_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservation_payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reservation_refunds_created" ON "reservation_refunds" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reservation_payments_paid" ON "reservation_payments" USING btree (coalesce("paid_at", "created_at"),"id");--> statement-breakpoint
-- Until now only each payment's running total and last refund id were kept: one refund row for it, dated
-- when the payment was last touched (its last refund).
INSERT INTO "reservation_refunds" ("id", "payment_id", "reservation_id", "amount_cents", "created_at")
SELECT coalesce("refund_id", "id" || '-refund'), "id", "reservation_id", "refunded_cents", "updated_at"
FROM "reservation_payments" WHERE "refunded_cents" > 0;--> statement-breakpoint
UPDATE "reservation_payments" SET "paid_at" = "updated_at" WHERE "state" = 'paid';
