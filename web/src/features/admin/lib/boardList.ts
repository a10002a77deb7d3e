import { type BoardMember, boardMembers } from '../../../../../common/api/content';

/** A board member being edited, with a key of its own that survives reordering. */
export interface BoardRow {
  key: string;
  category: string;
  title: string;
  name: string;
  image: string;
}

export type BoardField = Exclude<keyof BoardRow, 'key'>;
export const boardFields: readonly BoardField[] = ['category', 'title', 'name', 'image'];
/** Fields the public page cannot do without. */
export const requiredBoardFields: readonly BoardField[] = ['category', 'title', 'image'];

/** bod-page-data's JSON, or undefined when it is not a list of board members. */
export function readBoard(content: string): BoardMember[] | undefined {
  try {
    const parsed = boardMembers.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

let nextKey = 0;
const newKey = () => {
  nextKey += 1;
  return `member-${nextKey}`;
};

export function rowsFrom(members: readonly BoardMember[]): BoardRow[] {
  return members.map((m) => ({
    key: newKey(),
    category: m.category,
    title: m.title,
    name: m.name ?? '',
    image: m.image,
  }));
}

/** A new, empty member in the category of the last one, so a committee is filled quickly. */
export function addRow(rows: readonly BoardRow[]): BoardRow[] {
  const category = rows.at(-1)?.category ?? '';
  return [...rows, { key: newKey(), category, title: '', name: '', image: '' }];
}

export function removeRow(rows: readonly BoardRow[], key: string): BoardRow[] {
  return rows.filter((row) => row.key !== key);
}

export function updateRow(
  rows: readonly BoardRow[],
  key: string,
  field: BoardField,
  value: string,
): BoardRow[] {
  return rows.map((row) => (row.key === key ? { ...row, [field]: value } : row));
}

/** Moves a row one place up (-1) or down (+1); at either end the list stays as it is. */
export function moveRow(rows: readonly BoardRow[], key: string, step: -1 | 1): BoardRow[] {
  const from = rows.findIndex((row) => row.key === key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** The first row and field that is missing, or undefined when every member is complete. */
export function firstMissing(rows: readonly BoardRow[]): { key: string; field: BoardField } | undefined {
  for (const row of rows) {
    const field = requiredBoardFields.find((f) => row[f].trim() === '');
    if (field) return { key: row.key, field };
  }
  return undefined;
}

/** The JSON text saved as bod-page-data: trimmed, and without an empty name. */
export function boardJson(rows: readonly BoardRow[]): string {
  const members: BoardMember[] = rows.map((row) => {
    const name = row.name.trim();
    return {
      category: row.category.trim(),
      title: row.title.trim(),
      ...(name ? { name } : {}),
      image: row.image.trim(),
    };
  });
  return JSON.stringify(members);
}
