import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../../common/api/paths';
import type { ReservationType, TimeSlot } from '../../../../../common/api/reservations';
import { parseIsoDate } from '../../../../../common/rules/clubTime';
import { api } from '../../../lib/api';

export const freeSlotsQueryKey = (type: ReservationType, date: string, players: number) =>
  ['free-slots', type, date, players] as const;

/** GET /reservations/freeslots/{type}/{year}/{month}/{day}?players=n, month 1 to 12. */
export function getFreeSlots(
  type: ReservationType,
  date: string,
  players: number,
  signal?: AbortSignal,
): Promise<TimeSlot[]> {
  const day = parseIsoDate(date);
  if (!day) return Promise.reject(new RangeError(`Not a date: ${date}`));
  const path = `${apiPaths.freeSlots.path({ type, year: day.year, month: day.month, day: day.day })}?players=${players}`;
  // The schema comes with the answer: the form asks only once a date is chosen, and its start then builds
  // none of the reservation schemas (issue 38, TBT).
  const schema = () => import('../../../../../common/api/reservations').then((module) => module.timeSlots);
  return api.get(path, schema, signal);
}

/** The free tee times of a date, fetched when the date (or the party) changes; idle without a date. */
export function useFreeSlots(date: string, players: number, type: ReservationType = 'greenfee') {
  return useQuery({
    queryKey: freeSlotsQueryKey(type, date, players),
    queryFn: ({ signal }) => getFreeSlots(type, date, players, signal),
    enabled: parseIsoDate(date) !== null,
    // Tee times go quickly: never show a list older than half a minute.
    staleTime: 30_000,
  });
}
