import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { type CourseDocument, MAX_TEES } from '../../../../../../common/api/holes';
import { useAdminT } from '../../i18n';
import { Field } from '../Field';
import { errorAt, freeTeeId, lengthsWithoutTee, lengthsWithTee, newTee } from './courseForm';
import { LocalizedTextField } from './LocalizedTextField';

/** The tees: each one's name in four languages, its colour, course rating and slope; add and remove. */
export function TeesFields() {
  const t = useAdminT();
  const { control, register, getValues, setValue } = useFormContext<CourseDocument>();
  const { errors } = useFormState<CourseDocument>({ control, name: 'tees' });
  // The tee's own id is data (the holes' lengths are keyed by it): the array's key goes elsewhere.
  const tees = useFieldArray({ control, name: 'tees', keyName: 'fieldId' });
  const error = (path: string) => errorAt(errors, path);

  const add = () => {
    const current = getValues('tees');
    const id = freeTeeId(current);
    const lengths = lengthsWithTee(getValues('holes'), id, current.at(-1)?.id);
    for (const [index, holeLengths] of lengths.entries())
      setValue(`holes.${index}.lengths`, holeLengths, { shouldDirty: true });
    tees.append(newTee(id));
  };
  const remove = (index: number) => {
    const id = getValues(`tees.${index}.id`);
    for (const [hole, holeLengths] of lengthsWithoutTee(getValues('holes'), id).entries())
      setValue(`holes.${hole}.lengths`, holeLengths, { shouldDirty: true });
    tees.remove(index);
  };

  return (
    <fieldset className="admin-card admin-fieldset course-tees">
      <legend>{t('admin.course.teesTitle')}</legend>
      <p className="admin-field__hint">{t('admin.course.teesHint')}</p>
      {tees.fields.map((tee, index) => (
        <fieldset key={tee.fieldId} className="admin-fieldset course-tee">
          <legend>{t('admin.course.tee', { number: index + 1 })}</legend>
          <LocalizedTextField
            name={`tees.${index}.name`}
            label={t('admin.course.teeName', { number: index + 1 })}
            maxLength={40}
          />
          <div className="course-tee__numbers">
            <Field label={t('admin.course.colour')} error={error(`tees.${index}.colour`)}>
              {(control) => (
                <input
                  {...control}
                  className="admin-input course-tee__colour"
                  type="color"
                  {...register(`tees.${index}.colour`)}
                />
              )}
            </Field>
            <Field
              label={t('admin.course.courseRating')}
              hint={t('admin.course.courseRatingHint')}
              error={error(`tees.${index}.courseRating`)}
            >
              {(control) => (
                <input
                  {...control}
                  className="admin-input"
                  type="number"
                  inputMode="decimal"
                  step="0.1"
                  {...register(`tees.${index}.courseRating`, { valueAsNumber: true })}
                />
              )}
            </Field>
            <Field
              label={t('admin.course.slope')}
              hint={t('admin.course.slopeHint')}
              error={error(`tees.${index}.slope`)}
            >
              {(control) => (
                <input
                  {...control}
                  className="admin-input"
                  type="number"
                  inputMode="numeric"
                  step="1"
                  {...register(`tees.${index}.slope`, { valueAsNumber: true })}
                />
              )}
            </Field>
          </div>
          {error(`tees.${index}.id`) ? (
            <p className="admin-field__error">{error(`tees.${index}.id`)}</p>
          ) : null}
          {tees.fields.length > 1 ? (
            <button
              type="button"
              className="button button--secondary admin-button--danger"
              onClick={() => remove(index)}
            >
              {t('admin.course.removeTee', { number: index + 1 })}
            </button>
          ) : null}
        </fieldset>
      ))}
      {tees.fields.length < MAX_TEES ? (
        <>
          <p className="admin-field__hint">{t('admin.course.addTeeHint')}</p>
          <button type="button" className="button button--secondary" onClick={add}>
            {t('admin.course.addTee')}
          </button>
        </>
      ) : null}
    </fieldset>
  );
}
