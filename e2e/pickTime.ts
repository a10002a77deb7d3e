import type { Locator, Page } from '@playwright/test';
import { type CalendarDate, isoDate } from '../common/rules/clubTime';
import { clubDateIn } from './clubDates';
import { expect } from './fixtures';

/**
 * Choosing a date and one of its free tee times, on the booking form or in a booking's change panel (both
 * show the times as toggle buttons, grouped by period under the form's own group).
 */

/** The labels that find a form's date field and the group of times to pick from, in its language. */
export interface TimeLabels {
  date: string;
  /** All the free times ('Starttijd'), or one period's ('Voormiddag'). */
  times: string;
}

export const DUTCH_TIMES: TimeLabels = { date: 'Datum', times: 'Starttijd' };
/** Morning times only: never twilight, which a price list may price apart. */
export const DUTCH_MORNING: TimeLabels = { date: 'Datum', times: 'Voormiddag' };

/** Fills `date` into the date field in `scope` and waits for its free times: their buttons. */
export async function timesOn(scope: Page | Locator, date: CalendarDate, labels: TimeLabels) {
  await scope.getByLabel(labels.date, { exact: true }).fill(isoDate(date));
  const times = scope.getByRole('group', { name: labels.times, exact: true }).getByRole('button');
  await expect(times.first()).toBeVisible();
  return times;
}

/** Chooses `date` and one of its free times at random, and returns the time as shown (HH:MM). */
export async function pickTimeOn(
  scope: Page | Locator,
  date: CalendarDate,
  labels: TimeLabels,
): Promise<string> {
  const times = await timesOn(scope, date, labels);
  // One of the first twenty, at random, so that parallel runs spread over them.
  const slot = times.nth(Math.floor(Math.random() * Math.min(20, await times.count())));
  // A chosen time's name starts with its tick.
  const time = ((await slot.textContent()) ?? '').replace('✓', '').trim();
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  return time;
}

/**
 * Chooses a date months ahead (spread, so that parallel runs do not fill one time; four weeks either side
 * of it stay within the booking horizon) and one of its free times.
 */
export async function pickDateAndTime(
  scope: Page | Locator,
  labels: TimeLabels,
): Promise<{ date: CalendarDate; time: string }> {
  const date = clubDateIn(100 + Math.floor(Math.random() * 200));
  return { date, time: await pickTimeOn(scope, date, labels) };
}

/**
 * Moves a paid booking's change panel to a time on another date at the same price: the same weekday a
 * week or more away, on either side (the same fee, unless a season's bound or a holiday lies between: a
 * date in late March has only high-season Saturdays after it, so the weeks before are tried too); then
 * the days of the week either side, for a booking on a weekday holiday, priced as a weekend day (a run
 * on 28 Nov 2026 drew one). `samePrice` is the panel's sentence for an unchanged price.
 */
export async function pickTimeAtSamePrice(
  panel: Locator,
  booked: CalendarDate,
  labels: TimeLabels,
  samePrice: string,
): Promise<{ date: CalendarDate; time: string }> {
  const price = panel.locator('.booking-change__price');
  let picked = { date: booked, time: '' };
  for (const days of [7, -7, 14, -14, 21, -21, 28, -28, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6, -6]) {
    const shifted = new Date(Date.UTC(booked.year, booked.month - 1, booked.day + days));
    const date = {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
    };
    picked = { date, time: await pickTimeOn(panel, date, labels) };
    // The new date's price list may still be on its way: wait a moment for the same price.
    const same = await expect(price)
      .toHaveText(samePrice, { timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (same) return picked;
  }
  await expect(price, 'a date within four weeks at the same price').toHaveText(samePrice);
  return picked;
}
