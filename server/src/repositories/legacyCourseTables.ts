import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sqlStateOf } from '../lib/logSafety';

/**
 * The `tees` and `holes` tables the course lived in before it became the document 'course'. Migration
 * 0019 drops them wherever the document exists; an install (or a restored backup) from before it keeps
 * them until its first start has made the document from their rows (courseRepository.ts, initialCourse),
 * which then drops them here. They are in no Drizzle schema any more: read and dropped by plain SQL.
 */

/** A row of `tees`, as 0000_init.sql made it. */
export interface LegacyTee {
  id: string;
  name: string;
  colour: string;
  courseRating: number;
  slope: number;
}

/** A row of `holes`, as 0000_init.sql made it. */
export interface LegacyHole {
  number: number;
  name: string;
  par: number;
  strokeIndex: number;
  lengths: Record<string, number>;
  description: string;
}

/** PostgreSQL's "undefined_table": another instance dropped them between the look and the read. */
const UNDEFINED_TABLE = '42P01';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The old tables' rows, tees in their order and holes by number; null once the tables are gone. */
export async function readLegacyCourse(db: Db): Promise<{ tees: LegacyTee[]; holes: LegacyHole[] } | null> {
  const [present] = rowsOf<{ present: boolean }>(
    await db.execute(
      sql`select to_regclass('tees') is not null and to_regclass('holes') is not null as present`,
    ),
  );
  if (!present?.present) return null;
  try {
    const tees = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select id, name, colour, course_rating, slope from tees order by position`),
    );
    const holes = rowsOf<Record<string, unknown>>(
      await db.execute(
        sql`select number, name, par, stroke_index, lengths, description from holes order by number`,
      ),
    );
    return {
      // numeric comes back as text from both drivers.
      tees: tees.map((row) => ({
        id: String(row.id),
        name: String(row.name),
        colour: String(row.colour),
        courseRating: Number(row.course_rating),
        slope: Number(row.slope),
      })),
      holes: holes.map((row) => ({
        number: Number(row.number),
        name: String(row.name),
        par: Number(row.par),
        strokeIndex: Number(row.stroke_index),
        lengths: row.lengths as Record<string, number>,
        description: String(row.description),
      })),
    };
  } catch (error) {
    if (sqlStateOf(error) === UNDEFINED_TABLE) return null;
    throw error;
  }
}

/** Drops the old tables once the document holds their course. */
export async function dropLegacyCourseTables(db: Db): Promise<void> {
  await db.execute(sql`drop table if exists holes, tees cascade`);
}
