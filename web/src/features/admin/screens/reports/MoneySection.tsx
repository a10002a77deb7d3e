import { useMemo } from 'react';
import { FEE_IDS, type FeeId } from '../../../../../../common/api/feeIds';
import { type AdminTranslate, useAdminT } from '../../i18n';
import type { BarChartSpec } from './charts/barChartSpec';
import { formatCents, formatCount } from './format';
import { ReportChart } from './ReportChart';
import { numberFigure, ReportFigures, type ReportPartProps, ReportSection } from './ReportParts';

const isFeeId = (fee: string): fee is FeeId => FEE_IDS.some((id) => id === fee);

/** A fee as the price lists name it ("Weekend & holidays"); the desk's own prices; anything else as sent. */
function feeLabel(fee: string, t: AdminTranslate): string {
  if (isFeeId(fee)) return t(`admin.prices.fee.${fee}`);
  if (fee === 'desk') return t('admin.reports.fee.desk');
  return fee;
}

/** Money: received, refunded, open and failed, the average per round, and what each fee brought in. */
export function MoneySection({ summary, earlier }: ReportPartProps) {
  const t = useAdminT();
  const { money } = summary;
  const fees = useMemo(() => {
    const keys = money.byFee.map((row) => row.fee);
    for (const row of earlier?.money.byFee ?? []) if (!keys.includes(row.fee)) keys.push(row.fee);
    return keys;
  }, [money, earlier]);
  const earlierByFee = new Map(earlier?.money.byFee.map((row) => [row.fee, row]));
  const nowByFee = new Map(money.byFee.map((row) => [row.fee, row]));

  const spec = useMemo<BarChartSpec>(
    () => ({
      labels: fees.map((fee) => feeLabel(fee, t)),
      horizontal: true,
      formatValue: (euros) => formatCents(Math.round(euros * 100)),
      series: [
        {
          label: t('admin.reports.thisPeriod'),
          values: fees.map((fee) => (money.byFee.find((row) => row.fee === fee)?.cents ?? 0) / 100),
          colour: 'links-green',
        },
        ...(earlier
          ? [
              {
                label: t('admin.reports.earlier'),
                values: fees.map(
                  (fee) => (earlier.money.byFee.find((row) => row.fee === fee)?.cents ?? 0) / 100,
                ),
                colour: 'marram-light',
              },
            ]
          : []),
      ],
    }),
    [fees, money, earlier, t],
  );

  const figure = (label: string, now: number, before: number | undefined) =>
    numberFigure(label, now, before, formatCents);

  return (
    <ReportSection title={t('admin.reports.money.title')} hint={t('admin.reports.money.hint')}>
      <ReportFigures
        figures={[
          figure(t('admin.reports.money.received'), money.receivedCents, earlier?.money.receivedCents),
          figure(t('admin.reports.money.refunded'), money.refundedCents, earlier?.money.refundedCents),
          figure(t('admin.reports.money.open'), money.openCents, earlier?.money.openCents),
          figure(t('admin.reports.money.failed'), money.failedCents, earlier?.money.failedCents),
          figure(
            t('admin.reports.money.average'),
            money.averagePerRoundCents,
            earlier?.money.averagePerRoundCents,
          ),
        ]}
      />
      {fees.length === 0 ? (
        <p className="admin-empty">{t('admin.reports.noData')}</p>
      ) : (
        <ReportChart
          title={t('admin.reports.money.byFee')}
          hint={t('admin.reports.money.byFeeHint')}
          spec={spec}
        >
          <table className="reports-table">
            <caption className="visually-hidden">{t('admin.reports.money.byFee')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.reports.money.fee')}</th>
                <th scope="col">{t('admin.reports.rounds.total')}</th>
                <th scope="col">{t('admin.reports.money.amount')}</th>
                {earlier ? <th scope="col">{t('admin.reports.earlier')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {fees.map((fee) => (
                <tr key={fee}>
                  <th scope="row">{feeLabel(fee, t)}</th>
                  <td>{formatCount(nowByFee.get(fee)?.rounds ?? 0)}</td>
                  <td>{formatCents(nowByFee.get(fee)?.cents ?? 0)}</td>
                  {earlier ? <td>{formatCents(earlierByFee.get(fee)?.cents ?? 0)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </ReportChart>
      )}
    </ReportSection>
  );
}
