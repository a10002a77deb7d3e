import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from './useScrollRestoration';

/** A page with the hook and ways to move, as the layout has them. */
function Page() {
  useScrollRestoration();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/greenfees')}>
        Green fees
      </button>
      <button type="button" onClick={() => navigate('/ecology#vlinder')}>
        Butterflies
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <h2 id="vlinder">Butterflies</h2>
    </>
  );
}

const scrollTo = (y: number) => {
  window.scrollTo(0, y);
  fireEvent.scroll(window);
};

const press = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

beforeEach(() => {
  document.body.style.height = '10000px';
});

afterEach(() => {
  cleanup();
  window.scrollTo(0, 0);
  sessionStorage.clear();
  document.body.style.height = '';
});

describe('scroll restoration', () => {
  it('starts a new screen at the top and puts the position back on Back', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Page />
      </MemoryRouter>,
    );
    scrollTo(1200);
    await press('Green fees');
    expect(window.scrollY).toBe(0);
    scrollTo(300);
    await press('Back');
    expect(window.scrollY).toBe(1200);
    expect(window.history.scrollRestoration).toBe('manual');
  });

  it('starts a new screen with an #anchor at the anchor', async () => {
    const scrolledTo: string[] = [];
    const spy = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolledTo.push(this.id);
    });
    render(
      <MemoryRouter initialEntries={['/history']}>
        <Page />
      </MemoryRouter>,
    );
    await press('Butterflies');
    expect(scrolledTo).toEqual(['vlinder']);
    spy.mockRestore();
  });

  it('leaves the first screen where the browser has it', () => {
    scrollTo(700);
    render(
      <MemoryRouter initialEntries={['/members']}>
        <Page />
      </MemoryRouter>,
    );
    expect(window.scrollY).toBe(700);
  });

  it('keeps the position for a reload when the page is left', () => {
    render(
      <MemoryRouter initialEntries={['/bod']}>
        <Page />
      </MemoryRouter>,
    );
    scrollTo(900);
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem('react-router-scroll-positions') ?? '{}')).toMatchObject({
      'default:/bod': 900,
    });
    expect(window.history.scrollRestoration).toBe('auto');
  });
});
