import { describe, expect, it } from 'vitest';
import { matchManagerFile } from '../../../src/ecosystems/api.js';
import { extractPackageResolved, extractPackageSwift, swiftIdentity } from '../../../src/ecosystems/swiftpm/extract.js';
import { packageSwift, REV_A, REV_B, resolvedV1, resolvedV2 } from '../../support/swiftpm-fixtures.js';

const row = (d: { name: string; version: string | null; source: string; target?: string | null; line?: number | null }) => [d.name, d.version, d.source, d.target ?? null];

describe('SwiftPM identities', () => {
  it("names a package by its URL's last component, lower-cased, without .git, as SwiftPM does", () => {
    expect(swiftIdentity('https://github.com/apple/swift-nio.git')).toBe('swift-nio');
    expect(swiftIdentity('https://github.com/Alamofire/Alamofire/')).toBe('alamofire');
    expect(swiftIdentity('git@github.com:pointfreeco/swift-composable-architecture.git')).toBe('swift-composable-architecture');
    expect(swiftIdentity('../LocalKit')).toBe('localkit');
  });
});

describe('Package.swift', () => {
  it('reads from:, exact:, ranges, the pre-5.5 requirement calls, branch:, revision:, path: and id:', () => {
    const manifest = packageSwift(
      '.package(url: "https://github.com/apple/swift-nio.git", from: "2.58.0")',
      '.package(url: "https://github.com/apple/swift-log.git", .upToNextMajor(from: "1.5.0"))',
      '.package(url: "https://github.com/apple/swift-crypto.git", .upToNextMinor(from: "3.1.0"))',
      '.package(url: "https://github.com/apple/swift-collections.git", exact: "1.1.0")',
      '.package(url: "https://github.com/apple/swift-algorithms", .exact("1.2.0"))',
      '.package(url: "https://github.com/apple/swift-atomics.git", "1.0.0"..<"2.0.0")',
      '.package(url: "https://github.com/vapor/vapor.git", branch: "main")',
      '.package(url: "https://github.com/vapor/fluent.git", .branch("develop"))',
      `.package(url: "https://github.com/vapor/leaf.git", revision: "${REV_A}")`,
      '.package(path: "../LocalKit")',
      '.package(id: "mona.LinkedList", from: "1.1.0")',
    );
    expect(extractPackageSwift(manifest).deps.map(row)).toEqual([
      ['swift-nio', 'from: 2.58.0', 'registry', 'https://github.com/apple/swift-nio.git'],
      ['swift-log', 'from: 1.5.0', 'registry', 'https://github.com/apple/swift-log.git'],
      ['swift-crypto', 'upToNextMinor: 3.1.0', 'registry', 'https://github.com/apple/swift-crypto.git'],
      ['swift-collections', 'exact: 1.1.0', 'registry', 'https://github.com/apple/swift-collections.git'],
      ['swift-algorithms', 'exact: 1.2.0', 'registry', 'https://github.com/apple/swift-algorithms'],
      ['swift-atomics', '1.0.0..<2.0.0', 'registry', 'https://github.com/apple/swift-atomics.git'],
      ['vapor', 'https://github.com/vapor/vapor.git@main', 'git', 'https://github.com/vapor/vapor.git'],
      ['fluent', 'https://github.com/vapor/fluent.git@develop', 'git', 'https://github.com/vapor/fluent.git'],
      ['leaf', `https://github.com/vapor/leaf.git@${REV_A}`, 'git', 'https://github.com/vapor/leaf.git'],
      ['localkit', null, 'path', '../LocalKit'],
      ['mona.linkedlist', 'from: 1.1.0', 'registry', null],
    ]);
  });

  it('reads a call over several lines with its line, and leaves commented-out calls and non-literal URLs out', () => {
    const manifest = [
      'import PackageDescription',
      'let base = "https://github.com/acme"',
      'let package = Package(',
      '  name: "App",',
      '  dependencies: [',
      '    // .package(url: "https://github.com/old/commented.git", from: "1.0.0"),',
      '    /* .package(url: "https://github.com/old/blocked.git", branch: "main"), */',
      '    .package(url: base + "/dynamic.git", from: "1.0.0"),',
      '    .package(',
      '      name: "Kit", // the product name',
      '      url: "https://github.com/acme/kit.git",',
      '      from: "1.0.0"',
      '    ),',
      '  ]',
      ')',
    ].join('\n');
    expect(extractPackageSwift(manifest).deps.map((d) => [d.name, d.version, d.line])).toEqual([['kit', 'from: 1.0.0', 9]]);
  });

  it('never throws on broken or hostile text, and keeps to its limits', () => {
    for (const text of ['', '.package(', '.package(url: "https://github.com/a/b', '.package(url: "x", from: )', ')))(((', '"'.repeat(10_000), `.package(${'('.repeat(50_000)}`]) {
      expect(() => extractPackageSwift(text)).not.toThrow();
    }
    expect(extractPackageSwift('.package(url: "https://github.com/a/b.git", from: "1.0.0"').deps).toEqual([]);
    // At most 2,000 calls are read.
    const many = Array.from({ length: 2_500 }, (_, i) => `.package(url: "https://github.com/a/p${i}.git", from: "1.0.0")`);
    expect(extractPackageSwift(packageSwift(...many)).deps).toHaveLength(2_000);
    // A manifest past a megabyte is skipped with the reason.
    expect(extractPackageSwift(`// ${'x'.repeat(1024 * 1024)}`).skipReason).toMatch(/over the 1,048,576-character limit/);
    // A long line without a closing parenthesis costs one bounded scan per call.
    const started = extractPackageSwift(`${'.package(url: "u", '.repeat(20_000)}`);
    expect(started.deps).toEqual([]);
  });
});

describe('Package.resolved', () => {
  const nio = { identity: 'swift-nio', location: 'https://github.com/apple/swift-nio.git', version: '2.58.0', revision: REV_A };
  const vapor = { identity: 'vapor', location: 'https://github.com/vapor/vapor.git', branch: 'main', revision: REV_B };

  it('reads versions 2 and 3 alike: a version pin is a release with its commit as checksum, a branch pin a git dependency at its commit', () => {
    for (const version of [2, 3] as const) {
      const deps = extractPackageResolved(resolvedV2([nio, vapor, { identity: 'localkit', kind: 'localSourceControl', location: '/Users/me/LocalKit', revision: REV_A }], version)).deps;
      expect(deps.map((d) => [d.name, d.version, d.source, d.resolved, d.integrity])).toEqual([
        ['swift-nio', '2.58.0', 'registry', 'https://github.com/apple/swift-nio.git', REV_A],
        ['vapor', REV_B, 'git', 'https://github.com/vapor/vapor.git', null],
        ['localkit', REV_A, 'path', null, null],
      ]);
    }
  });

  it('reads version 1, naming each pin by the identity of its URL (not its declared package name)', () => {
    const deps = extractPackageResolved(resolvedV1([{ ...nio, package: 'SwiftNIO' }, { ...vapor, package: 'Vapor' }])).deps;
    expect(deps.map((d) => [d.name, d.version, d.source, d.integrity])).toEqual([
      ['swift-nio', '2.58.0', 'registry', REV_A],
      ['vapor', REV_B, 'git', null],
    ]);
  });

  it('skips what is not a Package.resolved with a reason, without throwing', () => {
    expect(extractPackageResolved('{').skipReason).toMatch(/^invalid JSON/);
    expect(extractPackageResolved('[]').skipReason).toBe('not a Package.resolved of version 1, 2 or 3');
    expect(extractPackageResolved(JSON.stringify({ pins: [], version: 4 })).skipReason).toBe('not a Package.resolved of version 1, 2 or 3');
    expect(extractPackageResolved(`${'['.repeat(1_000)}${']'.repeat(1_000)}`).skipReason).toMatch(/nested/);
    // Malformed pins are left out, the others read.
    const mixed = JSON.stringify({ pins: [null, 7, { identity: 'x' }, { identity: 'swift-nio', location: nio.location, state: 'broken' }, { location: nio.location, state: { version: '2.58.0', revision: REV_A } }], version: 2 });
    expect(extractPackageResolved(mixed).deps.map((d) => [d.name, d.version])).toEqual([['swift-nio', null], ['swift-nio', '2.58.0']]);
  });

  it('reads at most 2,000 pins', () => {
    const pins = Array.from({ length: 2_100 }, (_, i) => ({ ...nio, identity: `p${i}`, location: `https://github.com/a/p${i}.git` }));
    expect(extractPackageResolved(resolvedV2(pins)).deps).toHaveLength(2_000);
  });
});

describe('the SwiftPM manager', () => {
  it('reads Package.swift as a manifest and Package.resolved as its lockfile, in Xcode projects too, and leaves checkouts alone', () => {
    expect(matchManagerFile('Package.swift')?.file.kind).toBe('manifest');
    expect(matchManagerFile('Packages/Core/Package.swift')?.managerName).toBe('swiftpm');
    expect(matchManagerFile('Package.resolved')?.file.kind).toBe('lockfile');
    expect(matchManagerFile('App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved')?.file.kind).toBe('lockfile');
    expect(matchManagerFile('App.xcworkspace/xcshareddata/swiftpm/Package.resolved')?.managerName).toBe('swiftpm');
    expect(matchManagerFile('.build/checkouts/swift-nio/Package.swift')).toBeNull();
    expect(matchManagerFile('DerivedData/SourcePackages/checkouts/swift-nio/Package.swift')).toBeNull();
    expect(matchManagerFile('Sources/App/Package.swift.bak')).toBeNull();
  });
});
