import { useFormContext } from 'react-hook-form';
import { FEE_IDS } from '../../../../../../common/api/feeIds';
import type { PriceListBody } from '../../../../../../common/api/priceLists';
import { useAdminT } from '../../i18n';
import { LocalizedField, NumberField, useFieldError } from './formFields';

/** Groups, juniors (with the fees that carry their discount) and the at-golf surcharge. */
export function ListRulesFields() {
  const t = useAdminT();
  const { register } = useFormContext<PriceListBody>();
  const juniorFeesError = useFieldError('junior.fees');
  return (
    <fieldset className="admin-card admin-fieldset">
      <legend className="prices-season__legend">{t('admin.prices.rules')}</legend>
      <div className="prices-grid">
        <NumberField name="groupSize" label={t('admin.prices.groupSize')} />
        <NumberField name="atGolfSurcharge" label={t('admin.prices.atGolf')} euros />
        <NumberField name="junior.underAge" label={t('admin.prices.juniorUnder')} />
        <NumberField name="junior.percent" label={t('admin.prices.juniorPercent')} />
      </div>
      <fieldset className="admin-fieldset">
        <legend className="admin-field__label">{t('admin.prices.juniorFees')}</legend>
        <div className="prices-checks">
          {FEE_IDS.map((fee) => (
            <label key={fee} className="admin-check">
              <input type="checkbox" value={fee} {...register('junior.fees')} />
              {t(`admin.prices.fee.${fee}`)}
            </label>
          ))}
        </div>
        {juniorFeesError ? <p className="admin-field__error">{juniorFeesError}</p> : null}
      </fieldset>
    </fieldset>
  );
}

/** The season ticket, the driving range and the golf buggy: their labels, prices and notes. */
export function ProductFields() {
  const t = useAdminT();
  return (
    <>
      <fieldset className="admin-card admin-fieldset">
        <legend className="prices-season__legend">{t('admin.prices.seasonTicket')}</legend>
        <LocalizedField name="products.seasonTicket.label" label={t('admin.prices.label')} />
        <div className="prices-grid">
          <NumberField name="products.seasonTicket.rounds" label={t('admin.prices.rounds')} />
          <NumberField name="products.seasonTicket.price" label={t('admin.prices.price')} euros />
        </div>
        <LocalizedField name="products.seasonTicket.note" label={t('admin.prices.note')} rows={2} />
      </fieldset>
      <fieldset className="admin-card admin-fieldset">
        <legend className="prices-season__legend">{t('admin.prices.drivingRange')}</legend>
        <LocalizedField name="products.drivingRange.label" label={t('admin.prices.label')} />
        <div className="prices-grid">
          <NumberField name="products.drivingRange.minutes" label={t('admin.prices.minutes')} />
          <NumberField name="products.drivingRange.juniorUnderAge" label={t('admin.prices.juniorUnder')} />
          <NumberField name="products.drivingRange.adultPrice" label={t('admin.prices.adultPrice')} euros />
          <NumberField name="products.drivingRange.juniorPrice" label={t('admin.prices.juniorPrice')} euros />
        </div>
        <LocalizedField name="products.drivingRange.note" label={t('admin.prices.note')} rows={2} />
      </fieldset>
      <fieldset className="admin-card admin-fieldset">
        <legend className="prices-season__legend">{t('admin.prices.buggy')}</legend>
        <LocalizedField name="products.buggy.label" label={t('admin.prices.label')} />
        <div className="prices-grid">
          <NumberField name="products.buggy.pricePerRound" label={t('admin.prices.perRound')} euros />
          <NumberField name="products.buggy.driverMinAge" label={t('admin.prices.driverAge')} />
        </div>
        <p className="admin-field__hint">{t('admin.prices.buggyUntilHint')}</p>
        <LocalizedField name="products.buggy.note" label={t('admin.prices.note')} rows={2} />
      </fieldset>
    </>
  );
}
