import type { Ref } from 'react';
import { monthNames } from '../lib/monthNames';

interface MonthSelectProps {
  /** The label's id and descriptions, from `Field`. */
  control: object;
  name: string;
  /** The month's number, 1 to 12. */
  value: number;
  onChange: (month: number) => void;
  onBlur: () => void;
  selectRef: Ref<HTMLSelectElement>;
}

/**
 * A month by name, for a day of the year. Controlled, by react-hook-form's `useController`: an uncontrolled
 * select registered with it showed January until touched.
 */
export function MonthSelect({ control, name, value, onChange, onBlur, selectRef }: MonthSelectProps) {
  return (
    <select
      {...control}
      className="admin-input"
      name={name}
      ref={selectRef}
      value={value}
      onBlur={onBlur}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {monthNames.map((monthName, index) => (
        <option key={monthName} value={index + 1}>
          {monthName}
        </option>
      ))}
    </select>
  );
}
