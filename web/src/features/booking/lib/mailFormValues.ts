import type { GreenfeeRequest } from '../../../../../common/validation/greenfeeRequest';
import {
  type GreenfeeRequestField,
  greenfeeRequestFields,
} from '../../../../../common/validation/greenfeeRequestFields';

// What the mail form shows and keeps, apart from its checks (mailForm.ts), which bring the schema and zod
// and are loaded once the visitor starts on the form (issue 38, TBT).

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
