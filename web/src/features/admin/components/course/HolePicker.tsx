import { HOLE_COUNT } from '../../../../../../common/api/holes';
import { useAdminT } from '../../i18n';

const numbers = Array.from({ length: HOLE_COUNT }, (_, index) => index + 1);

interface HolePickerProps {
  current: number;
  /** Holes with a field to fix: marked, so that staff find them from any hole. */
  withErrors: readonly number[];
  onPick: (number: number) => void;
}

/** The 18 holes as a row of choices (two rows on a phone): one hole is edited at a time. */
export function HolePicker({ current, withErrors, onPick }: HolePickerProps) {
  const t = useAdminT();
  return (
    <fieldset className="admin-segmented course-hole-picker">
      <legend className="admin-field__label">{t('admin.course.pickHole')}</legend>
      {numbers.map((number) => {
        const invalid = withErrors.includes(number);
        return (
          <label
            key={number}
            className={`admin-segmented__option course-hole-picker__option${invalid ? ' course-hole-picker__option--invalid' : ''}`}
          >
            <input
              type="radio"
              name="course-hole"
              value={number}
              checked={number === current}
              onChange={() => onPick(number)}
            />
            {number}
            {invalid ? (
              <>
                <span aria-hidden="true">!</span>
                <span className="visually-hidden"> {t('admin.course.holeHasErrors')}</span>
              </>
            ) : null}
          </label>
        );
      })}
    </fieldset>
  );
}
