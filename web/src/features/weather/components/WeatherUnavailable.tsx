import { useId } from 'react';
import { useT } from '../../../lib/i18n';
import type { WeatherState } from '../lib/weatherState';

/** In place of the readings, when they are not the weather now: the station is offline, or silent too long. */
export function WeatherUnavailable({ state }: { state: Exclude<WeatherState, { kind: 'current' }> }) {
  const t = useT();
  const titleId = useId();
  let message: string;
  if (state.kind === 'offline') message = t('weather.offline');
  else if (state.lastReading) message = t('weather.stale', { time: state.lastReading });
  else message = t('weather.staleUnknown');
  return (
    <section className="weather weather--unavailable" aria-labelledby={titleId}>
      <div className="weather__head">
        <h2 id={titleId} className="weather__title">
          {t('weather.title')}
        </h2>
      </div>
      <p className="weather__notice">{message}</p>
    </section>
  );
}
