import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { type CourseDocument, HOLE_COUNT, MAX_HOLE_METRES } from '../../../../../../common/api/holes';
import { useAdminT } from '../../i18n';
import { Field } from '../Field';
import { errorAt } from './courseForm';
import { HoleMediaField } from './HoleMediaField';
import { LocalizedTextField } from './LocalizedTextField';

const PARS = [3, 4, 5] as const;

interface HoleFieldsProps {
  /** 1 to 18. */
  number: number;
  onGo: (number: number) => void;
}

/** One hole: its name and description in four languages, par, stroke index, a length per tee, its media. */
export function HoleFields({ number, onGo }: HoleFieldsProps) {
  const t = useAdminT();
  const { control, register } = useFormContext<CourseDocument>();
  const index = number - 1;
  const { errors } = useFormState<CourseDocument>({ control, name: `holes.${index}` });
  const tees = useWatch({ control, name: 'tees' });
  const error = (path: string) => errorAt(errors, `holes.${index}.${path}`);
  return (
    <fieldset className="admin-card admin-fieldset course-hole" aria-labelledby={`course-hole-${number}`}>
      <h3 id={`course-hole-${number}`} className="course-hole__title" tabIndex={-1}>
        {t('admin.course.hole', { number })}
      </h3>
      <LocalizedTextField
        name={`holes.${index}.name`}
        label={t('admin.course.holeName', { number })}
        maxLength={60}
      />
      <LocalizedTextField
        name={`holes.${index}.description`}
        label={t('admin.course.description', { number })}
        hint={t('admin.course.descriptionHint')}
        maxLength={1000}
        rows={4}
      />
      <div className="course-hole__numbers">
        <Controller
          control={control}
          name={`holes.${index}.par`}
          render={({ field }) => (
            // Three choices a thumb hits, rather than a list to open.
            <fieldset className="admin-segmented course-hole__par">
              <legend className="admin-field__label">{t('admin.course.par')}</legend>
              {PARS.map((par) => (
                <label key={par} className="admin-segmented__option">
                  <input
                    type="radio"
                    name={field.name}
                    value={par}
                    checked={field.value === par}
                    onChange={() => field.onChange(par)}
                    onBlur={field.onBlur}
                  />
                  {par}
                </label>
              ))}
              {error('par') ? <p className="admin-field__error">{error('par')}</p> : null}
            </fieldset>
          )}
        />
        <Field
          label={t('admin.course.strokeIndex')}
          hint={t('admin.course.strokeIndexHint')}
          error={error('strokeIndex')}
        >
          {(props) => (
            <input
              {...props}
              className="admin-input"
              type="number"
              inputMode="numeric"
              min={1}
              max={HOLE_COUNT}
              {...register(`holes.${index}.strokeIndex`, { valueAsNumber: true })}
            />
          )}
        </Field>
      </div>
      <fieldset className="admin-fieldset course-hole__lengths">
        <legend>{t('admin.course.lengthsTitle')}</legend>
        {tees.map((tee) => (
          <Field
            key={tee.id}
            label={t('admin.course.lengthFrom', { tee: tee.name.en || tee.id })}
            error={error(`lengths.${tee.id}`)}
          >
            {(props) => (
              <input
                {...props}
                className="admin-input"
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_HOLE_METRES}
                {...register(`holes.${index}.lengths.${tee.id}`, { valueAsNumber: true })}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <fieldset className="admin-fieldset course-hole__media">
        <legend>{t('admin.course.mediaTitle')}</legend>
        <p className="admin-field__hint">{t('admin.course.mediaHint')}</p>
        <HoleMediaField name={`holes.${index}.plan`} label={t('admin.course.plan')} />
        <HoleMediaField name={`holes.${index}.picture`} label={t('admin.course.picture')} />
        <HoleMediaField name={`holes.${index}.video`} label={t('admin.course.video')} />
      </fieldset>
      <div className="course-hole__steps">
        <button
          type="button"
          className="button button--secondary"
          disabled={number === 1}
          onClick={() => onGo(number - 1)}
        >
          {t('admin.course.previousHole')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={number === HOLE_COUNT}
          onClick={() => onGo(number + 1)}
        >
          {t('admin.course.nextHole')}
        </button>
      </div>
    </fieldset>
  );
}
