import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { teeSheetConfig } from '../../../common/rules/teeSheet';
import { contentTypeFor } from '../lib/contentTypes';
import { seedFilesFolder } from '../lib/projectRoot';
import type { Db } from './client';
import { files, notifications, teeSheetSettings, websiteContent } from './schema';
import { seedContent, seedFileNames, seedNotifications } from './seedData';

/**
 * Fills an empty database with sample content. Each part is seeded only while its table is empty. The
 * course, the club's details and the pages are documents their services seed (repositories/courseRepository.ts,
 * content/clubDetails.ts, content/pages.ts).
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const content = await seedContentIfEmpty(db);
  // Its migration writes the defaults too; a database made another way gets them here.
  await db.insert(teeSheetSettings).values({ id: 1, config: teeSheetConfig }).onConflictDoNothing();
  return content;
}

async function seedContentIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(websiteContent);
  if ((row?.n ?? 0) > 0) return false;
  const fileRows = await Promise.all(
    seedFileNames.map(async (name) => {
      const data = new Uint8Array(await readFile(join(seedFilesFolder, name)));
      return { name, contentType: contentTypeFor(name), data, size: data.byteLength };
    }),
  );
  await db.transaction(async (tx) => {
    await tx
      .insert(websiteContent)
      .values(Object.entries(seedContent).map(([key, content]) => ({ key, content })))
      .onConflictDoNothing();
    await tx.insert(notifications).values(seedNotifications);
    await tx.insert(files).values(fileRows).onConflictDoNothing();
  });
  return true;
}
