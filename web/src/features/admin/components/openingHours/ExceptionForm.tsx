import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  FACILITIES,
  type Facility,
  type OpeningException,
  openingExceptionBody,
} from '../../../../../../common/api/openingHours';
import { LANGUAGES } from '../../../../../../common/i18n/languages';
import { useAddOpeningException } from '../../api/openingHours';
import { useAdminT } from '../../i18n';
import { SaveStatus } from '../SaveStatus';
import { FACILITY_LABELS } from './HoursForm';

const blank = (date: string): OpeningException => ({
  facility: 'bar',
  from: date,
  to: date,
  closed: true,
  opens: null,
  closes: null,
  reason: { en: '', nl: '', fr: '', de: '' },
});

/** An exceptional day or range: closed, or other hours, with a reason per language. */
export function ExceptionForm({ date }: { date: string }) {
  const t = useAdminT();
  const id = useId();
  const add = useAddOpeningException();
  const form = useForm<OpeningException>({
    resolver: zodResolver(openingExceptionBody),
    defaultValues: blank(date),
  });
  const { errors } = form.formState;
  const closed = form.watch('closed');
  const send = (day: OpeningException) =>
    add.mutate(closed ? { ...day, opens: null, closes: null } : day, {
      onSuccess: () => form.reset(blank(date)),
    });
  const text = (value: string | null) => (value === '' ? null : value);
  const error = (message: string | undefined) =>
    message ? <p className="admin-field__error">{message}</p> : null;
  return (
    <form
      className="admin-card admin-form hours-exception-form"
      noValidate
      onSubmit={form.handleSubmit(send)}
    >
      <h3 className="admin-card__title">{t('admin.hours.addException')}</h3>
      <label className="admin-field">
        <span className="admin-field__label">{t('admin.hours.place')}</span>
        <select
          className="admin-input"
          value={form.watch('facility')}
          onChange={(event) => form.setValue('facility', event.target.value as Facility)}
        >
          {FACILITIES.map((name) => (
            <option key={name} value={name}>
              {t(FACILITY_LABELS[name])}
            </option>
          ))}
        </select>
      </label>
      <div className="admin-field">
        <label className="admin-field__label" htmlFor={`${id}-from`}>
          {t('admin.hours.firstDay')}
        </label>
        <input id={`${id}-from`} className="admin-input" type="date" {...form.register('from')} />
        {error(errors.from?.message)}
      </div>
      <div className="admin-field">
        <label className="admin-field__label" htmlFor={`${id}-to`}>
          {t('admin.hours.lastDay')}
        </label>
        <input id={`${id}-to`} className="admin-input" type="date" {...form.register('to')} />
        {error(errors.to?.message)}
      </div>
      <label className="hours-day__check">
        <input type="checkbox" {...form.register('closed')} /> {t('admin.hours.closedAllDay')}
      </label>
      {closed ? null : (
        <div className="hours-day__times">
          <label>
            {t('admin.hours.opens')}{' '}
            <input className="admin-input" type="time" {...form.register('opens', { setValueAs: text })} />
          </label>
          <label>
            {t('admin.hours.closesOptional')}{' '}
            <input className="admin-input" type="time" {...form.register('closes', { setValueAs: text })} />
          </label>
          {error(errors.opens?.message ?? errors.closes?.message)}
        </div>
      )}
      {LANGUAGES.map((language) => (
        <div key={language} className="admin-field">
          <label className="admin-field__label" htmlFor={`${id}-reason-${language}`}>
            {t('admin.hours.reason', { language: language.toUpperCase() })}
          </label>
          <input
            id={`${id}-reason-${language}`}
            className="admin-input"
            {...form.register(`reason.${language}`)}
          />
          {error(errors.reason?.[language]?.message)}
        </div>
      ))}
      <SaveStatus state={add} problem={Object.keys(errors).length > 0 ? t('admin.fixErrors') : undefined} />
      <button type="submit" className="button admin-button--wide" disabled={add.isPending}>
        {t('admin.hours.addException')}
      </button>
    </form>
  );
}
