import { messages } from '../../../../../common/validation/messages';
import { formatRequestLines } from '../../../../../common/validation/requestLines';
import { tableRequestSchema } from '../../../../../common/validation/tableRequest';
import {
  type TableRequestField,
  tableRequestFields,
} from '../../../../../common/validation/tableRequestFields';
import { type TableFieldProblem, type TableFormValues, tableFormFields } from './tableForm';

export type TableFormCheck =
  | { ok: true; content: string }
  | {
      ok: false;
      /** The text of the form's alert: the verbatim message when a field is empty. */
      alert: string;
      problems: Partial<Record<TableRequestField, TableFieldProblem>>;
      firstField: TableRequestField;
    };

const isTableField = (key: unknown): key is TableRequestField =>
  typeof key === 'string' && key in tableRequestFields;

/**
 * Checks the form with the server's own schema and, when it passes, builds the `field: value` text to send.
 * When the schema reports a missing field, every empty field is marked, so the visitor sees them all at once.
 */
export function checkTableForm(values: TableFormValues): TableFormCheck {
  const parsed = tableRequestSchema.safeParse(values);
  if (parsed.success) return { ok: true, content: formatRequestLines(tableRequestFields, parsed.data) };

  const problems: Partial<Record<TableRequestField, TableFieldProblem>> = {};
  const issues = parsed.error.issues;
  const missing = issues.some((issue) => issue.message === messages.tableDetailsMissing);
  if (missing) {
    for (const field of tableFormFields) {
      if (values[field].trim() === '') problems[field] = { kind: 'missing' };
    }
  }
  for (const issue of issues) {
    const field = issue.path[0];
    if (isTableField(field) && !problems[field])
      problems[field] = { kind: 'invalid', message: issue.message };
  }
  const firstField = tableFormFields.find((field) => problems[field]) ?? 'fullname';
  const alert = missing ? messages.tableDetailsMissing : (issues[0]?.message ?? messages.tableDetailsMissing);
  return { ok: false, alert, problems, firstField };
}
