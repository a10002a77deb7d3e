import { useWeather } from '../api/getWeather';
import { useNow } from '../lib/useNow';
import { weatherState } from '../lib/weatherState';
import { WeatherBar } from './WeatherBar';
import { WeatherUnavailable } from './WeatherUnavailable';

/**
 * The weather bar appears only once the reading has arrived; a failure leaves it out. Old readings and
 * an offline station are said as such, never shown as the weather now.
 */
export function LiveWeatherBar() {
  const { data } = useWeather();
  const now = useNow();
  if (!data) return null;
  const state = weatherState(data, now);
  return state.kind === 'current' ? <WeatherBar weather={data} /> : <WeatherUnavailable state={state} />;
}
