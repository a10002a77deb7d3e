import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyScreenView, lazyScreen } from './lazyScreen';

function deferred() {
  let resolve: (component: ComponentType) => void = () => undefined;
  const promise = new Promise<ComponentType>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const First = () => (
  <>
    <h1>First</h1>
    <Link to="/second">Second</Link>
  </>
);
const Second = () => <h1>Second</h1>;

afterEach(cleanup);

describe('lazy screens', () => {
  it('render at once when loaded beforehand', async () => {
    const first = lazyScreen(async () => First);
    await first.load();
    render(
      <MemoryRouter>
        <LazyScreenView screen={first} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading').textContent).toBe('First');
  });

  it('keep the previous screen while the next one loads, never an empty one', async () => {
    const first = lazyScreen(async () => First);
    const secondLoad = deferred();
    const second = lazyScreen(() => secondLoad.promise);
    await first.load();
    render(
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<LazyScreenView screen={first} />} />
          <Route path="/second" element={<LazyScreenView screen={second} />} />
        </Routes>
      </MemoryRouter>,
    );

    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Second' }));
    });
    expect(screen.getByRole('heading').textContent).toBe('First');

    await act(async () => {
      secondLoad.resolve(Second);
      await secondLoad.promise;
    });
    expect(screen.getByRole('heading').textContent).toBe('Second');
  });

  it('load once, and again after a failure', async () => {
    let loads = 0;
    const flaky = lazyScreen(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return First;
    });
    await expect(flaky.load()).rejects.toThrow('offline');
    await flaky.load();
    await flaky.load();
    expect(loads).toBe(2);
    expect(flaky.loaded).toBe(First);
  });
});
