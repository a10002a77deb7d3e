import { get, useController, useFormState } from 'react-hook-form';
import type { ClubDetails } from '../../../../../../common/api/club';
import type { LocalizedText } from '../../../../../../common/api/documents';
import { LanguageVersions } from '../LanguageVersions';

interface ClubLanguagesFieldProps {
  /** A text of the club's details written per language. */
  path: 'tagline';
  label: string;
  hint?: string | undefined;
  maxLength: number;
}

/**
 * One text of the club's details in English, Dutch, French and German (inside ClubForm's FormProvider), as
 * the other staff texts are edited: a missing version says the site shows the English in its place.
 */
export function ClubLanguagesField({ path, label, hint, maxLength }: ClubLanguagesFieldProps) {
  const { field } = useController<ClubDetails, typeof path>({ name: path });
  const { errors } = useFormState<ClubDetails>({ name: path });
  const texts: LocalizedText = field.value;
  const englishError = (get(errors, `${path}.en`) as { message?: string } | undefined)?.message;
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
