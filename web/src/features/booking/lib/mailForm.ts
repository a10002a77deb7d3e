import { greenfeeRequestSchema } from '../../../../../common/validation/greenfeeRequest';
import {
  type GreenfeeRequestField,
  greenfeeRequestFields,
} from '../../../../../common/validation/greenfeeRequestFields';
import { formatRequestLines } from '../../../../../common/validation/requestLines';
import type { MailFormCheck, MailFormProblems, MailFormValues } from './mailFormValues';

// The mail form's checks with the server's schema: a module of its own, loaded once the visitor starts on
// the form rather than with the page (issue 38, TBT).

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

/** What the checks say of one field as it stands, for the check when it is left; undefined when fine. */
export function mailFieldProblem(values: MailFormValues, field: GreenfeeRequestField): string | undefined {
  const check = checkMailForm(values);
  return check.ok ? undefined : check.problems[field === 'juniors' ? 'adults' : field];
}
