CREATE TABLE "holes" (
	"number" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"par" integer NOT NULL,
	"stroke_index" integer NOT NULL,
	"lengths" jsonb NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "holes_number" CHECK ("holes"."number" between 1 and 18),
	CONSTRAINT "holes_par" CHECK ("holes"."par" between 3 and 5)
);
--> statement-breakpoint
CREATE TABLE "tees" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"course_rating" numeric(4, 1) NOT NULL,
	"slope" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "holes_stroke_index" ON "holes" USING btree ("stroke_index");