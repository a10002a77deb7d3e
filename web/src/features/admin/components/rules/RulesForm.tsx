import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldError, FormProvider, useFieldArray, useForm, useFormState } from 'react-hook-form';
import { type ClubRules, clubRules } from '../../../../../../common/api/clubRules';
import { LANGUAGES } from '../../../../../../common/i18n/languages';
import { clubToday } from '../../../../../../common/rules/clubTime';
import { useSaveClubRules } from '../../api/clubRules';
import { useAdminT } from '../../i18n';
import { FormSaveBar } from '../FormSaveBar';
import { useUnsavedChangesGuard } from '../useUnsavedChangesGuard';

const LIMITS = ['mondayToThursday', 'fridayToSundayAndHolidays'] as const;

const fieldError = (error: FieldError | undefined) =>
  error?.message ? <p className="admin-field__error">{error.message}</p> : null;

/** The two limits and the club's holidays; checked with the server's schema (clubRules) before it is sent. */
export function RulesForm({ initial }: { initial: ClubRules }) {
  const t = useAdminT();
  const save = useSaveClubRules();
  const form = useForm<ClubRules>({ resolver: zodResolver(clubRules), defaultValues: initial });
  const { register, control } = form;
  const { isDirty, errors } = useFormState({ control });
  const holidays = useFieldArray({ control, name: 'holidays' });
  useUnsavedChangesGuard(isDirty);
  const send = (rules: ClubRules) => save.mutate(rules, { onSuccess: (saved) => form.reset(saved) });
  return (
    <FormProvider {...form}>
      <form className="admin-form rules-form" noValidate onSubmit={form.handleSubmit(send)}>
        <fieldset className="admin-card admin-fieldset">
          <legend>{t('admin.rules.limitsTitle')}</legend>
          {LIMITS.map((day) => (
            <div key={day} className="admin-field">
              <label>
                <span className="admin-field__label">{t(`admin.rules.${day}`)}</span>
                <input
                  className="admin-input"
                  type="number"
                  inputMode="decimal"
                  step="0.1"
                  {...register(`handicapLimits.${day}`, { valueAsNumber: true })}
                />
              </label>
              {fieldError(errors.handicapLimits?.[day])}
            </div>
          ))}
        </fieldset>

        <fieldset className="admin-card admin-fieldset">
          <legend>{t('admin.rules.holidaysTitle')}</legend>
          <p className="admin-field__hint">{t('admin.rules.holidaysHint')}</p>
          {holidays.fields.length === 0 ? <p>{t('admin.rules.noHolidays')}</p> : null}
          {holidays.fields.map((holiday, index) => (
            <fieldset key={holiday.id} className="admin-fieldset rules-holiday">
              <legend>{t('admin.rules.holiday', { number: index + 1 })}</legend>
              <div className="admin-field">
                <label>
                  <span className="admin-field__label">{t('admin.rules.date')}</span>
                  <input className="admin-input" type="date" {...register(`holidays.${index}.date`)} />
                </label>
                {fieldError(errors.holidays?.[index]?.date)}
              </div>
              {LANGUAGES.map((language) => (
                <div key={language} className="admin-field">
                  <label>
                    <span className="admin-field__label">
                      {t('admin.rules.name', { language: language.toUpperCase() })}
                    </span>
                    <input className="admin-input" {...register(`holidays.${index}.name.${language}`)} />
                  </label>
                  {fieldError(errors.holidays?.[index]?.name?.[language])}
                </div>
              ))}
              <button
                type="button"
                className="button button--secondary admin-button--danger"
                onClick={() => holidays.remove(index)}
              >
                {t('admin.rules.removeHoliday')}
              </button>
            </fieldset>
          ))}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => holidays.append({ date: clubToday(), name: { en: '', nl: '', fr: '', de: '' } })}
          >
            {t('admin.rules.addHoliday')}
          </button>
        </fieldset>

        <FormSaveBar save={save} label={t('admin.rules.save')} />
      </form>
    </FormProvider>
  );
}
