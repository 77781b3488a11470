import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCommitSha, isConstraintChange, pinnedVersionComment } from '../../src/ecosystems/version-facts.js';
import { analyze, change, snapshotOf } from '../support/supply-chain-snapshot.js';

const SHA_A = '11bd71901bbe5b1630ceea73d27597364c9af683';
const SHA_B = 'b4ffde65f46336ab88eb53be808477a3936bae11';

const workflow = (ref: string): string =>
  `name: ci\non: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@${ref}\n      - run: npm test\n`;

/** pnpm-lock.yaml (v9) holding the given versions of each package. */
function pnpmLock(packages: Record<string, string[]>): string {
  let s = "lockfileVersion: '9.0'\n\nimporters:\n\n  .:\n    dependencies:\n";
  for (const [name, versions] of Object.entries(packages)) s += `      ${name}:\n        specifier: ^${versions[0]}\n        version: ${versions[0]}\n`;
  s += '\npackages:\n\n';
  for (const [name, versions] of Object.entries(packages)) {
    for (const version of versions) s += `  ${name}@${version}:\n    resolution: {integrity: sha512-${name}${version}}\n\n`;
  }
  return s;
}

describe('version facts', () => {
  it('tells a commit SHA from a version', () => {
    expect([SHA_A, SHA_A.slice(0, 7), 'v4.1.1', '1234567', 'main', 'deadbeef'].map(isCommitSha)).toEqual([true, true, false, false, false, true]);
  });

  it('reads the version a SHA pin carries in its comment, on the line of that SHA', () => {
    const content = `- uses: a/b@${SHA_B} # v1.0.0\n- uses: actions/checkout@${SHA_A} # v4.1.1\n- uses: c/d@${SHA_A.slice(0, 12)}\n`;
    expect(pinnedVersionComment(content, SHA_A)).toBe('v4.1.1');
    expect(pinnedVersionComment(`x@${SHA_A} # tag=v3.5.2 pinned by renovate\n`, SHA_A)).toBe('v3.5.2');
    expect(pinnedVersionComment(`x@${SHA_A} # pinned for now\n`, SHA_A)).toBeNull();
    expect(pinnedVersionComment(`x@${SHA_A}\n# v9.0.0\n`, SHA_A)).toBeNull();
  });

  it('calls overlapping ranges a constraint change, and pins or disjoint ranges a move', () => {
    expect([
      isConstraintChange('pypi', '>=2017', '>=2023'),
      isConstraintChange('pypi', '>=1.2,<2', '>=1.5,<2'),
      isConstraintChange('pypi', '==2.31.0', '==2.32.0'),
      isConstraintChange('pypi', '~=1.4', '~=2.0'),
      isConstraintChange('npm', '^1.2.0', '^1.4.0'),
      isConstraintChange('npm', '^4.0.0', '^5.0.0'),
      isConstraintChange('npm', '4.0.0', '4.0.1'),
      isConstraintChange('rubygems', '~> 5.1', '~> 5.2'),
      isConstraintChange('cargo', '1.0', '1.2'),
      isConstraintChange('maven', '1.0', '2.0'),
    ]).toEqual([true, true, false, false, true, false, false, true, true, false]);
  });
});

describe('analyzeSupplyChain version facts', () => {
  it('reports a SHA-pinned action by the version in its comment', () => {
    const section = analyze(snapshotOf(change('.github/workflows/ci.yml', workflow(`${SHA_A} # v4.1.1`), workflow(`${SHA_B} # v4.2.2`))));
    expect(section.updated_dependencies.map((d) => [d.name, d.from_version, d.to_version, d.direction])).toEqual([['actions/checkout', 'v4.1.1', 'v4.2.2', 'upgrade']]);
  });

  it('says the version is unknown for a SHA without a version comment, never a major update or a downgrade', () => {
    const section = analyze(snapshotOf(change('.github/workflows/ci.yml', workflow(`${SHA_B} # v4.2.2`), workflow(SHA_A))));
    expect(section.updated_dependencies.map((d) => [d.from_version, d.to_version, d.direction])).toEqual([['v4.2.2', null, 'changed']]);
    const added = analyze(snapshotOf(change('.github/workflows/ci.yml', workflow('v4'), `${workflow('v4')}      - uses: acme/deploy@${SHA_A}\n`)));
    expect(added.new_dependencies.map((d) => [d.name, d.version])).toEqual([['acme/deploy', null]]);
  });

  it('reports a raised lower bound in requirements as a constraint change, and a moved pin as an upgrade', () => {
    const section = analyze(
      snapshotOf(change('requirements.txt', 'certifi>=2017.4.17\nrequests==2.31.0\n', 'certifi>=2023.7.22\nrequests==2.32.3\n')),
    );
    expect(section.updated_dependencies.map((d) => [d.name, d.from_version, d.to_version, d.direction])).toEqual([
      ['certifi', '>=2017.4.17', '>=2023.7.22', 'constraint'],
      ['requests', '==2.31.0', '==2.32.3', 'upgrade'],
    ]);
  });

  it('pairs the copies of a package a pnpm lockfile holds several versions of', () => {
    const section = analyze(
      snapshotOf(change('pnpm-lock.yaml', pnpmLock({ debug: ['4.3.4', '2.6.9'], ms: ['2.1.2', '2.0.0'] }), pnpmLock({ debug: ['4.3.7', '2.6.9'], ms: ['2.1.2'] }))),
    );
    expect(section.updated_dependencies.map((d) => [d.name, d.from_version, d.to_version, d.direction])).toEqual([['debug', '4.3.4', '4.3.7', 'upgrade']]);
    expect(section.removed_dependencies.map((d) => [d.name, d.version])).toEqual([['ms', '2.0.0']]);
    expect(section.new_dependencies).toEqual([]);
  });

  it('lists each moved copy once, pairing by major version', () => {
    const section = analyze(snapshotOf(change('pnpm-lock.yaml', pnpmLock({ semver: ['7.5.4', '6.3.0', '5.7.1'] }), pnpmLock({ semver: ['7.6.3', '6.3.1', '5.7.1'] }))));
    expect(section.updated_dependencies.map((d) => [d.from_version, d.to_version]).sort()).toEqual([
      ['6.3.0', '6.3.1'],
      ['7.5.4', '7.6.3'],
    ]);
  });

  it('lists another version of a package the lockfile already held as an update from the closest kept version, not as a new dependency', () => {
    // A resolution split (uv, pnpm, npm's nested copies): the project already ran this package.
    const section = analyze(snapshotOf(change('pnpm-lock.yaml', pnpmLock({ sphinx: ['8.2.3'], dotenv: ['1.2.1'] }), pnpmLock({ sphinx: ['8.2.3', '8.1.3'], dotenv: ['1.2.1', '1.2.2'], leftpad: ['1.0.0'] }))));
    expect(section.new_dependencies.map((d) => d.name)).toEqual(['leftpad']);
    expect(section.updated_dependencies.map((d) => [d.name, d.from_version, d.to_version, d.direction])).toEqual([
      ['dotenv', '1.2.1', '1.2.2', 'upgrade'],
      ['sphinx', '8.2.3', '8.1.3', 'downgrade'],
    ]);
    // The older copy kept beside the newer one is no downgrade finding: nothing that ran moved back.
    expect(section.findings.filter((f) => f.id === 'dependency-downgrade')).toEqual([]);
  });

  it('weighs a direct downgrade by who installs it: medium at runtime, low in development tooling', () => {
    const severityOf = (path: string) =>
      analyze(snapshotOf(change(path, 'alabaster==1.0.0\nrequests==2.32.3\n', 'alabaster==0.7.13\nrequests==2.31.0\n')))
        .findings.filter((f) => f.id === 'dependency-downgrade')
        .map((f) => [f.package, f.severity]);
    expect(severityOf('requirements.txt')).toEqual([
      ['alabaster', 'medium'],
      ['requests', 'medium'],
    ]);
    expect(severityOf('requirements/docs.txt')).toEqual([
      ['alabaster', 'low'],
      ['requests', 'low'],
    ]);
  });

  it('reads leaving an unreleased checkout for a published release as no downgrade; a registry downgrade beside it still is one', () => {
    const pyproject = (sources: string, routing = '>=3.1.0'): string =>
      `[project]\nname = "web"\nversion = "3.2.0.dev"\ndependencies = [\n  "itsdangerous>=2.2",\n  "routing${routing}",\n]\n${sources}`;
    const uvLock = (routing: string, itsdangerous: string): string =>
      [
        'version = 1',
        '',
        '[[package]]',
        'name = "web"',
        'version = "3.2.0.dev0"',
        'source = { editable = "." }',
        'dependencies = [{ name = "itsdangerous" }, { name = "routing" }]',
        '',
        '[[package]]',
        'name = "itsdangerous"',
        `version = "${itsdangerous}"`,
        'source = { registry = "https://pypi.org/simple" }',
        '',
        '[[package]]',
        'name = "routing"',
        routing,
        '',
      ].join('\n');
    const sibling = 'version = "3.2.0.dev0"\nsource = { directory = "../routing" }';
    const release = 'version = "3.1.5"\nsource = { registry = "https://pypi.org/simple" }';
    const downgrades = (baseRouting: string, baseSources: string, headItsdangerous: string) =>
      analyze(
        snapshotOf(
          change('pyproject.toml', pyproject(baseSources, baseSources === '' ? '==3.2.0' : '>=3.1.0'), pyproject('')),
          change('uv.lock', uvLock(baseRouting, '2.2.0'), uvLock(release, headItsdangerous)),
        ),
      )
        .findings.filter((f) => f.id === 'dependency-downgrade')
        .map((f) => [f.package, f.severity]);
    // The base built against a sibling checkout (`[tool.uv.sources]` path); the head goes back to PyPI.
    expect(downgrades(sibling, '\n[tool.uv.sources]\nrouting = { path = "../routing" }\n', '2.2.0')).toEqual([]);
    // The same lower version from the registry on both sides is a downgrade, and one beside the move still is.
    expect(downgrades('version = "3.2.0"\nsource = { registry = "https://pypi.org/simple" }', '', '2.2.0')).toEqual([['routing', 'medium']]);
    expect(downgrades(sibling, '\n[tool.uv.sources]\nrouting = { path = "../routing" }\n', '2.1.0')).toEqual([['itsdangerous', 'low']]);
  });

  it('reads no downgrade in a version go.sum alone moves back; go.mod moving a requirement back is one', () => {
    const goMod = (quic: string, check = ''): string =>
      `module example.com/web\n\ngo 1.22\n\nrequire (\n\tgithub.com/acme/quic ${quic}\n${check})\n`;
    const goSum = (...rows: string[]): string => rows.map((r) => `${r} h1:${Buffer.from(r).toString('base64').slice(0, 43)}=\n${r}/go.mod h1:${Buffer.from(`${r}/m`).toString('base64').slice(0, 43)}=`).join('\n') + '\n';
    const downgrades = (...changes: Parameters<typeof snapshotOf>) =>
      analyze(snapshotOf(...changes))
        .findings.filter((f) => f.id === 'dependency-downgrade')
        .map((f) => [f.package, f.severity, f.path]);
    // A newer quic drops the test module's newer pseudo-version from the graph: go.sum keeps the older one (its go.mod checksum was there already).
    expect(
      downgrades(
        change('go.mod', goMod('v0.43.1'), goMod('v0.48.2')),
        change(
          'go.sum',
          `${goSum('github.com/acme/quic v0.43.1', 'gopkg.in/check.v1 v1.0.0-20180628173108-788fd7840127')}gopkg.in/check.v1 v0.0.0-20161208181325-20d25e280405/go.mod h1:Co6ibVJAznAaIkqp8huTwlJQCZ016jof/cbN4VW5Yz0=\n`,
          goSum('github.com/acme/quic v0.48.2', 'gopkg.in/check.v1 v0.0.0-20161208181325-20d25e280405'),
        ),
      ),
    ).toEqual([]);
    expect(downgrades(change('go.mod', goMod('v0.48.2'), goMod('v0.43.1')))).toEqual([['github.com/acme/quic', 'medium', 'go.mod']]);
  });

  it('weighs an `// indirect` go.mod requirement moved back as a transitive dependency (low); a direct one stays medium', () => {
    const goMod = (sonic: string, cpuid: string, cpuidComment = ' // indirect'): string =>
      `module example.com/web\n\ngo 1.22\n\nrequire github.com/acme/sonic ${sonic}\n\nrequire (\n\tgithub.com/acme/cpuid/v2 ${cpuid}${cpuidComment}\n\tgolang.org/x/sys v0.5.0 // indirect\n)\n`;
    const downgrades = (base: string, head: string) =>
      analyze(snapshotOf(change('go.mod', base, head)))
        .findings.filter((f) => f.id === 'dependency-downgrade')
        .map((f) => [f.package, f.severity]);
    // go mod tidy after a newer sonic that asks for an older cpuid than the last one did.
    expect(downgrades(goMod('v1.7.1', 'v2.0.14'), goMod('v1.8.0', 'v2.0.9'))).toEqual([['github.com/acme/cpuid/v2', 'low']]);
    // The same module required directly (the code imports it) is a direct dependency moved back.
    expect(downgrades(goMod('v1.7.1', 'v2.0.14', ''), goMod('v1.8.0', 'v2.0.9', ''))).toEqual([['github.com/acme/cpuid/v2', 'medium']]);
    expect(downgrades(goMod('v1.8.0', 'v2.0.9'), goMod('v1.7.1', 'v2.0.9'))).toEqual([['github.com/acme/sonic', 'medium']]);
  });

  it('weighs a direct downgrade low when the PR reverts the update that moved it (title or commit subject naming the package); another package or a revert of no update stays medium', () => {
    const cargo = (nix: string, libc: string) => `[package]\nname = "finder"\nversion = "8.7.0"\n\n[dependencies]\nnix = "${nix}"\nlibc = "${libc}"\n`;
    const downgrades = (title: string, commits: string[] = [title]) => {
      const snapshot = snapshotOf(change('Cargo.toml', cargo('0.25.0', '0.3.1'), cargo('0.24.2', '0.2.139')));
      return analyze({ ...snapshot, title, commits: commits.map((message, i) => ({ ...snapshot.commits[0]!, sha: `${i}`.padStart(40, 'a'), message })) })
        .findings.filter((f) => f.id === 'dependency-downgrade')
        .map((f) => [f.package, f.severity])
        .sort((a, b) => String(b[0]).localeCompare(String(a[0])));
    };
    // Modeled on a file finder's revert of a Dependabot bump.
    expect(downgrades('Revert "Bump nix from 0.24.2 to 0.25.0"')).toEqual([
      ['nix', 'low'],
      ['libc', 'medium'],
    ]);
    expect(downgrades('Go back to the older nix', ['Revert "build(deps): bump nix from 0.24.2 to 0.25.0"\n\nThis reverts commit 3f2a1c.'])).toEqual([
      ['nix', 'low'],
      ['libc', 'medium'],
    ]);
    // A revert of something else, or a name only inside another one (nix-sys), is no reason for nix.
    expect(downgrades('Revert "Add a --nix flag"')).toEqual([
      ['nix', 'medium'],
      ['libc', 'medium'],
    ]);
    expect(downgrades('Revert "Bump nix-sys from 0.1.0 to 0.2.0"')).toEqual([
      ['nix', 'medium'],
      ['libc', 'medium'],
    ]);
  });

  it('never lists a package as both new and removed in one file (property, fixed seed)', () => {
    const versions = fc.uniqueArray(fc.constantFrom('1.0.0', '1.2.0', '2.0.0', '2.1.0', '3.0.0'), { minLength: 0, maxLength: 3 });
    const lock = fc.dictionary(fc.constantFrom('alpha', 'beta', 'gamma'), versions);
    fc.assert(
      fc.property(lock, lock, (base, head) => {
        const keep = (l: Record<string, string[]>): Record<string, string[]> => Object.fromEntries(Object.entries(l).filter(([, v]) => v.length > 0));
        const section = analyze(snapshotOf(change('pnpm-lock.yaml', pnpmLock(keep(base)), pnpmLock(keep(head)))));
        const removed = new Set(section.removed_dependencies.map((d) => `${d.manifest}|${d.name}`));
        for (const dep of section.new_dependencies) expect(removed.has(`${dep.manifest}|${dep.name}`)).toBe(false);
        for (const dep of section.updated_dependencies) expect(dep.from_version === dep.to_version && dep.direction !== 'changed').toBe(false);
      }),
      { seed: 18, numRuns: 150 },
    );
  });
});
