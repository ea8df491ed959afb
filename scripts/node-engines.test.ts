import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * Every installed package runs on the oldest Node the project names (package.json `engines`, the
 * README's "Node 20.19 or newer"): `npm install` on that Node prints no EBADENGINE warning.
 * A dependency that wants a newer Node is pinned to an older release or overridden (package.json).
 */
const root = new URL('../', import.meta.url);
const readJson = (name: string) => JSON.parse(readFileSync(new URL(name, root), 'utf8'));

describe('the Node the project names', () => {
  const named = semver.minVersion(readJson('package.json').engines.node)!.version;

  it('is the Node the README tells people to install', () => {
    const readme = readFileSync(new URL('README.md', root), 'utf8');
    const [major, minor] = named.split('.');
    expect(readme).toContain(`Node ${major}.${minor} or newer`);
  });

  it('runs every package in the lock file', () => {
    const packages: Record<string, { engines?: { node?: string } }> = readJson('package-lock.json').packages;
    const wantNewer = Object.entries(packages)
      .filter(([path, meta]) => path && meta.engines?.node && !semver.satisfies(named, meta.engines.node))
      .map(([path, meta]) => `${path.replace(/^.*node_modules\//, '')} wants Node ${meta.engines!.node}`);
    expect(wantNewer).toEqual([]);
  });
});
