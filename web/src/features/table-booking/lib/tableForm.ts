import {
  type TableRequestField,
  tableRequestFields,
} from '../../../../../common/validation/tableRequestFields';

// What the table form shows, apart from its check (checkTableForm.ts), which brings the schema and zod and
// is loaded only when the visitor starts on the form (issue 38, TBT).

export type TableFormValues = Record<TableRequestField, string>;

/** The fields in form order, which is also the order the server checks them in. */
export const tableFormFields = Object.keys(tableRequestFields) as TableRequestField[];

export const emptyTableForm: TableFormValues = { fullname: '', persons: '', phone: '', email: '', date: '' };

/** Per field: 'missing' (empty), or the message of the schema for a value it refuses. */
export type TableFieldProblem = { kind: 'missing' } | { kind: 'invalid'; message: string };
