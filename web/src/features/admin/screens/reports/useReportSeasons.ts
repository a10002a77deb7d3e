import { useCallback, useMemo } from 'react';
import { listInForce } from '../../../../../../common/rules/priceLists';
import { usePriceLists } from '../../api/getPriceLists';
import { useAdminT } from '../../i18n';
import { defaultSeasons, type ReportSeason, type SeasonsOn } from './period';

/**
 * The seasons of the price list in force on a day (docs/product.md, Seasons and prices), by their English
 * names; before the first list takes effect, the earliest list's. Until the lists are read, and if they
 * cannot be, the product's own high and low seasons.
 */
export function useReportSeasons(): { seasonsOn: SeasonsOn; ready: boolean } {
  const t = useAdminT();
  const lists = usePriceLists();
  const fallback = useMemo(
    () => defaultSeasons({ high: t('admin.reports.season.high'), low: t('admin.reports.season.low') }),
    [t],
  );
  const data = lists.data;
  const seasonsOn = useCallback(
    (day: string): readonly ReportSeason[] => {
      if (!data || data.length === 0) return fallback;
      const earliest = data.reduce((first, list) =>
        list.effectiveFrom < first.effectiveFrom ? list : first,
      );
      const list = listInForce(data, day) ?? earliest;
      return list.seasons.map((season) => ({ ...season, name: season.name.en }));
    },
    [data, fallback],
  );
  return { seasonsOn, ready: !lists.isPending };
}
