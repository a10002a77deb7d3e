import { useWeather } from '../api/getWeather';
import { WeatherBar } from './WeatherBar';

/** The weather bar appears only once the reading has arrived; a failure leaves it out. */
export function LiveWeatherBar() {
  const { data } = useWeather();
  return data ? <WeatherBar weather={data} /> : null;
}
