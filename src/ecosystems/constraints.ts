import type { Severity } from '../signal/schema.js';
import type { ExtractedDependency } from './types.js';

/**
 * Version constraints that accept any future release, per ecosystem, and how much that matters.
 * Returns null when the constraint is bounded enough (or unboundedness is normal for the format).
 */
export function unboundedSeverity(ecosystem: string, dep: ExtractedDependency, path: string): Severity | null {
  if (dep.source !== 'registry') return null;
  const spec = (dep.version ?? '').trim();
  const loud: Severity = dep.dev ? 'low' : 'medium';
  switch (ecosystem) {
    case 'npm':
      if (dep.depType === 'peerDependencies') return null;
      if (spec === '' || spec === '*' || spec === 'x' || spec === 'X' || spec === 'latest' || spec === 'next') return loud;
      // An override's floor (`"semver@<7.5.2": ">=7.5.2"` in pnpm-workspace.yaml, as `pnpm audit --fix`
      // writes it) lifts a vulnerable transitive package to a fixed release; the lockfile pins what it resolves.
      if (/^>=?\s*v?\d[\w.-]*$/.test(spec)) return dep.depType === 'overrides' ? null : 'low';
      return null;
    case 'pypi':
      if (/requirements[^/]*\.(txt|in)$/.test(path) && spec === '' && dep.depType !== 'constraint') return 'low';
      if (spec === '*') return loud;
      return null;
    case 'cargo':
      return spec === '*' ? loud : null;
    case 'composer':
      if (spec === '*' || /^dev-(master|main)$/.test(spec)) return loud;
      return null;
    case 'maven':
    case 'gradle':
      if (/^(LATEST|RELEASE|latest\.(release|integration)|\+)$/.test(spec)) return loud;
      if (/^[[(][^,]*,\s*\)$/.test(spec) || /\.\+$/.test(spec)) return 'low';
      return null;
    case 'nuget':
      // NuGet floating versions: `*` takes the newest release, `1.*` or `1.2.*` the newest of a
      // line, `*-*` prereleases too; an open range `[1.0,)` has no upper bound. A bare `1.2.3` is a
      // minimum NuGet resolves to its lowest match, not a float.
      if (spec === '*' || spec === '*-*') return loud;
      if (/^\d[\w.-]{0,40}\*(?:-\*?)?$/.test(spec) || /^[[(][^,]{0,40},\s*\)$/.test(spec)) return 'low';
      return null;
    default:
      return null;
  }
}
