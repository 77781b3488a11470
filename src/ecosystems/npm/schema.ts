import { z } from 'zod';

/** The fields of package.json the analysis reads; everything else passes through untouched. */
const DependencyMap = z.record(z.string(), z.unknown()).catch({});

export const PackageJson = z.looseObject({
  name: z.string().optional().catch(undefined),
  dependencies: DependencyMap.optional(),
  devDependencies: DependencyMap.optional(),
  optionalDependencies: DependencyMap.optional(),
  peerDependencies: DependencyMap.optional(),
  scripts: z.record(z.string(), z.unknown()).optional().catch(undefined),
});
export type PackageJson = z.infer<typeof PackageJson>;
