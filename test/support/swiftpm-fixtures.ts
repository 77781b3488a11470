/** Package.swift and Package.resolved fixtures, written for the SwiftPM tests. */

export interface Pin {
  readonly identity: string;
  readonly location: string;
  readonly version?: string | null;
  readonly revision: string;
  readonly branch?: string | null;
  readonly kind?: string;
}

/** A Package.resolved of version 2 or 3 (3 adds `originHash`). */
export function resolvedV2(pins: readonly Pin[], version: 2 | 3 = 2): string {
  return JSON.stringify(
    {
      ...(version === 3 ? { originHash: 'f'.repeat(64) } : {}),
      pins: pins.map((p) => ({
        identity: p.identity,
        kind: p.kind ?? 'remoteSourceControl',
        location: p.location,
        state: { ...(p.branch ? { branch: p.branch } : {}), revision: p.revision, ...(p.version ? { version: p.version } : {}) },
      })),
      version,
    },
    null,
    2,
  );
}

/** A Package.resolved of version 2 or 3 from `[identity, location, version, revision]` rows, for the corpus cases. */
export function resolvedRows(version: 2 | 3, ...rows: readonly (readonly [string, string, string, string])[]): string {
  return resolvedV2(rows.map(([identity, location, pinned, revision]) => ({ identity, location, version: pinned, revision })), version);
}

/** A Package.resolved of version 1 (`object.pins`, `package` and `repositoryURL`). */
export function resolvedV1(pins: readonly (Pin & { readonly package: string })[]): string {
  return JSON.stringify(
    { object: { pins: pins.map((p) => ({ package: p.package, repositoryURL: p.location, state: { branch: p.branch ?? null, revision: p.revision, version: p.version ?? null } })) }, version: 1 },
    null,
    2,
  );
}

/** A Package.swift whose `dependencies:` are the given `.package(…)` entries. */
export function packageSwift(...entries: string[]): string {
  return [
    '// swift-tools-version:5.9',
    'import PackageDescription',
    '',
    'let package = Package(',
    '    name: "Server",',
    '    dependencies: [',
    ...entries.map((e) => `        ${e},`),
    '    ],',
    '    targets: [.executableTarget(name: "Server")]',
    ')',
    '',
  ].join('\n');
}

export const REV_A = '4d2d2d5a2a5bd2ff0e94bd1ba4c2b2c3fb7a11a1';
export const REV_B = '9e1c6b0e7b36b2f2c8c53fa0a0e8c7d2b1e5f0b2';
