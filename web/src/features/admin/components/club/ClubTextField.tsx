import { get, type RegisterOptions, useFormContext, useFormState } from 'react-hook-form';
import type { ClubDetails } from '../../../../../../common/api/club';
import { Field } from '../Field';

/** The paths of the club's details that are typed as text or a number. */
export type ClubFieldPath =
  | 'name'
  | 'address.street'
  | 'address.postalCode'
  | 'address.city'
  | 'address.countryCode'
  | 'phone'
  | 'email'
  | 'map.lat'
  | 'map.lon'
  | 'membersUrl'
  | 'photoCredits'
  | `socialLinks.${number}.url`;

interface ClubTextFieldProps {
  path: ClubFieldPath;
  label: string;
  hint?: string | undefined;
  optional?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url' | 'number';
  options?: RegisterOptions<ClubDetails, ClubFieldPath>;
  /** Attributes of the input itself (autocomplete, inputmode, step, the short width). */
  input?: { autoComplete?: string; inputMode?: 'decimal'; step?: string; maxLength?: number };
  short?: boolean;
}

/**
 * One field of the club's details (inside ClubForm's FormProvider): labelled, with its hint, and the
 * schema's message for it right under it, as the server would say it.
 */
export function ClubTextField({
  path,
  label,
  hint,
  optional = false,
  type = 'text',
  options,
  input,
  short = false,
}: ClubTextFieldProps) {
  const { register } = useFormContext<ClubDetails>();
  const { errors } = useFormState<ClubDetails>({ name: path });
  const message = (get(errors, path) as { message?: string } | undefined)?.message;
  return (
    <Field
      label={label}
      hint={hint}
      error={message}
      optional={optional}
      className={short ? 'admin-field--short' : undefined}
    >
      {(control) => (
        <input
          {...control}
          {...input}
          className="admin-input"
          type={type}
          {...(type === 'url' || type === 'email' ? { autoCapitalize: 'none', spellCheck: false } : {})}
          {...register(path, options)}
        />
      )}
    </Field>
  );
}
