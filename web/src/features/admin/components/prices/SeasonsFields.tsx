import { useFieldArray, useFormContext } from 'react-hook-form';
import { FEE_IDS } from '../../../../../../common/api/feeIds';
import type { PriceListBody } from '../../../../../../common/api/priceLists';
import { useAdminT } from '../../i18n';
import { blankSeason, newSeasonKey } from '../../lib/priceListForm';
import { SeasonFields } from './SeasonFields';

type PerSeason<T> = Record<string, T>;

const without = <T,>(record: PerSeason<T>, key: string): PerSeason<T> =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

/**
 * The list's seasons, one card each, up to `max`. Adding one copies the last season's fees and times to
 * start from; removing one takes its fees and times out of the list with it, as the schema requires.
 */
export function SeasonsFields({ max }: { max: number }) {
  const t = useAdminT();
  const { control, getValues, setValue, formState } = useFormContext<PriceListBody>();
  const seasons = useFieldArray({ control, name: 'seasons', keyName: 'fieldId' });
  const seasonsError = formState.errors.seasons?.root?.message ?? formState.errors.seasons?.message;

  const add = () => {
    const list = getValues();
    const last = list.seasons.at(-1)?.key ?? '';
    const key = newSeasonKey(list.seasons.map((season) => season.key));
    for (const fee of FEE_IDS) {
      setValue(`greenFees.${fee}`, { ...list.greenFees[fee], [key]: list.greenFees[fee][last] ?? 0 });
    }
    setValue('twilightFrom', { ...list.twilightFrom, [key]: list.twilightFrom[last] ?? '16:00' });
    const until = list.products.buggy.availableUntil;
    setValue('products.buggy.availableUntil', { ...until, [key]: until[last] ?? '14:00' });
    seasons.append(blankSeason(key));
  };
  const remove = (index: number) => {
    const list = getValues();
    const key = list.seasons[index]?.key;
    if (key === undefined) return;
    for (const fee of FEE_IDS) setValue(`greenFees.${fee}`, without(list.greenFees[fee], key));
    setValue('twilightFrom', without(list.twilightFrom, key));
    setValue('products.buggy.availableUntil', without(list.products.buggy.availableUntil, key));
    seasons.remove(index);
  };

  return (
    <section className="prices-seasons" aria-labelledby="prices-seasons-title">
      <h2 className="prices-section-title" id="prices-seasons-title">
        {t('admin.prices.seasons')}
      </h2>
      <p className="admin-field__hint">{t('admin.prices.seasonsHint')}</p>
      {seasonsError ? (
        <p className="admin-field__error prices-seasons__error" data-form-error tabIndex={-1}>
          {seasonsError}
        </p>
      ) : null}
      {seasons.fields.map((season, index) => (
        <SeasonFields
          key={season.fieldId}
          index={index}
          onRemove={seasons.fields.length > 1 ? () => remove(index) : null}
        />
      ))}
      <button
        type="button"
        className="button button--secondary admin-button--wide"
        disabled={seasons.fields.length >= max}
        onClick={add}
      >
        <span aria-hidden="true">+</span>{' '}
        {seasons.fields.length >= max ? t('admin.prices.seasonsFull', { max }) : t('admin.prices.addSeason')}
      </button>
    </section>
  );
}
