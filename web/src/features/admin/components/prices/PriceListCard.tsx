import { useState } from 'react';
import type { PriceList } from '../../../../../../common/api/priceLists';
import { useAdminT } from '../../i18n';
import { formatDayTitle } from '../../lib/teeSheetForms';
import { ConfirmDelete } from '../ConfirmDelete';

const wholeEuro = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const formatDay = ({ month, day }: { month: number; day: number }) =>
  dayMonth.format(new Date(Date.UTC(2024, month - 1, day)));

/** The fees staff look for first, per season; the form has all of them. */
const HEADLINE_FEES = ['weekday', 'weekend', 'twilight'] as const;

interface PriceListCardProps {
  list: PriceList;
  onCopy: () => void;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/** One list: its name, first day and headline fees per season; copy, edit, preview and delete. */
export function PriceListCard({ list, onCopy, onEdit, onDelete, deleting }: PriceListCardProps) {
  const t = useAdminT();
  const [confirming, setConfirming] = useState(false);
  return (
    <article className="admin-card prices-list" aria-label={list.name.en}>
      <h3 className="admin-card__title">{list.name.en}</h3>
      <p className="admin-card__detail">
        {t('admin.prices.fromDay', { day: formatDayTitle(list.effectiveFrom) })}
      </p>
      <dl className="prices-list__seasons">
        {list.seasons.map((season) => (
          <div key={season.key} className="prices-list__season">
            <dt>
              {season.name.en}{' '}
              <span className="prices-list__span">
                {t('admin.prices.span', { from: formatDay(season.from), to: formatDay(season.to) })}
              </span>
            </dt>
            <dd>
              {HEADLINE_FEES.map((fee) => (
                <span key={fee} className="prices-list__fee">
                  {t(`admin.prices.fee.${fee}`)}{' '}
                  <strong>{wholeEuro.format(list.greenFees[fee][season.key] ?? 0)}</strong>
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      {confirming ? (
        <ConfirmDelete
          question={t('admin.prices.confirmDelete', { name: list.name.en })}
          confirmLabel={t('admin.prices.confirmDeleteYes')}
          keepLabel={t('admin.prices.keep')}
          busy={deleting}
          onConfirm={onDelete}
          onKeep={() => setConfirming(false)}
        />
      ) : (
        <div className="prices-list__actions">
          <button type="button" className="button admin-button--small" onClick={onCopy}>
            {t('admin.prices.copy')}
          </button>
          <button type="button" className="button button--secondary admin-button--small" onClick={onEdit}>
            {t('admin.prices.edit')}
          </button>
          <a
            className="button button--secondary admin-button--small"
            href={`/greenfees?date=${list.effectiveFrom}`}
            target="_blank"
            rel="noopener"
          >
            {t('admin.prices.preview')}
          </a>
          <button
            type="button"
            className="button button--secondary admin-button--small admin-button--danger"
            onClick={() => setConfirming(true)}
          >
            {t('admin.prices.delete')}
          </button>
        </div>
      )}
    </article>
  );
}
