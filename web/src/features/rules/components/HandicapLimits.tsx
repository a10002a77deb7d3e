import { handicapLimitParams } from '../../../../../common/validation/handicapLimitMessages';
import { useT } from '../../../lib/i18n';
import { useClubRules } from '../useClubRules';

/**
 * The maximum handicaps the booking enforces (the widget 'handicap-limits'), as an item of the page's
 * conditions; nothing until the rules are in (the server renders the page with them).
 */
export function HandicapLimits() {
  const t = useT();
  const rules = useClubRules().data;
  if (!rules) return null;
  return (
    <ul className="info-list">
      <li>{t('greenfees.condition.handicap', handicapLimitParams(rules.handicapLimits))}</li>
    </ul>
  );
}
