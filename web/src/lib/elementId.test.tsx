import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { IdScope, useElementId } from './elementId';
import { HydrateLater, hydrateInSlices } from './hydrateLater';

function Labelled({ text }: { text: string }) {
  const id = useElementId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{text}</h2>
    </section>
  );
}

/** Drawn only in the browser, once hydrated (as the consent banner is). */
function Late() {
  const id = useElementId();
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  return shown ? (
    <aside aria-labelledby={id}>
      <h2 id={id}>Late</h2>
    </aside>
  ) : null;
}

function Page() {
  return (
    <IdScope>
      <main>
        <Labelled text="First" />
        <HydrateLater>
          <div>
            <Labelled text="In a slice" />
            <HydrateLater>
              <div>
                <Labelled text="In a nested slice" />
              </div>
            </HydrateLater>
          </div>
        </HydrateLater>
        <Labelled text="After the slice" />
        <Late />
      </main>
    </IdScope>
  );
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

it('gives the same ids in the prerender and in a page hydrated in slices, and new ones no old id', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  const prerenderedIds = [...container.querySelectorAll('[id]')].map((element) => element.id);
  expect(new Set(prerenderedIds).size).toBe(4);

  await hydrateInSlices(() => hydrateRoot(container, <Page />));
  for (let i = 0; i < 5; i++) await nextTask();

  const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
  expect(ids).toHaveLength(5);
  expect(new Set(ids).size).toBe(5);
  // Every region is named by its own heading.
  for (const region of container.querySelectorAll('[aria-labelledby]')) {
    const label = container.querySelector(`[id="${region.getAttribute('aria-labelledby')}"]`);
    expect(region.contains(label)).toBe(true);
  }
  container.remove();
});
