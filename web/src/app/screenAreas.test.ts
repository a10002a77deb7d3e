import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DICTIONARY_AREAS } from '../i18n/areas';
import { en, enAreas } from '../i18n/en';
import { core } from '../i18n/en/core';
import { paths } from './routes';
import { type ScreenName, screenAreas, screenSource } from './screens';

/**
 * In the browser a screen renders with the core of the dictionary and the areas screenAreas names for it:
 * every text its code (its page module and what that imports) names must be among them. The code is read as
 * text: every string that is a key of the dictionary counts, and `validation.${id}` the validation area.
 */
const webRoot = resolve(import.meta.dirname, '..', '..');
const screens = Object.keys(paths).filter((name): name is ScreenName => name !== 'hole');

const areaOfKey = new Map<string, string>(
  DICTIONARY_AREAS.flatMap((area) => Object.keys(enAreas[area]).map((key) => [key, area] as const)),
);

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
}

/** The areas of the keys the code from `entry` on names, each with a key that shows it. */
function areasNamedFrom(entry: string): Map<string, string> {
  const named = new Map<string, string>();
  const seen = new Set<string>();
  const files = [entry];
  for (let file = files.pop(); file !== undefined; file = files.pop()) {
    // The dictionaries themselves, and the admin's texts, are not a screen's code.
    if (seen.has(file) || file.includes('/web/src/i18n/')) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [statement, specifier] of text.matchAll(
      /(?:import|export)\s+(?:[^'"]*?from\s+)?['"]([^'"]+)['"]/g,
    )) {
      if (/^(?:import|export)\s+type\s/.test(statement)) continue;
      const imported = resolveImport(file, specifier ?? '');
      if (imported) files.push(imported);
    }
    for (const [, key = ''] of text.matchAll(/['"`]([A-Za-z]+\.[A-Za-z.]+)['"`]/g)) {
      const area = areaOfKey.get(key);
      if (area && !named.has(area)) named.set(area, key);
    }
    if (/`validation\.\$\{/.test(text) && !named.has('validation')) named.set('validation', 'validation.*');
  }
  return named;
}

describe('the dictionary areas of the screens', () => {
  it.each(screens)('%s loads every area its texts are in', (screen) => {
    const named = areasNamedFrom(join(webRoot, screenSource(screen)));
    const loaded = new Set<string>(screenAreas[screen]);
    expect([...named].filter(([area]) => !loaded.has(area))).toEqual([]);
  });

  it('leaves the shell (layout, menu, footer, consent) to the core', () => {
    expect([...areasNamedFrom(join(webRoot, 'src/app/layout/SiteLayout.tsx'))]).toEqual([]);
  });

  it('splits the English dictionary into the core and the areas, each key in one part', () => {
    const parts = [core, ...DICTIONARY_AREAS.map((area) => enAreas[area])];
    const keys = parts.flatMap((part) => Object.keys(part));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(Object.keys(en).sort());
  });
});
