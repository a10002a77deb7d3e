import type { LineField } from './requestLines';

// The table request's fields, apart from its schema (tableRequest.ts): the Dining & Bar form shows them
// without building the schema, which it loads only to check a request (issue 38, TBT).

/** The lines of POST /reserve/table (docs/product.md, POST /reserve/table). */
export const tableRequestFields = {
  fullname: { name: 'fullname', maxLength: 100 },
  persons: { name: 'persons', maxLength: 3 },
  phone: { name: 'phone', maxLength: 40 },
  email: { name: 'email', maxLength: 254 },
  date: { name: 'date', maxLength: 16 },
} as const satisfies Record<string, LineField>;

export type TableRequestField = keyof typeof tableRequestFields;
export type TableRequestInput = Partial<Record<TableRequestField, string>>;

export const MAX_TABLE_PERSONS = 50;
