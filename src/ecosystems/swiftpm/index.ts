import type { EcosystemManager } from '../types.js';
import { extractPackageResolved, extractPackageSwift } from './extract.js';
import { swiftInsecureUrls, swiftPackageMoves } from './package-rules.js';

/** SwiftPM's checkouts and build folders (`.build/checkouts/…`, Xcode's `SourcePackages/checkouts/…`): copies of other packages, not the project's. */
const CHECKOUT = /(?:^|\/)(?:\.build|SourcePackages\/checkouts)\//;

export const swiftpmManager: EcosystemManager = {
  // GitHub's dependency graph and advisory database name the ecosystem `swift`.
  ecosystem: 'swift',
  fileRules: [swiftPackageMoves, swiftInsecureUrls],
  lockfileRules: [swiftPackageMoves, swiftInsecureUrls],
  // The code hosts most packages live on: a pin elsewhere, new to the lockfile, is lockfile-foreign-host.
  registryHosts: ['github.com', 'gitlab.com', 'bitbucket.org'],
  files: [
    { baseNames: ['Package.swift'], kind: 'manifest', match: (path, name) => name === 'Package.swift' && !CHECKOUT.test(path), extract: extractPackageSwift },
    {
      baseNames: ['Package.resolved'],
      kind: 'lockfile',
      match: (path, name) => name === 'Package.resolved' && !CHECKOUT.test(path),
      manifests: ['Package.swift'],
      // An Xcode project's packages are listed in its project file; its Package.resolved sits below
      // `X.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/` or `X.xcworkspace/xcshareddata/swiftpm/`.
      governedBy: ['project.pbxproj'],
      extract: extractPackageResolved,
    },
  ],
};
