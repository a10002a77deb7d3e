import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { Hole } from '../../../../../common/api/holes';
import { HOLE_COUNT, holePath } from '../../../app/routes';
import { useLocale, useT } from '../../../lib/i18n';
import { formatMetres } from '../../course/courseTotals';
import { COURSE_MAP } from '../../holes/media';
import { holeRoute, MAP_HEIGHT, MAP_WIDTH, tilePosition } from '../courseLayout';

const numbers = Array.from({ length: HOLE_COUNT }, (_, index) => index + 1);
const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(2)}%`;

/**
 * The map of the links (a generated SVG) with a numbered tile on each hole, linking to it. On wide
 * screens the tiles sit on the map where their hole is and show its name on hover and focus; on
 * phones, where the map is too small to tap, they line up under it as a list.
 */
export function CourseMap({
  holes,
  titleId,
}: {
  holes: ReadonlyMap<number, Hole>;
  /** The heading that names the map (none when the map is placed without one). */
  titleId?: string | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <figure className="course-map" aria-labelledby={titleId}>
      <div className="course-map__canvas">
        <img
          className="course-map__image"
          src={COURSE_MAP}
          alt={t('overview.mapAlt')}
          width={MAP_WIDTH}
          height={MAP_HEIGHT}
          decoding="async"
          // The page's largest paint: the app's scripts wait for it (web/src/boot/afterFirstScreenPaint.ts).
          {...{ elementtiming: 'first-screen' }}
        />
        <nav className="course-map__tiles" aria-label={t('overview.tilesLabel')}>
          <ol className="map-tiles">
            {numbers.map((number) => {
              const hole = holes.get(number);
              const route = holeRoute(number);
              const [x, y] = route ? tilePosition(route) : [0, 0];
              const metres = hole ? Math.max(...Object.values(hole.lengths)) : undefined;
              return (
                <li
                  key={number}
                  className="map-tiles__item"
                  style={{ '--x': percent(x, MAP_WIDTH), '--y': percent(y, MAP_HEIGHT) } as CSSProperties}
                >
                  <Link
                    className="map-tile"
                    to={holePath(number)}
                    aria-label={
                      hole
                        ? t('overview.tileName', {
                            hole: number,
                            name: hole.name,
                            par: hole.par,
                            metres: formatMetres(metres ?? 0, locale),
                          })
                        : t('holes.navLink', { hole: number })
                    }
                  >
                    {number}
                  </Link>
                  {hole ? (
                    // The link's name says all this already; it is shown for the eyes only.
                    <span className="map-tile__text" aria-hidden="true">
                      <span className="map-tile__name">{hole.name}</span>
                      <span className="map-tile__detail">
                        {t('overview.tileDetail', {
                          par: hole.par,
                          metres: formatMetres(metres ?? 0, locale),
                        })}
                      </span>
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </nav>
      </div>
    </figure>
  );
}
