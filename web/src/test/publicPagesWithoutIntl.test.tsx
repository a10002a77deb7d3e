import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpeningPeriod } from '../../../common/api/openingHours';
import { LANGUAGES, type Language, LOCALE_OF } from '../../../common/i18n/languages';
import { en } from '../i18n/en';
import { formatMessage, LanguageProvider, type Translate } from '../lib/i18n';
import { withoutIntl } from './blockIntl';

/**
 * The first Intl use of a page costs Chromium 35–55 ms, once per process: so nothing a public page runs
 * while it loads, hydrates or shows its live data may use Intl at all. Each module is first imported
 * here with Intl blocked, so that a formatter built at module level fails too; nothing above imports them.
 */
const importPublicModules = async () => ({
  prices: await import('../features/prices/format'),
  seasonSpans: await import('../features/prices/seasonSpans'),
  openingHours: await import('../features/opening-hours/format'),
  weatherFormat: await import('../features/weather/components/weatherFormat'),
  courseTotals: await import('../features/course/courseTotals'),
  dates: await import('../features/booking/lib/dates'),
  reservation: await import('../features/booking-details/lib/formatReservation'),
  barHours: await import('../features/menu-card/lib/barHours'),
  clubTime: await import('../../../common/rules/clubTime'),
  weather: await import('../../../common/rules/weather'),
  rules: await import('../../../common/rules/prices'),
  hoursRules: await import('../../../common/rules/openingHours'),
  hoursAnswers: await import('../features/opening-hours/test/answers'),
  priceLists: await import('../features/prices/test/priceLists'),
  priceListQueryKey: (await import('../features/prices/api/getPriceList')).priceListQueryKey,
  testCourse: await import('../features/course/testCourse'),
  GreenFeeTable: (await import('../features/prices/components/GreenFeeTable')).GreenFeeTable,
  OpeningHoursView: (await import('../features/opening-hours/components/OpeningHours')).OpeningHoursView,
  WeatherBar: (await import('../features/weather/components/WeatherBar')).WeatherBar,
  BarHoursView: (await import('../features/menu-card/components/BarHours')).BarHoursView,
  HoleByHoleTable: (await import('../features/course/components/HoleByHoleTable')).HoleByHoleTable,
  TeeRatings: (await import('../features/course/components/TeeRatings')).TeeRatings,
  CourseStatusPanel: (await import('../features/course-status/components/CourseStatusPanel'))
    .CourseStatusPanel,
  PriceInfo: (await import('../features/booking/components/PriceInfo')).PriceInfo,
  useDateHint: (await import('../features/booking/components/useDateHint')).useDateHint,
  BookingPage: (await import('../app/pages/BookingPage')).BookingPage,
  seededPages: await import('../features/content-pages/test/seededPages'),
  QueryClientProvider: (await import('@tanstack/react-query')).QueryClientProvider,
  MemoryRouter: (await import('react-router')).MemoryRouter,
  fakeApi: await import('../features/booking/test/fakeApi'),
});

let modules: Awaited<ReturnType<typeof importPublicModules>>;
/** A seeded season of a facility's opening hours. */
const seededPeriod = (facility: 'drivingRange' | 'bar', index: number) =>
  modules.hoursRules.SEEDED_OPENING_HOURS[facility][index] as OpeningPeriod;

beforeAll(async () => {
  modules = await withoutIntl(importPublicModules);
}, 30_000);

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// What Intl itself writes, worked out before it is blocked: the formatters must agree with it.
const intlMonth = (locale: string, month: number, width: 'short' | 'long') =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: width, timeZone: 'UTC' })
    .formatToParts(new Date(Date.UTC(2025, month - 1, 1)))
    .find((part) => part.type === 'month')?.value;
const intlEuro = (locale: string, amount: number, cents: boolean) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    ...(cents ? {} : { maximumFractionDigits: 0 }),
  }).format(amount);
const intlClubNow = (instant: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Brussels',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
const WEEKDAYS = Array.from({ length: 7 }, (_, index) => index);
const AMOUNTS = [0, 7, 42, 110, 999, 1000, 1050, 1050.5, 6012, 12345, 1234567];
const READINGS = [-3.5, 0, 9.45, 18, 82, 1017.25, 12345.67];
const TIMES = [
  '2025-01-15T08:00:00Z',
  '2025-03-30T00:59:00Z',
  '2025-03-30T01:00:00Z',
  '2025-10-26T00:59:00Z',
  '2025-10-26T01:00:00Z',
];

const t = ((key, params) =>
  key === 'openingHours.period'
    ? formatMessage('{from} – {to}', params)
    : formatMessage(en[key], params)) as Translate;

/** The hint under the booking form's date field. */
function DateHint({ date }: { date: string }) {
  return <p>{modules.useDateHint(date)}</p>;
}

describe.each(LANGUAGES)('the public pages in %s, with Intl blocked', (language: Language) => {
  const locale = LOCALE_OF[language];

  it('format prices, lengths, readings and dates as Intl would', async () => {
    const expected = {
      euros: AMOUNTS.map((amount) => intlEuro(locale, amount, false)),
      prices: AMOUNTS.map((amount) => intlEuro(locale, amount, true)),
      metres: AMOUNTS.map((metres) => new Intl.NumberFormat(locale).format(metres)),
      readings: READINGS.map((value) =>
        new Intl.NumberFormat(locale, { maximumFractionDigits: 1, useGrouping: false }).format(value),
      ),
      dayMonths: MONTHS.flatMap((month) => [
        `1\u00a0${intlMonth(locale, month, 'short')}`,
        `1\u00a0${intlMonth(locale, month, 'long')}`,
      ]),
      mediumDates: MONTHS.map((month) =>
        new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(Date.UTC(2026, month - 1, 14)),
        ),
      ),
      weekdays: WEEKDAYS.map((day) =>
        new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
          new Date(Date.UTC(2001, 0, 7 + day)),
        ),
      ),
      clocks: TIMES.map((time) => intlClubNow(new Date(time))),
      period: `${intlMonth(locale, 10, 'long')} – ${intlMonth(locale, 5, 'long')}`,
    };
    const { prices, seasonSpans, openingHours, weatherFormat, courseTotals, dates, reservation } = modules;
    const actual = await withoutIntl(() => ({
      euros: AMOUNTS.map((amount) => prices.formatEuro(amount, locale)),
      prices: AMOUNTS.map((amount) => reservation.formatPrice(amount, locale)),
      metres: AMOUNTS.map((metres) => courseTotals.formatMetres(metres, locale)),
      readings: READINGS.map((value) => weatherFormat.formatReading(value, locale)),
      dayMonths: MONTHS.flatMap((month) => [
        seasonSpans.formatDayMonth({ month, day: 1 }, 'short', locale),
        seasonSpans.formatDayMonth({ month, day: 1 }, 'long', locale),
      ]),
      mediumDates: MONTHS.map((month) => dates.formatMediumDate({ year: 2026, month, day: 14 }, locale)),
      weekdays: WEEKDAYS.map((day) => openingHours.weekday(day, locale)),
      clocks: TIMES.map((time) => weatherFormat.readingClock(time)),
      period: openingHours.periodLabel(seededPeriod('drivingRange', 0), t, locale),
    }));
    expect(actual).toEqual(expected);
    await withoutIntl(() => {
      expect(dates.formatWeekday({ year: 2026, month: 6, day: 14 }, locale)).toBe(expected.weekdays[0]);
      expect(dates.formatIsoDate('2026-06-14', locale)).toBe(expected.mediumDates[5]);
      expect(reservation.reservationDate({ year: 2026, month: 6, day: 14 }, locale)).toBe(
        expected.mediumDates[5],
      );
      expect(openingHours.hoursLabel(seededPeriod('bar', 0), t, 'colon', locale)).toContain(
        expected.weekdays[2],
      );
      expect(openingHours.periodLabel(seededPeriod('bar', 1), t, locale)).not.toBe('');
      expect(courseTotals.courseTotals(modules.testCourse.testCourse).tees.length).toBeGreaterThan(0);
    });
  });

  it('render the price tables, hours, weather, score card and booking price without Intl', async () => {
    const { GreenFeeTable, OpeningHoursView, WeatherBar, BarHoursView, HoleByHoleTable, TeeRatings } =
      modules;
    const { PriceInfo } = modules;
    const hours = modules.hoursAnswers.hoursAnswer([], language);
    const { CourseStatusPanel, MemoryRouter, testCourse, priceLists, fakeApi } = modules;
    const course = testCourse.testCourse;
    const prices = priceLists.seededAnswer(language);
    // The booking's price box reads the list in force on its date: here already answered, as the server does.
    const queryClient = fakeApi.testQueryClient();
    queryClient.setQueryData(modules.priceListQueryKey('2025-07-15', language), prices);
    const inLanguage = (children: ReactNode) => (
      <LanguageProvider language={language} dictionary={en}>
        <modules.QueryClientProvider client={queryClient}>
          <MemoryRouter>{children}</MemoryRouter>
        </modules.QueryClientProvider>
      </LanguageProvider>
    );
    const text = await withoutIntl(() => {
      const { container } = render(
        inLanguage(
          <>
            <GreenFeeTable caption="Green fees" list={prices.list} />
            <OpeningHoursView answer={hours} facility="drivingRange" today="2025-07-15" />
            <OpeningHoursView answer={hours} facility="shop" today="2025-07-15" timeStyle="h" />
            <BarHoursView answer={hours} today="2025-07-15" />
            <WeatherBar
              weather={{
                wind: 18,
                humidity: 82,
                temperature: 9.5,
                airPressure: 1017,
                windDirection: 250,
                time: TIMES[0],
              }}
            />
            <HoleByHoleTable course={course} />
            <TeeRatings course={course} />
            <CourseStatusPanel
              info={{
                courseStatus: true,
                summerGreens: true,
                winterGreens: 3,
                prefferedLies: true,
                buggies: true,
                drivingRange: true,
              }}
              isLoading={false}
            />
            <PriceInfo date="2025-07-15" slot={{ hour: 10, min: 0 }} adults={2} juniors={1} />
          </>,
        ),
      );
      return container.textContent ?? '';
    });
    expect(text).toContain(intlEuro(locale, prices.list.greenFees.weekday.high ?? Number.NaN, false));
    expect(text).toContain(intlEuro(locale, 2 * 110 + 55, false));
    expect(text).toContain(`17\u00a0${intlMonth(locale, 11, 'short')}`);
    expect(text).toContain(new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(9.5));
  });

  it('show the booking page and its date hints without Intl', async () => {
    const { BookingPage, QueryClientProvider, MemoryRouter, fakeApi, seededPages } = modules;
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 5, 17)),
    );
    await withoutIntl(async () => {
      fakeApi.fakeApi({ 'GET /api/v1/booking/mode': () => fakeApi.jsonResponse({ mode: 'mail' }) });
      // The page's texts, as the server renders the page with them.
      const client = seededPages.seedPageQuery(fakeApi.testQueryClient(), 'booking', language);
      render(
        <LanguageProvider language={language} dictionary={en}>
          <QueryClientProvider client={client}>
            <MemoryRouter>
              <BookingPage />
              <DateHint date="2026-06-17" />
              <DateHint date="2026-12-25" />
            </MemoryRouter>
          </QueryClientProvider>
        </LanguageProvider>,
      );
      await screen.findByRole('button', { name: 'Send request' });
    });
    expect(screen.getByText(new RegExp(weekday))).toBeTruthy();
  });
});
