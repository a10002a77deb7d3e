import type { Hole, Tee } from '../../../../../common/api/holes';
import { useT } from '../../../lib/i18n';

/** The hole's length from each tee, in metres: a row per tee, marked with the tee's colour. */
export function HoleLengths({ hole, tees }: { hole: Hole; tees: readonly Tee[] }) {
  const t = useT();
  return (
    <table className="hole-lengths">
      <caption className="visually-hidden">{t('holes.lengthsCaption', { hole: hole.number })}</caption>
      <tbody>
        {tees.map((tee) => {
          const metres = hole.lengths[tee.id];
          return (
            <tr key={tee.id}>
              <th scope="row">
                <span className="tee-swatch" style={{ backgroundColor: tee.colour }} aria-hidden="true" />
                {tee.name}
              </th>
              <td>{metres === undefined ? '–' : t('holes.metres', { metres })}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
