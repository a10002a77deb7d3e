import { useRangePrices } from '../useRangePrices';

/**
 * The note today's list gives on the driving range (the widget 'range-note'), as the first item of the
 * page's conditions; nothing until the list is in, or when it has none.
 */
export function RangeNote() {
  const { range } = useRangePrices();
  if (!range?.note) return null;
  return (
    <ul className="info-list">
      <li>{range.note}</li>
    </ul>
  );
}
