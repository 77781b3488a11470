import { z } from 'zod';

/** The fields of package.json the analysis reads; everything else passes through untouched. */
const DependencyMap = z.record(z.string(), z.unknown()).catch({});

export const PackageJson = z.looseObject({
  name: z.string().optional().catch(undefined),
  /** `"private": true`: npm refuses to publish it. */
  private: z.unknown().optional(),
  dependencies: DependencyMap.optional(),
  devDependencies: DependencyMap.optional(),
  optionalDependencies: DependencyMap.optional(),
  peerDependencies: DependencyMap.optional(),
  scripts: z.record(z.string(), z.unknown()).optional().catch(undefined),
  /** npm's overrides (nested objects of specs), Yarn's resolutions, pnpm's `pnpm.overrides`. */
  overrides: z.record(z.string(), z.unknown()).optional().catch(undefined),
  resolutions: z.record(z.string(), z.unknown()).optional().catch(undefined),
  pnpm: z.looseObject({ overrides: z.record(z.string(), z.unknown()).optional().catch(undefined) }).optional().catch(undefined),
  /** A VS Code extension's manifest: `engines.vscode`, when it activates, and its entry files. */
  engines: z.looseObject({ vscode: z.string().optional().catch(undefined) }).optional().catch(undefined),
  activationEvents: z.array(z.unknown()).optional().catch(undefined),
  /** `publishConfig.registry`: where `npm publish` sends the package, and the token for that host. */
  publishConfig: z.looseObject({ registry: z.string().optional().catch(undefined) }).optional().catch(undefined),
  main: z.string().optional().catch(undefined),
  browser: z.unknown().optional(),
});
export type PackageJson = z.infer<typeof PackageJson>;
