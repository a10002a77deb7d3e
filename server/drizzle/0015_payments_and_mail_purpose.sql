CREATE TABLE "reservation_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"refund_id" text,
	"refunded_cents" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_payments_state" CHECK ("reservation_payments"."state" in ('open', 'paid', 'failed', 'canceled', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "purpose" text;--> statement-breakpoint
CREATE INDEX "reservation_payments_reservation" ON "reservation_payments" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_purpose_recipient" ON "mail_outbox" USING btree ("purpose",lower("to_address"),"created_at") WHERE "mail_outbox"."purpose" is not null;--> statement-breakpoint
INSERT INTO "reservation_payments" ("id", "reservation_id", "amount_cents", "state", "outcome", "refund_id", "refunded_cents")
SELECT "payment_id", "id", "price_cents", coalesce("payment_state", 'open'),
  CASE WHEN "refund_id" IS NOT NULL AND "refund_id" <> 'pending' THEN 'refunded' WHEN "payment_state" = 'paid' THEN 'kept' END,
  CASE WHEN "refund_id" <> 'pending' THEN "refund_id" END,
  CASE WHEN "refund_id" <> 'pending' THEN "refunded_cents" END
FROM "reservations" WHERE "payment_id" IS NOT NULL
ON CONFLICT ("id") DO NOTHING;
