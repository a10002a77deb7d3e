import { useWatch } from 'react-hook-form';
import type { ClubDetails } from '../../../../../../common/api/club';
import { mapPageUrl } from '../../../club/clubMap';
import { useAdminT } from '../../i18n';
import { ClubTextField } from './ClubTextField';

const inRange = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * The map point as its two numbers, with a link that shows the point typed on OpenStreetMap, so that staff
 * can check it before publishing.
 */
export function MapPointFields() {
  const t = useAdminT();
  const [lat, lon] = useWatch<ClubDetails, ['map.lat', 'map.lon']>({ name: ['map.lat', 'map.lon'] });
  const number = { valueAsNumber: true } as const;
  return (
    <fieldset className="admin-card admin-fieldset">
      <legend className="admin-card__title">{t('admin.club.mapTitle')}</legend>
      <p className="admin-field__hint">{t('admin.club.mapHint')}</p>
      <div className="admin-form__pair">
        <ClubTextField
          path="map.lat"
          label={t('admin.club.lat')}
          type="number"
          input={{ step: 'any' }}
          options={number}
        />
        <ClubTextField
          path="map.lon"
          label={t('admin.club.lon')}
          type="number"
          input={{ step: 'any' }}
          options={number}
        />
      </div>
      {inRange(lat, 90) && inRange(lon, 180) ? (
        <p>
          <a href={mapPageUrl({ lat, lon })} target="_blank" rel="noopener noreferrer">
            {t('admin.club.viewOnMap')}
            <span className="visually-hidden"> {t('admin.club.opensInNewTab')}</span>
          </a>
        </p>
      ) : null}
    </fieldset>
  );
}
