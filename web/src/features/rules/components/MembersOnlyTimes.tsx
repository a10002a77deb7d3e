import { minutesOfDay } from '../../../../../common/rules/seasons';
import { useT } from '../../../lib/i18n';
import { formatClock } from '../../prices/format';
import { useClubRules } from '../useClubRules';

/**
 * The tee sheet's members-only window, as saved there (the widget 'members-only-times'): nothing when there
 * is none (an empty window) or until the rules are in.
 */
export function MembersOnlyTimes() {
  const t = useT();
  const membersOnly = useClubRules().data?.membersOnly;
  if (!membersOnly || minutesOfDay(membersOnly.from) >= minutesOfDay(membersOnly.to)) return null;
  return (
    <ul className="info-list">
      <li>
        {t('greenfees.note.membersOnly', {
          from: formatClock(membersOnly.from),
          to: formatClock(membersOnly.to),
        })}
      </li>
    </ul>
  );
}
