import type { TimeSlot } from '../../../../../common/api/reservations';
import { formatTime, parseTime } from '../../../../../common/rules/clubTime';
import { MAX_PARTY } from '../../../../../common/rules/party';
import { type ClockTime, minutesOfDay } from '../../../../../common/rules/seasons';

/** "08:30": time slots are always shown padded to two digits (docs/product.md, Club time). */
export const formatSlot = (slot: TimeSlot): string => formatTime(slot.hour, slot.min);

/** The slot of an "HH:MM" text, or null. */
export function parseSlot(text: string): TimeSlot | null {
  const time = parseTime(text);
  return time ? { hour: time.hour, min: time.minute } : null;
}

export const sameSlot = (a: TimeSlot | null, b: TimeSlot | null): boolean =>
  a !== null && b !== null && a.hour === b.hour && a.min === b.min;

export type SlotPeriod = 'morning' | 'afternoon' | 'twilight';

const NOON = 12 * 60;

/**
 * Morning before noon, twilight from the day's twilight start (the cheaper fee, by the price list in force:
 * twilightFromOn), afternoon between. Without a twilight start (the list not loaded yet) no slot is twilight.
 */
export function slotPeriod(slot: TimeSlot, twilightFrom: ClockTime | null): SlotPeriod {
  const minutes = slot.hour * 60 + slot.min;
  if (twilightFrom && minutes >= minutesOfDay(twilightFrom)) return 'twilight';
  return minutes < NOON ? 'morning' : 'afternoon';
}

export interface SlotGroup {
  period: SlotPeriod;
  slots: TimeSlot[];
}

/** The slots in time order, in their periods; periods without slots are left out. */
export function groupSlots(slots: readonly TimeSlot[], twilightFrom: ClockTime | null): SlotGroup[] {
  const sorted = [...slots].sort((a, b) => a.hour * 60 + a.min - (b.hour * 60 + b.min));
  const groups: SlotGroup[] = [];
  for (const slot of sorted) {
    const period = slotPeriod(slot, twilightFrom);
    const last = groups.at(-1);
    if (last?.period === period) last.slots.push(slot);
    else groups.push({ period, slots: [slot] });
  }
  return groups;
}

/** The players a free-slots call asks room for: the party, within the 1 to 4 of one tee time. */
export const playersForSlots = (total: number): number =>
  Math.min(MAX_PARTY, Math.max(1, Number.isFinite(total) ? Math.trunc(total) : 1));
