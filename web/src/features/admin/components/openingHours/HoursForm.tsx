import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useFieldArray, useForm, useFormContext, useFormState } from 'react-hook-form';
import {
  FACILITIES,
  type Facility,
  type OpeningHours,
  type OpeningPeriod,
  openingHoursBody,
} from '../../../../../../common/api/openingHours';
import { LANGUAGES } from '../../../../../../common/i18n/languages';
import { useSaveOpeningHours } from '../../api/openingHours';
import { useAdminT } from '../../i18n';
import { FormSaveBar } from '../FormSaveBar';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';
import { DayHoursField } from './DayHoursField';

export const FACILITY_LABELS = {
  drivingRange: 'admin.hours.facility.drivingRange',
  shop: 'admin.hours.facility.shop',
  bar: 'admin.hours.facility.bar',
} as const;

/** Monday first, as the data holds the days. */
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MAX_SEASONS = 6;

const NEW_SEASON: OpeningPeriod = {
  name: { en: 'New season', nl: '', fr: '', de: '' },
  from: { month: 1, day: 1 },
  to: { month: 12, day: 31 },
  days: Array.from({ length: 7 }, () => ({ opens: '09:00', closes: '17:00' })),
};

function MonthDayFields({ path, label }: { path: `${Facility}.${number}.${'from' | 'to'}`; label: string }) {
  const t = useAdminT();
  const { register, getFieldState, formState } = useFormContext<OpeningHours>();
  const error = getFieldState(path, formState).error;
  const message = error?.message ?? error?.root?.message;
  return (
    <fieldset className="admin-fieldset hours-month-day">
      <legend className="admin-field__label">{label}</legend>
      <label>
        {t('admin.hours.day')}{' '}
        <input
          className="admin-input"
          type="number"
          min={1}
          max={31}
          {...register(`${path}.day`, { valueAsNumber: true })}
        />
      </label>
      <label>
        {t('admin.hours.month')}{' '}
        <input
          className="admin-input"
          type="number"
          min={1}
          max={12}
          {...register(`${path}.month`, { valueAsNumber: true })}
        />
      </label>
      {message ? <p className="admin-field__error">{message}</p> : null}
    </fieldset>
  );
}

function SeasonsOf({ facility }: { facility: Facility }) {
  const t = useAdminT();
  const { control, register, getFieldState, formState } = useFormContext<OpeningHours>();
  const seasons = useFieldArray({ control, name: facility });
  return (
    <div className="hours-seasons">
      {seasons.fields.map((season, index) => (
        <fieldset key={season.id} className="admin-card admin-fieldset hours-season">
          <legend className="hours-season__legend">{t('admin.hours.season', { number: index + 1 })}</legend>
          {LANGUAGES.map((language) => (
            <label key={language} className="admin-field">
              <span className="admin-field__label">
                {t('admin.hours.seasonName', { language: language.toUpperCase() })}
              </span>
              <input className="admin-input" {...register(`${facility}.${index}.name.${language}`)} />
            </label>
          ))}
          {getFieldState(`${facility}.${index}.name.en`, formState).error ? (
            <p className="admin-field__error">
              {getFieldState(`${facility}.${index}.name.en`, formState).error?.message}
            </p>
          ) : null}
          <MonthDayFields path={`${facility}.${index}.from`} label={t('admin.hours.from')} />
          <MonthDayFields path={`${facility}.${index}.to`} label={t('admin.hours.to')} />
          {WEEKDAYS.map((weekday, day) => (
            <DayHoursField key={weekday} name={`${facility}.${index}.days.${day}`} weekday={weekday} />
          ))}
          <button
            type="button"
            className="button button--secondary admin-button--danger"
            onClick={() => seasons.remove(index)}
          >
            {t('admin.hours.removeSeason')}
          </button>
        </fieldset>
      ))}
      {seasons.fields.length < MAX_SEASONS ? (
        <button type="button" className="button button--secondary" onClick={() => seasons.append(NEW_SEASON)}>
          {t('admin.hours.addSeason')}
        </button>
      ) : null}
    </div>
  );
}

/** Every place's seasons, one place shown at a time; checked with the server's schema before it is sent. */
export function HoursForm({ initial }: { initial: OpeningHours }) {
  const t = useAdminT();
  const save = useSaveOpeningHours();
  const [facility, setFacility] = useState<Facility>('drivingRange');
  const form = useForm<OpeningHours>({ resolver: zodResolver(openingHoursBody), defaultValues: initial });
  const { isDirty, errors } = useFormState({ control: form.control });
  useUnsavedChangesGuard(isDirty);
  const send = (hours: OpeningHours) => save.mutate(hours, { onSuccess: () => form.reset(hours) });
  return (
    <FormProvider {...form}>
      <form className="admin-form hours-form" noValidate onSubmit={form.handleSubmit(send)}>
        <fieldset className="admin-fieldset hours-facilities">
          <legend className="visually-hidden">{t('admin.hours.place')}</legend>
          {FACILITIES.map((name) => (
            <button
              key={name}
              type="button"
              className={`button ${name === facility ? '' : 'button--secondary'}`}
              aria-pressed={name === facility}
              onClick={() => setFacility(name)}
            >
              {t(FACILITY_LABELS[name])}
              {errors[name] ? ' !' : ''}
            </button>
          ))}
        </fieldset>
        <SeasonsOf key={facility} facility={facility} />
        <FormSaveBar save={save} label={t('admin.hours.save')} />
      </form>
    </FormProvider>
  );
}
