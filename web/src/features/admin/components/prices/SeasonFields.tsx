import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FEE_IDS } from '../../../../../../common/api/feeIds';
import type { PriceListBody } from '../../../../../../common/api/priceLists';
import { useAdminT } from '../../i18n';
import { Field } from '../Field';
import { MonthSelect } from '../MonthSelect';
import { DateTimeField, LocalizedField, NumberField, type PriceListPath, useFieldError } from './formFields';

/** A day of the year: the day's number and the month by name, side by side even on a phone. */
function MonthDayFields({
  name,
  label,
}: {
  name: `seasons.${number}.from` | `seasons.${number}.to`;
  label: string;
}) {
  const t = useAdminT();
  const { register } = useFormContext<PriceListBody>();
  const { field: month } = useController<PriceListBody, `seasons.${number}.${'from' | 'to'}.month`>({
    name: `${name}.month`,
  });
  const error = useFieldError(name);
  const dayError = useFieldError(`${name}.day`);
  const monthError = useFieldError(`${name}.month`);
  return (
    <fieldset className="admin-fieldset prices-day">
      <legend className="admin-field__label">{label}</legend>
      <div className="prices-day__pair">
        <Field label={t('admin.prices.day')} error={dayError}>
          {(control) => (
            <input
              {...control}
              {...register(`${name}.day`, { valueAsNumber: true })}
              className="admin-input"
              type="number"
              inputMode="numeric"
              min={1}
              max={31}
              step={1}
            />
          )}
        </Field>
        <Field label={t('admin.prices.month')} error={monthError}>
          {(control) => (
            // The month stays a number, whatever the select's own value reads.
            <MonthSelect
              control={control}
              name={month.name}
              value={month.value}
              onChange={month.onChange}
              onBlur={month.onBlur}
              selectRef={month.ref}
            />
          )}
        </Field>
      </div>
      {error ? <p className="admin-field__error">{error}</p> : null}
    </fieldset>
  );
}

interface SeasonFieldsProps {
  index: number;
  onRemove: (() => void) | null;
}

/**
 * One season of the list as a card (a wide table would not fit a phone): its name and days, its six green
 * fees, and the times that change with it.
 */
export function SeasonFields({ index, onRemove }: SeasonFieldsProps) {
  const t = useAdminT();
  const key = useWatch<PriceListBody, `seasons.${number}.key`>({ name: `seasons.${index}.key` });
  const english = useWatch<PriceListBody, `seasons.${number}.name.en`>({ name: `seasons.${index}.name.en` });
  const title = english.trim() || t('admin.prices.seasonNumber', { number: index + 1 });
  const perSeason = (path: string) => `${path}.${key}` as PriceListPath;
  return (
    <fieldset className="admin-card admin-fieldset prices-season">
      <legend className="prices-season__legend">{title}</legend>
      <LocalizedField name={`seasons.${index}.name`} label={t('admin.prices.seasonName')} />
      <div className="prices-pair">
        <MonthDayFields name={`seasons.${index}.from`} label={t('admin.prices.from')} />
        <MonthDayFields name={`seasons.${index}.to`} label={t('admin.prices.to')} />
      </div>
      <fieldset className="admin-fieldset">
        <legend className="admin-field__label">{t('admin.prices.greenFees')}</legend>
        <div className="prices-grid">
          {FEE_IDS.map((fee) => (
            <NumberField
              key={fee}
              name={perSeason(`greenFees.${fee}`)}
              label={t(`admin.prices.fee.${fee}`)}
              euros
            />
          ))}
        </div>
      </fieldset>
      <div className="prices-grid">
        <DateTimeField name={perSeason('twilightFrom')} label={t('admin.prices.twilightFrom')} type="time" />
        <DateTimeField
          name={perSeason('products.buggy.availableUntil')}
          label={t('admin.prices.buggyUntil')}
          type="time"
        />
      </div>
      {onRemove ? (
        <button type="button" className="button button--secondary admin-button--danger" onClick={onRemove}>
          {t('admin.prices.removeSeason', { name: title })}
        </button>
      ) : null}
    </fieldset>
  );
}
