import { get, type Path, useController, useFormContext, useFormState } from 'react-hook-form';
import type { PriceListBody } from '../../../../../../common/api/priceLists';
import { Field } from '../Field';
import { LanguageVersions } from '../LanguageVersions';

export type PriceListPath = Path<PriceListBody>;

/** The schema's message for a field of the form, once the form was checked. */
export function useFieldError(name: PriceListPath): string | undefined {
  const { errors } = useFormState<PriceListBody>({ name });
  const error = get(errors, name) as { message?: string } | undefined;
  return error?.message || undefined;
}

interface NumberFieldProps {
  name: PriceListPath;
  label: string;
  hint?: string;
  /** Euros: the box says so before the number. */
  euros?: boolean;
}

/** A whole number of the list: a numeric keypad on a phone, the schema's message right under it. */
export function NumberField({ name, label, hint, euros = false }: NumberFieldProps) {
  const { register } = useFormContext<PriceListBody>();
  const error = useFieldError(name);
  return (
    <Field label={label} hint={hint} error={error} className="prices-field">
      {(control) => (
        <span className={euros ? 'prices-euros' : undefined}>
          {euros ? (
            <span className="prices-euros__sign" aria-hidden="true">
              €
            </span>
          ) : null}
          <input
            {...control}
            {...register(name, { valueAsNumber: true })}
            className="admin-input"
            type="number"
            inputMode="numeric"
            step={1}
          />
        </span>
      )}
    </Field>
  );
}

interface TextFieldProps {
  name: PriceListPath;
  label: string;
  hint?: string;
  type: 'date' | 'time';
}

/** A date (yyyy-mm-dd) or a time (HH:MM) of the list, as the browser's own picker writes it. */
export function DateTimeField({ name, label, hint, type }: TextFieldProps) {
  const { register } = useFormContext<PriceListBody>();
  const error = useFieldError(name);
  return (
    <Field label={label} hint={hint} error={error} className="prices-field">
      {(control) => <input {...control} {...register(name)} className="admin-input" type={type} />}
    </Field>
  );
}

interface LocalizedFieldProps {
  /** The path of a text per language ({en, nl, fr, de}). */
  name: PriceListPath;
  label: string;
  hint?: string;
  /** Lines of a text area; one line without it. */
  rows?: number;
}

/** A text of the list in the four languages; an empty translation shows the English (and says so). */
export function LocalizedField({ name, label, hint, rows }: LocalizedFieldProps) {
  const { field } = useController<PriceListBody>({ name });
  const englishError = useFieldError(`${name}.en` as PriceListPath);
  const texts = field.value as PriceListBody['name'];
  return (
    <LanguageVersions
      label={label}
      hint={hint}
      name={name}
      texts={texts}
      onChange={(language, text) => field.onChange({ ...texts, [language]: text })}
      maxLength={500}
      {...(rows === undefined ? {} : { rows })}
      englishError={englishError}
    />
  );
}
