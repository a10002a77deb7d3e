import { type FormEvent, useId, useRef, useState } from 'react';
import { clubToday } from '../../../../../common/rules/clubTime';
import {
  MAX_TABLE_PERSONS,
  type TableRequestField,
} from '../../../../../common/validation/tableRequestFields';
import { type MessageKey, useT } from '../../../lib/i18n';
import { useChecksOnDemand } from '../../../lib/useChecksOnDemand';
import { useMessageText } from '../../../lib/validationMessages';
import { emptyTableForm, type TableFieldProblem, type TableFormValues } from '../lib/tableForm';
import { TableField } from './TableField';

const labels: Record<TableRequestField, MessageKey> = {
  fullname: 'tableBooking.fullname',
  persons: 'tableBooking.persons',
  phone: 'tableBooking.phone',
  email: 'tableBooking.email',
  date: 'tableBooking.date',
};

const missingMessages: Record<TableRequestField, MessageKey> = {
  fullname: 'tableBooking.missing.fullname',
  persons: 'tableBooking.missing.persons',
  phone: 'tableBooking.missing.phone',
  email: 'tableBooking.missing.email',
  date: 'tableBooking.missing.date',
};

/** The check, with the server's schema and zod: loaded on demand (lib/useChecksOnDemand.ts). */
const loadCheck = () => import('../lib/checkTableForm').then((module) => module.checkTableForm);

interface TableBookingFormProps {
  onSend: (content: string) => void;
  isSending: boolean;
  sendFailed: boolean;
}

/** The table request form: checked with the server's schema before it is sent. */
export function TableBookingForm({ onSend, isSending, sendFailed }: TableBookingFormProps) {
  const t = useT();
  const messageText = useMessageText();
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<TableFormValues>(emptyTableForm);
  const [problems, setProblems] = useState<Partial<Record<TableRequestField, TableFieldProblem>>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const onValue = (field: TableRequestField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems(({ [field]: _fixed, ...rest }) => rest);
  };

  const checks = useChecksOnDemand(loadCheck);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    checks.send((checkTableForm) => {
      const check = checkTableForm(values);
      if (!check.ok) {
        setProblems(check.problems);
        setAlert(check.alert);
        const input = formRef.current?.elements.namedItem(check.firstField);
        if (input instanceof HTMLInputElement) input.focus();
        return;
      }
      setProblems({});
      setAlert(null);
      onSend(check.content);
    });
  };

  const errorFor = (field: TableRequestField): string | undefined => {
    const problem = problems[field];
    if (!problem) return undefined;
    return problem.kind === 'missing' ? t(missingMessages[field]) : messageText(problem.message);
  };

  const field = (name: TableRequestField) => ({
    field: name,
    idPrefix,
    label: t(labels[name]),
    value: values[name],
    error: errorFor(name),
    errorPrefix: t('tableBooking.errorPrefix'),
    onValue,
  });

  return (
    <form
      ref={formRef}
      className="table-booking__form"
      noValidate
      onSubmit={onSubmit}
      onFocus={checks.prefetch}
    >
      <p className="table-booking__required">{t('tableBooking.allRequired')}</p>
      {alert ? (
        <p className="form-alert" role="alert">
          {messageText(alert)}
        </p>
      ) : null}
      <TableField {...field('fullname')} type="text" autoComplete="name" maxLength={100} />
      <TableField
        {...field('persons')}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_TABLE_PERSONS}
        step={1}
      />
      <TableField {...field('phone')} type="tel" autoComplete="tel" maxLength={40} />
      <TableField {...field('email')} type="email" autoComplete="email" maxLength={254} />
      <TableField {...field('date')} type="datetime-local" min={`${clubToday()}T00:00`} />
      {sendFailed || checks.unavailable ? (
        <p className="form-alert" role="alert">
          {t('validation.tableSendFailed')}
        </p>
      ) : null}
      <button className="button table-booking__submit" type="submit" disabled={isSending}>
        {isSending ? t('tableBooking.sending') : t('tableBooking.submit')}
      </button>
    </form>
  );
}
