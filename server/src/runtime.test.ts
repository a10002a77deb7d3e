import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromRoot } from './lib/projectRoot';

const manifest = JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
};

/** docs/decisions/0016-node-pinned-as-a-dependency.md: one Node everywhere, the one package.json pins. */
describe('the runtime', () => {
  it('is the Node that package.json pins as a dependency, whatever Node the machine has', () => {
    expect(process.version).toBe(`v${manifest.dependencies.node}`);
  });

  it('is a supported LTS line, the one engines declares', () => {
    const major = Number.parseInt(process.versions.node, 10);
    expect(major).toBeGreaterThanOrEqual(24);
    expect(major % 2, 'an even major line is an LTS line').toBe(0);
    expect(manifest.engines.node).toMatch(new RegExp(`^\\^${major}\\.`));
  });
});
