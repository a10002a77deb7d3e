import { useRef, useState } from 'react';

/**
 * A staff form's errors by field name. `show` puts a check's errors on screen and, when there are any,
 * moves focus to the first field in error (its `name`), as the public forms do; it answers whether the
 * form may be sent.
 */
export function useFieldErrors<Errors extends object>() {
  const [errors, setErrors] = useState<Errors>({} as Errors);
  const formRef = useRef<HTMLFormElement>(null);
  const show = (found: Errors): boolean => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first === undefined) return true;
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return false;
  };
  return { errors, formRef, show };
}
