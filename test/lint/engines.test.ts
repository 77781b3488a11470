import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string; engines?: { node?: string } | string[] }> };

/** The oldest release of each line `engines.node` allows: 20.19.0, 22.13.0, 24.0.0. */
const oldest = pkg.engines.node.split('||').map((range) => semver.minVersion(range.trim())?.version ?? range);

describe('supported Node.js (package.json engines)', () => {
  it('is 20.19+, 22.13+ and 24+: Node 20 from 20.19 (require of ES modules), no 21 or 23', () => {
    expect(oldest).toEqual(['20.19.0', '22.13.0', '24.0.0']);
    for (const version of ['20.18.3', '21.7.0', '22.12.0', '23.11.0']) expect(semver.satisfies(version, pkg.engines.node), version).toBe(false);
    expect(semver.satisfies(process.versions.node, pkg.engines.node), `this Node, ${process.versions.node}`).toBe(true);
  });

  it('no installed dependency, development ones included, asks for more (npm would warn about its engine)', () => {
    const tooNew: string[] = [];
    for (const [where, entry] of Object.entries(lock.packages)) {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (where === '' || range === undefined) continue;
      for (const version of oldest) if (!semver.satisfies(version, range)) tooNew.push(`${where}@${entry.version} wants node ${range}, not ${version}`);
    }
    expect(tooNew).toEqual([]);
  });
});
