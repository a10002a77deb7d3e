-- The course is the document 'course' since 0018 (server/src/repositories/courseRepository.ts): the old
-- tables are dropped wherever it exists, or wherever they hold no course to carry over (a new database).
-- An install (or a restored backup) from before 0018 keeps them until its first start has made the
-- document from their rows; the course repository drops them then (courseTablesMigration.test.ts).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM "documents" WHERE "key" = 'course') OR NOT EXISTS (SELECT 1 FROM "holes") THEN
    DROP TABLE "holes" CASCADE;
    DROP TABLE "tees" CASCADE;
  END IF;
END $$;
