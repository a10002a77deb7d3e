import type { ReactNode } from 'react';
import { useId } from 'react';
import type { Weather } from '../../../../../common/api/content';
import { useLocale, useT } from '../../../lib/i18n';
import { HumidityIcon, PressureIcon, TemperatureIcon, WindArrow, WindIcon } from './WeatherIcons';
import { compassKey, compassPoint, formatReading, readingClock, windArrowRotation } from './weatherFormat';

interface Chip {
  id: string;
  icon: ReactNode;
  label: string;
  value: string;
  detail?: string | undefined;
}

/** The weather station's reading as four chips with units, and the time of the reading when known. */
export function WeatherBar({ weather }: { weather: Weather }) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const { windDirection } = weather;
  const hasDirection = windDirection !== undefined && Number.isFinite(windDirection);
  const clock = readingClock(weather.time);
  const chips: Chip[] = [
    {
      id: 'wind',
      icon: hasDirection ? <WindArrow rotation={windArrowRotation(windDirection)} /> : <WindIcon />,
      label: t('weather.wind'),
      value: t('weather.windValue', { value: formatReading(weather.wind, locale) }),
      detail: hasDirection
        ? t('weather.windFrom', { direction: t(compassKey(compassPoint(windDirection))) })
        : undefined,
    },
    {
      id: 'humidity',
      icon: <HumidityIcon />,
      label: t('weather.humidity'),
      value: t('weather.humidityValue', { value: formatReading(weather.humidity, locale) }),
    },
    {
      id: 'temperature',
      icon: <TemperatureIcon />,
      label: t('weather.temperature'),
      value: t('weather.temperatureValue', { value: formatReading(weather.temperature, locale) }),
    },
    {
      id: 'airPressure',
      icon: <PressureIcon />,
      label: t('weather.airPressure'),
      value: t('weather.airPressureValue', { value: formatReading(weather.airPressure, locale) }),
    },
  ];
  return (
    <section className="weather" aria-labelledby={titleId}>
      <div className="weather__head">
        <h2 id={titleId} className="weather__title">
          {t('weather.title')}
        </h2>
        {clock ? <p className="weather__updated">{t('weather.updated', { time: clock })}</p> : null}
      </div>
      <dl className="weather__chips">
        {chips.map((chip) => (
          <div key={chip.id} className={`weather__chip weather__chip--${chip.id}`}>
            <dt className="weather__label">
              {chip.icon}
              {chip.label}
            </dt>
            <dd className="weather__value">
              <span className="weather__reading">{chip.value}</span>
              {chip.detail ? (
                <>
                  {' '}
                  <span className="weather__detail">{chip.detail}</span>
                </>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
