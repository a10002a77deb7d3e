import {
  type GreenfeeRequest,
  type GreenfeeRequestField,
  greenfeeRequestFields,
  greenfeeRequestSchema,
} from '../../../../../common/validation/greenfeeRequest';
import { formatRequestLines } from '../../../../../common/validation/requestLines';

export type MailFormValues = Record<GreenfeeRequestField, string>;

/** One adult is the usual party: a visitor on their own changes nothing. */
export const emptyMailForm: MailFormValues = {
  firstname: '',
  lastname: '',
  handicap: '',
  email: '',
  telephone: '',
  adults: '1',
  juniors: '0',
  date: '',
  time: '',
  remarks: '',
};

/** The fields in the order the checks of docs/product.md, Form and booking messages run. */
export const mailFormFields = Object.keys(greenfeeRequestFields) as GreenfeeRequestField[];

export type MailFormProblems = Partial<Record<GreenfeeRequestField, string>>;

export type MailFormCheck =
  | { ok: true; request: GreenfeeRequest; content: string }
  | { ok: false; alert: string; alertField: GreenfeeRequestField; problems: MailFormProblems };

const isField = (key: unknown): key is GreenfeeRequestField =>
  typeof key === 'string' && key in greenfeeRequestFields;

/**
 * Checks the form with the schema the server uses. The first failure, in the order of
 * docs/product.md, Form and booking messages, is the alert; every failing field gets its message inline. When
 * it passes: the `Field: value` lines to send.
 */
export function checkMailForm(values: MailFormValues): MailFormCheck {
  const parsed = greenfeeRequestSchema.safeParse(values);
  if (parsed.success) {
    return {
      ok: true,
      request: parsed.data,
      content: formatRequestLines(greenfeeRequestFields, parsed.data),
    };
  }
  const problems: MailFormProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isField(field) && problems[field] === undefined) problems[field] = issue.message;
  }
  // The schema's first issue is the alert, as it is the server's answer.
  const first = parsed.error.issues[0];
  const firstField = first?.path[0];
  const alertField = isField(firstField) ? firstField : 'firstname';
  return { ok: false, alert: first?.message ?? '', alertField, problems };
}

/** The longest text each field takes as typed, for a draft read back (docs/product.md, Booking). */
const draftMax: Record<GreenfeeRequestField, number> = {
  firstname: 100,
  lastname: 100,
  handicap: 6,
  email: 254,
  telephone: 40,
  adults: 3,
  juniors: 3,
  date: 10,
  time: 5,
  remarks: 1000,
};

/**
 * The form's values from a stored draft: anything may be stored there, so each field is taken only when it
 * is a text that fits, and a date already past is left out with its time. null: nothing usable.
 */
export function mailFormFromDraft(value: unknown, today: string): MailFormValues | null {
  if (typeof value !== 'object' || value === null) return null;
  const draft = value as Record<string, unknown>;
  const values = { ...emptyMailForm };
  for (const field of mailFormFields) {
    const stored = draft[field];
    if (typeof stored === 'string' && stored.length <= draftMax[field]) values[field] = stored;
  }
  if (values.date !== '' && values.date < today) {
    values.date = '';
    values.time = '';
  }
  return values;
}

/** What the checks say of one field as it stands, for the check when it is left; undefined when fine. */
export function mailFieldProblem(values: MailFormValues, field: GreenfeeRequestField): string | undefined {
  const check = checkMailForm(values);
  return check.ok ? undefined : check.problems[field === 'juniors' ? 'adults' : field];
}
