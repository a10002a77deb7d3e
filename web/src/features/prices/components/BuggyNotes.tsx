import { useT } from '../../../lib/i18n';
import { useBuggyPrices } from '../useBuggyPrices';

/**
 * The rules today's list sets for the buggies (the widget 'buggy-notes'): the driver's least age, and the
 * list's note on them. Nothing until the list is in.
 */
export function BuggyNotes() {
  const t = useT();
  const { buggy } = useBuggyPrices();
  if (!buggy) return null;
  return (
    <ul className="info-list">
      <li>{t('golfBuggies.rule.age', { age: buggy.driverMinAge })}</li>
      {buggy.note ? <li>{buggy.note}</li> : null}
    </ul>
  );
}
