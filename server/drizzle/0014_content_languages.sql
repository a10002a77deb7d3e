-- The texts stored so far stay where they are, as the English versions: a translation is a row beside
-- its English one, and where none exists the English is served (docs/decisions/0028-staff-texts-per-language.md).
CREATE TABLE "notification_translations" (
	"notification_id" bigint NOT NULL,
	"language" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "notification_translations_notification_id_language_pk" PRIMARY KEY("notification_id","language"),
	CONSTRAINT "notification_translations_language" CHECK ("notification_translations"."language" in ('nl', 'fr', 'de')),
	CONSTRAINT "notification_translations_not_empty" CHECK ("notification_translations"."content" <> '')
);
--> statement-breakpoint
CREATE TABLE "website_content_translations" (
	"key" text NOT NULL,
	"language" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "website_content_translations_key_language_pk" PRIMARY KEY("key","language"),
	CONSTRAINT "website_content_translations_language" CHECK ("website_content_translations"."language" in ('nl', 'fr', 'de')),
	CONSTRAINT "website_content_translations_not_empty" CHECK ("website_content_translations"."content" <> '')
);
--> statement-breakpoint
ALTER TABLE "notification_translations" ADD CONSTRAINT "notification_translations_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_content_translations" ADD CONSTRAINT "website_content_translations_key_website_content_key_fk" FOREIGN KEY ("key") REFERENCES "public"."website_content"("key") ON DELETE cascade ON UPDATE no action;