import { Controller, useFormContext } from 'react-hook-form';
import type { DayHours, OpeningHours } from '../../../../../../common/api/openingHours';
import { useAdminT } from '../../i18n';

/** The hours a day takes when staff open it again. */
const OPEN_DAY = { opens: '09:00', closes: '17:00' };

type DayPath = `${keyof OpeningHours}.${number}.days.${number}`;

/** One weekday of a season: closed, or open from a time, until a time or without a closing time. */
export function DayHoursField({ name, weekday }: { name: DayPath; weekday: string }) {
  const t = useAdminT();
  const { control } = useFormContext<OpeningHours>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const day = field.value as DayHours;
        const set = (next: DayHours) => field.onChange(next);
        const error =
          fieldState.error?.message ??
          (fieldState.error as { closes?: { message?: string } })?.closes?.message;
        return (
          <fieldset className="admin-fieldset hours-day">
            <legend className="hours-day__name">{weekday}</legend>
            <label className="hours-day__check">
              <input
                type="checkbox"
                checked={day === null}
                onChange={(event) => set(event.target.checked ? null : OPEN_DAY)}
              />{' '}
              {t('admin.hours.closed')}
            </label>
            {day ? (
              <div className="hours-day__times">
                <label>
                  {t('admin.hours.opens')}{' '}
                  <input
                    className="admin-input"
                    type="time"
                    value={day.opens}
                    onChange={(event) => set({ ...day, opens: event.target.value })}
                  />
                </label>
                <label className="hours-day__check">
                  <input
                    type="checkbox"
                    checked={day.closes === null}
                    onChange={(event) =>
                      set({ ...day, closes: event.target.checked ? null : OPEN_DAY.closes })
                    }
                  />{' '}
                  {t('admin.hours.noClosing')}
                </label>
                {day.closes !== null ? (
                  <label>
                    {t('admin.hours.closes')}{' '}
                    <input
                      className="admin-input"
                      type="time"
                      value={day.closes}
                      aria-invalid={error ? true : undefined}
                      onChange={(event) => set({ ...day, closes: event.target.value })}
                    />
                  </label>
                ) : null}
              </div>
            ) : null}
            {error ? <p className="admin-field__error">{error}</p> : null}
          </fieldset>
        );
      }}
    />
  );
}
