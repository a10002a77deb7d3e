import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { afterHydration, HydrateLater, hydrateInSlices } from './hydrateLater';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" data-name={name} onClick={() => setCount((value) => value + 1)}>
      {name} {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter name="top" />
      <HydrateLater>
        <section>
          <Counter name="first" />
          <HydrateLater>
            <p>
              <Counter name="nested" />
            </p>
          </HydrateLater>
        </section>
      </HydrateLater>
      <HydrateLater>
        <footer>
          <Counter name="second" />
        </footer>
      </HydrateLater>
    </main>
  );
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const button = (name: string) => document.querySelector<HTMLButtonElement>(`[data-name="${name}"]`);

let container: HTMLElement;

afterEach(() => {
  container.remove();
});

describe('hydrateInSlices', () => {
  it('renders the slices in the prerender as if they were not there', () => {
    container = document.createElement('div');
    expect(renderToString(<Page />)).toBe(
      '<main><button type="button" data-name="top">top 0</button><section><button type="button" data-name="first">first 0</button><p><button type="button" data-name="nested">nested 0</button></p></section><footer><button type="button" data-name="second">second 0</button></footer></main>',
    );
  });

  it('hydrates the page first and each slice in a later task, keeping the prerendered nodes', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const prerendered = ['top', 'first', 'nested', 'second'].map(button);
    const html = container.innerHTML;

    let interactive = false;
    const done = hydrateInSlices(() => hydrateRoot(container, <Page />));
    afterHydration(() => {
      interactive = true;
    });

    // Right after the first pass: the page outside the slices is live, the slices are still plain HTML.
    button('top')?.click();
    button('first')?.click();
    button('second')?.click();
    await Promise.resolve();
    await nextTask();
    expect(button('top')?.textContent).toBe('top 1');
    expect(button('first')?.textContent).toBe('first 0');
    expect(button('second')?.textContent).toBe('second 0');
    expect(interactive).toBe(false);

    await done;
    expect(interactive).toBe(true);
    await nextTask();
    for (const name of ['first', 'nested', 'second']) button(name)?.click();
    await nextTask();
    expect(button('first')?.textContent).toBe('first 1');
    expect(button('nested')?.textContent).toBe('nested 1');
    expect(button('second')?.textContent).toBe('second 1');

    // Hydration adopted the prerendered nodes: none was thrown away and drawn again.
    expect(['top', 'first', 'nested', 'second'].map(button)).toEqual(prerendered);
    expect(container.innerHTML).toBe(html.replace(/(top|first|nested|second) 0/g, '$1 1'));
  });

  it('renders slices at once outside the first hydration', async () => {
    const { createRoot } = await import('react-dom/client');
    container = document.createElement('div');
    document.body.append(container);
    createRoot(container).render(<Page />);
    await nextTask();
    expect(button('second')?.textContent).toBe('second 0');
    let ran = false;
    afterHydration(() => {
      ran = true;
    });
    expect(ran).toBe(true);
  });
});
