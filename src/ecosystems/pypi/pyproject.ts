import { parseTomlLimited } from '../../limited-parse.js';
import type { DependencySourceKind, ExtractedDependency, ExtractResult } from '../types.js';
import { skip } from '../types.js';
import { asString, isRecord } from '../util.js';
import { indexFindings, pyprojectIndexes } from './indexes.js';
import { requirementDependency } from './pep508.js';
import { normalizePypiName } from './normalize.js';

/** Names of dependency groups and extras that hold development tooling (tests, linters, docs), not what users install. */
export const DEV_GROUP = /^(?:dev|develop|development|test|tests|testing|lint|linting|docs|doc|typing|types|ci|bench|benchmark)s?$/i;

/** The TOML document, or why it is not read (invalid, too large or too deeply nested). */
export function parseToml(content: string): Record<string, unknown> | string {
  const parsed = parseTomlLimited(content);
  return parsed.ok ? parsed.value : parsed.reason;
}

/** A Poetry / Pipfile style table value: `"^1.2"`, or `{ version, git, path, url, ... }`. */
export function tableDependency(name: string, value: unknown, dev: boolean, depType: string): ExtractedDependency {
  if (typeof value === 'string') return { name, version: value, dev, source: 'registry', depType };
  if (Array.isArray(value)) {
    // Poetry multiple-constraint dependencies: the first entry stands for the others.
    return tableDependency(name, value[0], dev, depType);
  }
  const table = isRecord(value) ? value : {};
  let source: DependencySourceKind = 'registry';
  let target: string | null = null;
  if (typeof table.git === 'string') {
    source = 'git';
    target = table.git;
  } else if (typeof table.path === 'string') {
    source = 'path';
    target = table.path;
  } else if (typeof table.url === 'string') {
    source = 'url';
    target = table.url;
  } else if (table.workspace === true) source = 'workspace';
  const ref = asString(table.rev) ?? asString(table.tag) ?? asString(table.branch) ?? asString(table.ref);
  return {
    name,
    version: asString(table.version) ?? (target !== null ? `${target}${ref ? `@${ref}` : ''}` : ''),
    dev,
    source,
    depType,
    target,
  };
}

/** PEP 517 build backends and the build plugins projects list beside them (names normalized as PEP 503 does). */
const BUILD_BACKENDS: ReadonlySet<string> = new Set([
  'setuptools', 'wheel', 'setuptools-scm', 'setuptools-rust', 'hatchling', 'hatch-vcs', 'hatch-fancy-pypi-readme', 'flit-core', 'flit',
  'poetry-core', 'poetry-dynamic-versioning', 'pdm-backend', 'pdm-pep517', 'maturin', 'scikit-build-core', 'scikit-build', 'meson-python',
  'uv-build', 'cython', 'pybind11', 'cffi', 'versioneer', 'sip', 'enscons', 'whey',
]);

/** pyproject.toml: PEP 621 `[project]`, PEP 735 `[dependency-groups]`, Poetry and uv tables. */
export function extractPyproject(content: string, path = 'pyproject.toml'): ExtractResult {
  const doc = parseToml(content);
  if (typeof doc === 'string') return skip(doc);
  const deps: ExtractedDependency[] = [];
  const project = isRecord(doc.project) ? doc.project : {};
  const addList = (list: unknown, dev: boolean, depType: string, leaveOut: (dep: ExtractedDependency) => boolean = () => false): void => {
    if (!Array.isArray(list)) return;
    for (const item of list) {
      if (typeof item !== 'string') continue;
      const dep = requirementDependency(item, dev, depType);
      if (dep && !leaveOut(dep)) deps.push(dep);
    }
  };
  addList(project.dependencies, false, 'project.dependencies');
  if (isRecord(project['optional-dependencies'])) {
    for (const [group, list] of Object.entries(project['optional-dependencies'])) addList(list, DEV_GROUP.test(group), `optional:${group}`);
  }
  if (isRecord(doc['dependency-groups'])) {
    for (const [group, list] of Object.entries(doc['dependency-groups'])) addList(list, true, `group:${group}`);
  }
  // PEP 518 build requirements: pip and uv install them, then run their code, on every install from
  // source. The common build backends and their plugins from the index (setuptools, hatchling,
  // poetry-core, maturin...) are every Python project's tooling, not new code to review: left out, so
  // that a move to PEP 517 or a change of backend lists no new dependency. Anything else, and any of
  // them from a URL, git or a path, is listed (a look-alike name is not the backend's).
  if (isRecord(doc['build-system'])) {
    addList(doc['build-system'].requires, true, 'build-system.requires', (dep) => dep.source === 'registry' && BUILD_BACKENDS.has(normalizePypiName(dep.name)));
  }
  const tool = isRecord(doc.tool) ? doc.tool : {};
  const poetry = isRecord(tool.poetry) ? tool.poetry : {};
  const addTable = (table: unknown, dev: boolean, depType: string): void => {
    if (!isRecord(table)) return;
    for (const [name, value] of Object.entries(table)) {
      if (name.toLowerCase() === 'python') continue;
      deps.push(tableDependency(name, value, dev, depType));
    }
  };
  addTable(poetry.dependencies, false, 'poetry.dependencies');
  addTable(poetry['dev-dependencies'], true, 'poetry.dev-dependencies');
  if (isRecord(poetry.group)) {
    for (const [group, value] of Object.entries(poetry.group)) {
      if (isRecord(value)) addTable(value.dependencies, group !== 'main', `poetry.group.${group}`);
    }
  }
  const uv = isRecord(tool.uv) ? tool.uv : {};
  addList(uv['dev-dependencies'], true, 'uv.dev-dependencies');
  // tool.uv.sources re-points declared requirements at git, paths or URLs.
  if (isRecord(uv.sources)) {
    for (const [name, value] of Object.entries(uv.sources)) {
      const override = tableDependency(name, value, false, 'uv.sources');
      if (override.source === 'registry') continue;
      for (let i = 0; i < deps.length; i += 1) {
        const dep = deps[i]!;
        if (dep.name.toLowerCase() === name.toLowerCase()) deps[i] = { ...dep, source: override.source, target: override.target, version: override.version };
      }
    }
  }
  const installScripts = buildHooks(doc, tool);
  return { deps, findings: indexFindings(path, pyprojectIndexes(tool, content)), ...(Object.keys(installScripts).length > 0 ? { installScripts } : {}) };
}

/**
 * The project's own code that pip, build or uv run to build the package (python-setup-script,
 * docs/findings.md), compared between base and head like setup.py's cmdclass, each named by the
 * TOML key that declares it (so the finding points at its line):
 * - an in-tree build backend (PEP 517 `backend-path`): the module `build-backend` names, loaded from
 *   the repository itself;
 * - setuptools command classes declared in pyproject.toml (`[tool.setuptools.cmdclass]`);
 * - Hatch build hooks of the project's own (`[tool.hatch.build.hooks.custom]`, and per target,
 *   `hatch_build.py` unless `path` names another file).
 * The hook files themselves (`hatch_build.py`, pdm-backend's `pdm_build.py`) are build code
 * (build-code/build-files.ts).
 */
function buildHooks(doc: Record<string, unknown>, tool: Record<string, unknown>): Record<string, string> {
  const hooks: Record<string, string> = {};
  const system = isRecord(doc['build-system']) ? doc['build-system'] : {};
  const backendPath = system['backend-path'];
  if (Array.isArray(backendPath) && backendPath.length > 0 && typeof system['build-backend'] === 'string') {
    hooks['backend-path'] = `in-tree build backend: build-backend = "${system['build-backend']}" loaded from backend-path ${JSON.stringify(backendPath)}`;
  }
  const setuptools = isRecord(tool.setuptools) ? tool.setuptools : {};
  if (isRecord(setuptools.cmdclass)) {
    for (const [command, target] of Object.entries(setuptools.cmdclass)) {
      if (typeof target === 'string') hooks[command] = `[tool.setuptools.cmdclass] ${command} = "${target}"`;
    }
  }
  const hatchBuild = isRecord(tool.hatch) && isRecord(tool.hatch.build) ? tool.hatch.build : {};
  const customHook = (where: string, hooksTable: unknown): void => {
    if (!isRecord(hooksTable) || !isRecord(hooksTable.custom)) return;
    const file = typeof hooksTable.custom.path === 'string' ? hooksTable.custom.path : 'hatch_build.py';
    hooks[`[tool.hatch.build${where}.hooks.custom]`] = `Hatch runs ${file} when it builds the package`;
  };
  customHook('', hatchBuild.hooks);
  if (isRecord(hatchBuild.targets)) {
    for (const [target, table] of Object.entries(hatchBuild.targets)) if (isRecord(table)) customHook(`.targets.${target}`, table.hooks);
  }
  return hooks;
}
