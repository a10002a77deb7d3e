CREATE TABLE "document_revisions" (
	"key" text NOT NULL,
	"n" integer NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"summary" text NOT NULL,
	"restored_from" integer,
	CONSTRAINT "document_revisions_key_n_pk" PRIMARY KEY("key","n")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"key" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"draft" jsonb,
	"published" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"original_name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"poster_file" text,
	"alt" jsonb NOT NULL,
	"caption" jsonb NOT NULL,
	"credit" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_kind" CHECK ("media"."kind" in ('image', 'video'))
);
--> statement-breakpoint
CREATE INDEX "media_created" ON "media" USING btree ("created_at");