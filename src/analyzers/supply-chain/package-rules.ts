import type { DependencyChange } from './change-list.js';

/** Ecosystems whose "packages" are actions and images: the CI rules judge them, not the package rules. */
const WITHOUT_PACKAGE_RULES = new Set(['github-actions', 'docker']);

/** A change of a manifest's direct dependency that the package rules (source, constraint, name, downgrade) judge. */
export function isDirectPackageChange(change: DependencyChange): boolean {
  return change.origin === 'manifest' && change.file !== null && !WITHOUT_PACKAGE_RULES.has(change.ecosystem);
}
