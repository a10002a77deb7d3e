CREATE TABLE "waiting_list_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'greenfee' NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"day" integer NOT NULL,
	"from_minute" integer NOT NULL,
	"to_minute" integer NOT NULL,
	"adults" integer NOT NULL,
	"juniors" integer NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"telephone" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"leave_token_hash" text NOT NULL,
	"client_hash" text,
	"ended_at" timestamp with time zone,
	"anonymised_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_entries_state" CHECK ("waiting_list_entries"."state" in ('waiting', 'offered', 'booked', 'left', 'ended')),
	CONSTRAINT "waiting_list_entries_party" CHECK ("waiting_list_entries"."adults" >= 0 and "waiting_list_entries"."juniors" >= 0 and "waiting_list_entries"."adults" + "waiting_list_entries"."juniors" between 1 and 4),
	CONSTRAINT "waiting_list_entries_window" CHECK ("waiting_list_entries"."from_minute" <= "waiting_list_entries"."to_minute")
);
--> statement-breakpoint
CREATE TABLE "waiting_list_offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"type" text DEFAULT 'greenfee' NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"day" integer NOT NULL,
	"hour" integer NOT NULL,
	"minute" integer NOT NULL,
	"adults" integer NOT NULL,
	"juniors" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"offered_by" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reservation_id" uuid,
	"request_id" uuid,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_offers_state" CHECK ("waiting_list_offers"."state" in ('open', 'accepted', 'requested', 'lapsed', 'withdrawn')),
	CONSTRAINT "waiting_list_offers_by" CHECK ("waiting_list_offers"."offered_by" in ('list', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "waiting_list_offer_id" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "waiting_list_offer_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_entries_leave_token" ON "waiting_list_entries" USING btree ("leave_token_hash");--> statement-breakpoint
CREATE INDEX "waiting_list_entries_date" ON "waiting_list_entries" USING btree ("year","month","day");--> statement-breakpoint
CREATE INDEX "waiting_list_entries_waiting" ON "waiting_list_entries" USING btree ("state") WHERE "waiting_list_entries"."state" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waiting_list_entries_email" ON "waiting_list_entries" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_offers_token" ON "waiting_list_offers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "waiting_list_offers_entry" ON "waiting_list_offers" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "waiting_list_offers_holding" ON "waiting_list_offers" USING btree ("type","year","month","day","hour","minute") WHERE "waiting_list_offers"."state" in ('open', 'requested');