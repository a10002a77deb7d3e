import { type FieldPath, useController, useFormState } from 'react-hook-form';
import type { LocalizedText } from '../../../../../../common/api/documents';
import type { CourseDocument } from '../../../../../../common/api/holes';
import { LanguageVersions } from '../LanguageVersions';
import { errorAt } from './courseForm';

interface LocalizedTextFieldProps {
  /** A text of the course in four languages: a hole's name or description, a tee's name. */
  name: FieldPath<CourseDocument>;
  label: string;
  hint?: string | undefined;
  maxLength: number;
  rows?: number;
}

/** One text of the course in English, Dutch, French and German; a missing version says English stands in. */
export function LocalizedTextField({ name, label, hint, maxLength, rows }: LocalizedTextFieldProps) {
  const { field } = useController<CourseDocument>({ name });
  const { errors } = useFormState<CourseDocument>({ name });
  const texts = field.value as LocalizedText;
  return (
    <LanguageVersions
      label={label}
      hint={hint}
      name={`${name}.en`}
      texts={texts}
      maxLength={maxLength}
      {...(rows === undefined ? {} : { rows })}
      englishError={errorAt(errors, `${name}.en`)}
      onChange={(language, text) => field.onChange({ ...texts, [language]: text })}
    />
  );
}
