import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import type { Weather } from '../../../../../common/api/content';
import { createQueryClient, type SeededQueries } from '../../../app/queryClient';
import { weatherQueryKey } from '../api/getWeather';
import { renderedAtQueryKey } from '../lib/useNow';
import { LiveWeatherBar } from './LiveWeatherBar';

// The server renders the home page with the station's reading and the moment of the render
// (server/src/routes/api/v1/websiteContent.ts), and keeps the page until its data changes. A visitor may
// get it minutes later, or with a clock of their own: hydration must still find the HTML it would render.

const reading: Weather = {
  wind: 18,
  humidity: 82,
  temperature: 9.5,
  airPressure: 1017,
  time: '2026-11-22T05:40:00Z',
  status: 'Ok',
};
const seeded: SeededQueries = [
  [weatherQueryKey(), reading],
  [renderedAtQueryKey(), '2026-11-22T05:50:00.000Z'],
];

const bar = () => (
  <QueryClientProvider client={createQueryClient(seeded)}>
    <LiveWeatherBar />
  </QueryClientProvider>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

it('hydrates a page rendered while the reading was current, then says it is old by the visitor’s clock', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Rendered ten minutes after the reading, on the server's clock.
  vi.setSystemTime(new Date('2026-11-22T05:50:00Z'));
  const container = document.createElement('div');
  container.innerHTML = renderToString(bar());
  document.body.append(container);
  expect(container.textContent).toContain('Humidity');

  // Opened 40 minutes later: the reading is no longer current.
  vi.setSystemTime(new Date('2026-11-22T06:30:00Z'));
  const recoverable = vi.fn();
  await act(async () => {
    root = hydrateRoot(container, bar(), { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(container.textContent).toContain('No recent weather data (last reading at 06:40)');
  expect(container.textContent).not.toContain('Humidity');
});
