CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "client_hash" text;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_reset" ON "rate_limit_hits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "booking_requests_fingerprint" ON "booking_requests" USING btree ("fingerprint","created_at");--> statement-breakpoint
CREATE INDEX "reservations_open_by_email" ON "reservations" USING btree (lower("email")) WHERE "reservations"."payment_state" = 'open';--> statement-breakpoint
CREATE INDEX "reservations_open_by_client" ON "reservations" USING btree ("client_hash") WHERE "reservations"."payment_state" = 'open';