import type { CourseStatusInfo } from '../../../../../common/api/content';
import type { MessageKey, Translate } from '../../../lib/i18n';

/** positive: open / yes; negative: closed / no; neutral: a plain value or not known. */
export type StatusTone = 'positive' | 'negative' | 'neutral';

export interface StatusTile {
  id: keyof CourseStatusInfo;
  label: string;
  value: string;
  tone: StatusTone;
}

const openClosed = (value: boolean): [MessageKey, StatusTone] =>
  value ? ['courseStatus.open', 'positive'] : ['courseStatus.closed', 'negative'];
const yesNo = (value: boolean): [MessageKey, StatusTone] =>
  value ? ['courseStatus.yes', 'positive'] : ['courseStatus.no', 'negative'];

/** Wintergreens shows its value, or None when there is none (0 or an empty text). */
export function winterGreensValue(value: number | string, t: Translate): string {
  const text = String(value).trim();
  return value === 0 || text === '' ? t('courseStatus.none') : text;
}

/** The six tiles of docs/product.md, Course status, in its order; without info every value is "not known". */
export function courseStatusTiles(info: CourseStatusInfo | undefined, t: Translate): StatusTile[] {
  const booleanTile = (
    id: StatusTile['id'],
    label: MessageKey,
    value: boolean | undefined,
    kind: typeof yesNo,
  ) => {
    if (value === undefined) {
      return { id, label: t(label), value: t('courseStatus.unavailable'), tone: 'neutral' as const };
    }
    const [valueKey, tone] = kind(value);
    return { id, label: t(label), value: t(valueKey), tone };
  };
  return [
    booleanTile('courseStatus', 'courseStatus.course', info?.courseStatus, openClosed),
    booleanTile('summerGreens', 'courseStatus.summerGreens', info?.summerGreens, yesNo),
    {
      id: 'winterGreens',
      label: t('courseStatus.winterGreens'),
      value: info ? winterGreensValue(info.winterGreens, t) : t('courseStatus.unavailable'),
      tone: 'neutral',
    },
    booleanTile('prefferedLies', 'courseStatus.preferredLies', info?.prefferedLies, yesNo),
    booleanTile('buggies', 'courseStatus.buggies', info?.buggies, yesNo),
    booleanTile('drivingRange', 'courseStatus.drivingRange', info?.drivingRange, openClosed),
  ];
}
