import { describe, expect, it } from 'vitest';
import { analyze, change, snapshotOf } from '../../support/supply-chain-snapshot.js';
import type { Change } from '../../support/supply-chain-snapshot.js';
import type { Pin } from '../../support/swiftpm-fixtures.js';
import { packageSwift, REV_A, REV_B, resolvedV1, resolvedV2 } from '../../support/swiftpm-fixtures.js';

const NIO_URL = 'https://github.com/apple/swift-nio.git';
const nio = (version: string, revision: string, location = NIO_URL): Pin => ({ identity: 'swift-nio', location, version, revision });
const nioDecl = (requirement: string, url = NIO_URL) => `.package(url: "${url}", ${requirement})`;

const findings = (...changes: Change[]) => analyze(snapshotOf(...changes)).findings.map((f) => [f.id, f.severity, f.package]);

describe('a moved tag: Package.resolved pins the same version at another commit', () => {
  it('is lockfile-integrity-changed (high), with or without the manifest, in every format version', () => {
    const lock = change('Package.resolved', resolvedV2([nio('2.58.0', REV_A)]), resolvedV2([nio('2.58.0', REV_B)]));
    const section = analyze(snapshotOf(lock));
    const moved = section.findings.find((f) => f.id === 'lockfile-integrity-changed');
    expect(moved).toMatchObject({ severity: 'high', package: 'swift-nio', title: 'Revision of swift-nio 2.58.0 changed without a version change' });
    expect(moved?.detail).toContain(REV_B);
    // The lockfile changed alone: lockfile-without-manifest too.
    expect(section.findings.map((f) => f.id)).toContain('lockfile-without-manifest');
    expect(findings(change('Package.resolved', resolvedV2([nio('2.58.0', REV_A)], 3), resolvedV2([nio('2.58.0', REV_B)], 3)))).toContainEqual(['lockfile-integrity-changed', 'high', 'swift-nio']);
    expect(findings(change('Package.resolved', resolvedV1([{ ...nio('2.58.0', REV_A), package: 'SwiftNIO' }]), resolvedV1([{ ...nio('2.58.0', REV_B), package: 'SwiftNIO' }])))).toContainEqual(['lockfile-integrity-changed', 'high', 'swift-nio']);
    // In an Xcode project's Package.resolved.
    expect(findings(change('App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved', resolvedV2([nio('2.58.0', REV_A)]), resolvedV2([nio('2.58.0', REV_B)])))).toContainEqual(['lockfile-integrity-changed', 'high', 'swift-nio']);
  });

  it('is not reported for a version update, a branch pin moving, a format migration or a URL respelled', () => {
    const ids = (...changes: Change[]) => analyze(snapshotOf(...changes)).findings.map((f) => f.id);
    expect(ids(change('Package.resolved', resolvedV2([nio('2.58.0', REV_A)]), resolvedV2([nio('2.59.0', REV_B)])))).not.toContain('lockfile-integrity-changed');
    const vapor = (revision: string): Pin => ({ identity: 'vapor', location: 'https://github.com/vapor/vapor.git', branch: 'main', revision });
    expect(ids(change('Package.resolved', resolvedV2([vapor(REV_A)]), resolvedV2([vapor(REV_B)])))).not.toContain('lockfile-integrity-changed');
    // Version 1 to version 3, the same pins: nothing changed, not even lockfile-without-manifest.
    expect(ids(change('Package.resolved', resolvedV1([{ ...nio('2.58.0', REV_A), package: 'SwiftNIO' }]), resolvedV2([nio('2.58.0', REV_A)], 3)))).toEqual([]);
    // The same repository respelled: the lockfile changed alone (low), nothing moved.
    expect(ids(change('Package.resolved', resolvedV2([nio('2.58.0', REV_A)]), resolvedV2([nio('2.58.0', REV_A, 'https://github.com/apple/swift-nio')])))).toEqual(['lockfile-without-manifest']);
  });
});

describe('Dependabot and Renovate updates', () => {
  it('keeps an update of Package.swift and Package.resolved together quiet, and lists it as an upgrade', () => {
    const section = analyze(
      snapshotOf(
        change('Package.swift', packageSwift(nioDecl('from: "2.58.0"')), packageSwift(nioDecl('from: "2.59.0"'))),
        change('Package.resolved', resolvedV2([nio('2.58.0', REV_A)]), resolvedV2([nio('2.59.0', REV_B)])),
      ),
    );
    expect(section.findings).toEqual([]);
    expect(section.updated_dependencies.map((d) => [d.ecosystem, d.name, d.from_version, d.to_version, d.direction])).toEqual([['swift', 'swift-nio', '2.58.0', '2.59.0', 'upgrade']]);
    expect(section.lockfile_changes).toEqual([{ path: 'Package.resolved', ecosystem: 'swift', manifest_changed: true }]);
  });

  it('lists a new ordinary dependency from github.com without a finding', () => {
    const section = analyze(
      snapshotOf(
        change('Package.swift', packageSwift(nioDecl('from: "2.58.0"')), packageSwift(nioDecl('from: "2.58.0"'), '.package(url: "https://github.com/apple/swift-log.git", from: "1.5.0")')),
        change('Package.resolved', resolvedV2([nio('2.58.0', REV_A)]), resolvedV2([nio('2.58.0', REV_A), { identity: 'swift-log', location: 'https://github.com/apple/swift-log.git', version: '1.5.4', revision: REV_B }])),
      ),
    );
    expect(section.findings).toEqual([]);
    expect(section.new_dependencies.map((d) => [d.ecosystem, d.name, d.version, d.source])).toEqual([['swift', 'swift-log', '1.5.4', 'registry']]);
  });

  it('lists a removed dependency', () => {
    const section = analyze(snapshotOf(change('Package.swift', packageSwift(nioDecl('from: "2.58.0"'), '.package(url: "https://github.com/apple/swift-log.git", from: "1.5.0")'), packageSwift(nioDecl('from: "2.58.0"')))));
    expect(section.removed_dependencies.map((d) => d.name)).toEqual(['swift-log']);
  });
});

describe('branch, revision and path dependencies', () => {
  const added = (entry: string, path = 'Package.swift') => findings(change(path, packageSwift(nioDecl('from: "2.58.0"')), packageSwift(nioDecl('from: "2.58.0"'), entry)));

  it('reports a branch as git-dependency (medium), a commit too, as Cargo’s git dependencies', () => {
    expect(added('.package(url: "https://github.com/vapor/vapor.git", branch: "main")')).toEqual([['git-dependency', 'medium', 'vapor']]);
    expect(added(`.package(url: "https://github.com/vapor/vapor.git", revision: "${REV_A}")`)).toEqual([['git-dependency', 'medium', 'vapor']]);
    // The PR's own organization's repository at a branch: a sibling project between releases, low (as for other git dependencies).
    expect(added('.package(url: "https://github.com/acme/acme-core.git", branch: "main")')).toEqual([['git-dependency', 'low', 'acme-core']]);
    // Over plain http: high.
    expect(added('.package(url: "http://git.example.com/acme/thing.git", branch: "main")')).toContainEqual(['git-dependency', 'high', 'thing']);
    // A version requirement moved to a branch.
    expect(findings(change('Package.swift', packageSwift(nioDecl('from: "2.58.0"')), packageSwift(nioDecl('branch: "main"'))))).toEqual([['git-dependency', 'medium', 'swift-nio']]);
  });

  it('reports a local path as path-dependency: info inside the repository, low outside', () => {
    expect(added('.package(path: "Packages/Core")')).toEqual([['path-dependency', 'info', 'core']]);
    expect(added('.package(path: "../../SharedKit")')).toEqual([['path-dependency', 'low', 'sharedkit']]);
  });

  it('does not report a version requirement, or a branch the base already followed', () => {
    expect(added('.package(url: "https://github.com/apple/swift-log.git", exact: "1.5.4")')).toEqual([]);
    expect(added('.package(url: "https://github.com/apple/swift-log.git", "1.5.0"..<"2.0.0")')).toEqual([]);
    const vapor = '.package(url: "https://github.com/vapor/vapor.git", branch: "main")';
    expect(findings(change('Package.swift', packageSwift(vapor), packageSwift(vapor, nioDecl('from: "2.58.0"'))))).toEqual([]);
  });
});

describe('swift-package-moved', () => {
  const moved = (toUrl: string, fromUrl = NIO_URL) => findings(change('Package.swift', packageSwift(nioDecl('from: "2.58.0"', fromUrl)), packageSwift(nioDecl('from: "2.58.0"', toUrl))));

  it('reports the same identity fetched from another owner or host: medium, high for a look-alike owner or host', () => {
    expect(moved('https://github.com/acme-forks/swift-nio.git')).toEqual([['swift-package-moved', 'medium', 'swift-nio']]);
    expect(moved('https://gitlab.com/apple/swift-nio.git')).toEqual([['swift-package-moved', 'medium', 'swift-nio']]);
    expect(moved('https://github.com/appie/swift-nio.git')).toEqual([['swift-package-moved', 'high', 'swift-nio']]);
    expect(moved('https://githubb.com/apple/swift-nio.git')).toEqual([['swift-package-moved', 'high', 'swift-nio']]);
  });

  it('reports a pin moved to another owner in Package.resolved alone (an Xcode project has no Package.swift)', () => {
    const lock = (location: string) => resolvedV2([nio('2.58.0', REV_A, location)]);
    const path = 'App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved';
    expect(findings(change(path, lock(NIO_URL), lock('https://github.com/appie/swift-nio.git')))).toEqual([['swift-package-moved', 'high', 'swift-nio'], ['lockfile-without-manifest', 'low', null]]);
    // The project file changed beside it counts as its manifest.
    expect(findings(change(path, lock(NIO_URL), lock('https://github.com/acme-forks/swift-nio.git')), change('App.xcodeproj/project.pbxproj', 'a', 'b'))).toEqual([['swift-package-moved', 'medium', 'swift-nio']]);
    // Another host for the same version is the lockfile origin check's, as for every lockfile.
    expect(findings(change(path, lock(NIO_URL), lock('https://git.example.net/apple/swift-nio.git'))).map(([id]) => id)).toEqual(['lockfile-foreign-host', 'lockfile-without-manifest']);
  });

  it('reports a move made in Package.swift and Package.resolved together once, on the manifest', () => {
    const fork = 'https://github.com/acme-forks/swift-nio.git';
    const section = analyze(
      snapshotOf(
        change('Package.swift', packageSwift(nioDecl('from: "2.58.0"')), packageSwift(nioDecl('from: "2.58.0"', fork))),
        change('Package.resolved', resolvedV2([nio('2.58.0', REV_A)]), resolvedV2([nio('2.58.0', REV_A, fork)])),
      ),
    );
    expect(section.findings.map((f) => [f.id, f.path])).toEqual([['swift-package-moved', 'Package.swift']]);
    // A Package.resolved above another project's Package.swift still reports its own pin's move.
    const other = analyze(
      snapshotOf(
        change('Tools/Package.swift', packageSwift(nioDecl('from: "2.58.0"')), packageSwift(nioDecl('from: "2.58.0"', fork))),
        change('App.xcworkspace/xcshareddata/swiftpm/Package.resolved', resolvedV2([nio('2.58.0', REV_A)]), resolvedV2([nio('2.58.0', REV_A, fork)])),
      ),
    );
    expect(other.findings.filter((f) => f.id === 'swift-package-moved').map((f) => f.path).sort()).toEqual(['App.xcworkspace/xcshareddata/swiftpm/Package.resolved', 'Tools/Package.swift']);
  });

  it('does not report a URL respelled, a new package or the same owner', () => {
    expect(moved('https://github.com/Apple/swift-nio')).toEqual([]);
    expect(moved('git@github.com:apple/swift-nio.git')).toEqual([]);
    expect(moved('https://github.com/apple/swift-nio/')).toEqual([]);
    expect(findings(change('Package.swift', null, packageSwift(nioDecl('from: "2.58.0"', 'https://github.com/acme-forks/swift-nio.git'))))).toEqual([]);
  });
});

describe('insecure-url-scheme', () => {
  it('reports a package URL new over http:// or git:// (medium)', () => {
    const head = packageSwift(nioDecl('from: "2.58.0"'), '.package(url: "http://git.example.com/acme/thing.git", from: "1.0.0")');
    expect(findings(change('Package.swift', packageSwift(nioDecl('from: "2.58.0"')), head))).toEqual([['insecure-url-scheme', 'medium', 'thing']]);
    expect(findings(change('Package.swift', packageSwift(nioDecl('from: "2.58.0"')), packageSwift(nioDecl('from: "2.58.0"', 'git://github.com/apple/swift-nio.git'))))).toEqual([['insecure-url-scheme', 'medium', 'swift-nio']]);
  });

  it('does not report https, ssh, or an http URL the base already had', () => {
    const http = '.package(url: "http://git.example.com/acme/thing.git", from: "1.0.0")';
    expect(findings(change('Package.swift', packageSwift(http), packageSwift(http, nioDecl('from: "2.58.0"'))))).toEqual([]);
    expect(findings(change('Package.swift', packageSwift(nioDecl('from: "2.58.0"')), packageSwift(nioDecl('from: "2.58.0"', 'ssh://git@github.com/apple/swift-nio.git'))))).toEqual([]);
  });
});
