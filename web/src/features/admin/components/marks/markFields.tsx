import { get, useController, useFormContext, useFormState } from 'react-hook-form';
import type { LocalizedText } from '../../../../../../common/api/documents';
import type { MarksDocument } from '../../../../../../common/api/marks';
import { useAdminT } from '../../i18n';
import { Field } from '../Field';
import { LanguageVersions } from '../LanguageVersions';
import { MediaPicker } from '../media/MediaPicker';

type MarkList = 'awards' | 'brands';
type MarkPath<L extends MarkList = MarkList> = `${L}.${number}`;

/** The schema's message for a field of the form, as the server would say it. */
function useErrorAt(path: string): string | undefined {
  const { errors } = useFormState<MarksDocument>();
  return (get(errors, path) as { message?: string } | undefined)?.message;
}

/** A one-line text of a mark: the brand's name, the year, the link. */
export function MarkTextField({
  path,
  label,
  hint,
  optional = false,
  type = 'text',
  maxLength,
}: {
  path: `${MarkPath}.link` | `${MarkPath<'brands'>}.name` | `${MarkPath<'awards'>}.year`;
  label: string;
  hint: string;
  optional?: boolean;
  type?: 'text' | 'url' | 'year';
  maxLength: number;
}) {
  const { register } = useFormContext<MarksDocument>();
  const error = useErrorAt(path);
  // An empty year is none; anything else is a number for the schema to judge (NaN: not a year).
  const options =
    type === 'year'
      ? { setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)) }
      : {};
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      className={type === 'year' ? 'admin-field--short' : undefined}
    >
      {(control) => (
        <input
          {...control}
          className="admin-input"
          type={type === 'url' ? 'url' : 'text'}
          maxLength={maxLength}
          autoComplete="off"
          {...(type === 'url' ? { autoCapitalize: 'none', spellCheck: false } : {})}
          {...(type === 'year' ? { inputMode: 'numeric' as const } : {})}
          {...register(path, options)}
        />
      )}
    </Field>
  );
}

/** A text of a mark in the four languages: an award's name, what the shop sells of a brand. */
export function MarkLanguagesField({
  path,
  label,
  hint,
  maxLength,
}: {
  path: `${MarkPath<'awards'>}.name` | `${MarkPath<'brands'>}.category`;
  label: string;
  hint: string;
  maxLength: number;
}) {
  const { field } = useController<MarksDocument, typeof path>({ name: path });
  const englishError = useErrorAt(`${path}.en`);
  const texts = field.value as LocalizedText;
  return (
    <LanguageVersions
      label={label}
      hint={hint}
      name={`${path}.en`}
      texts={texts}
      maxLength={maxLength}
      englishError={englishError}
      onChange={(language, text) => field.onChange({ ...texts, [language]: text })}
    />
  );
}

/** The mark's picture, chosen from the media library (one). */
export function MarkPictureField({ path }: { path: `${MarkPath}.mediaId` }) {
  const t = useAdminT();
  const { field } = useController<MarksDocument, typeof path>({ name: path });
  const error = useErrorAt(path);
  return (
    <fieldset className="admin-fieldset">
      <legend className="admin-field__label">{t('admin.marks.picture')}</legend>
      <p className="admin-field__hint">{t('admin.marks.pictureHint')}</p>
      <MediaPicker
        multiple={false}
        selected={field.value ? [field.value] : []}
        onChange={(ids) => field.onChange(ids[0] ?? '')}
      />
      {error ? (
        <p className="admin-field__error" role="alert">
          {t('admin.marks.pictureMissing')}
        </p>
      ) : null}
    </fieldset>
  );
}
