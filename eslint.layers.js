/**
 * The layers of src/ (docs/adr/0001-layout.md), enforced: a folder imports only the folders below
 * it, never one above it or beside it. From the top:
 *
 *   roots      src/main.ts, service.ts, worker.ts, migrate.ts, compose-services.ts, process-lifecycle.ts, cli/ (wiring)
 *   doors      http/, app/
 *   services   services/
 *   I/O, pure  github/, registries/, storage/, analyzers/   (none imports another)
 *   judges     ecosystems/, repo-config/       (neither imports the other)
 *   signal     signal/
 *   snapshot   snapshot/
 *   leaves     config.ts, errors.ts, logger.ts, metrics.ts, version.ts, is-entry-point.ts, limited-parse.ts,
 *              read-body-capped.ts, push-all.ts, security/
 *
 * The doors reach GitHub and the database only through services (a store's interface may be
 * named, as the type of what a door is handed). github/ imports only the snapshot's raw input
 * (snapshot/raw-*): it fetches, src/snapshot maps. The pure layers (analyzers, ecosystems,
 * repo-config, signal, snapshot) read no configuration, log nothing, import no I/O module and read no clock.
 * test/lint/layers.test.ts proves that a wrong-way import fails.
 */

/** Top-level modules of src/ that act as a layer (the rest are folders). */
const TOP_MODULES = ['compose-services', 'process-lifecycle', 'service', 'main', 'worker', 'migrate', 'config', 'logger', 'metrics'];

/** The import specifier of this folder or top-level module of src/ (relative, from any depth). */
const specifierOf = (name) => (TOP_MODULES.includes(name) ? `^(\\.\\./)+${name}\\.js$` : `(^|/)${name}/`);

const restrict = (names, message) => ({ regex: names.map(specifierOf).join('|'), message });
const above = (layer, names) => restrict(names, `${layer} is below these layers and may not import them (docs/adr/0001-layout.md).`);
const beside = (layer, names) => restrict(names, `${layer} and these layers are side by side: neither imports the other (docs/adr/0001-layout.md).`);
const impure = (layer) => restrict(['config', 'logger', 'metrics'], `${layer} is pure: configuration, logging and metrics reach it through its caller (docs/adr/0001-layout.md).`);

const ROOTS = ['cli', 'compose-services', 'process-lifecycle', 'service', 'main', 'worker', 'migrate'];

const pureModules = {
  paths: ['fs', 'fs/promises', 'net', 'http', 'https', 'child_process', 'worker_threads', 'knex', 'pg', 'probot', 'express'].flatMap((name) => [
    { name, message: 'Pure layers do no I/O (docs/adr/0001-layout.md).' },
    ...(['knex', 'pg', 'probot', 'express'].includes(name) ? [] : [{ name: `node:${name}`, message: 'Pure layers do no I/O (docs/adr/0001-layout.md).' }]),
  ]),
  patterns: [{ group: ['@octokit/*', '@electric-sql/*'], message: 'Pure layers do no I/O (docs/adr/0001-layout.md).' }],
};

const CLOCK = [
  { selector: 'CallExpression[callee.object.name="Date"][callee.property.name="now"]', message: 'Pure layers read no clock: use ctx.now (docs/adr/0001-layout.md).' },
  { selector: 'NewExpression[callee.name="Date"][arguments.length=0]', message: 'Pure layers read no clock: use ctx.now (docs/adr/0001-layout.md).' },
  { selector: 'CallExpression[callee.object.name="performance"][callee.property.name="now"]', message: 'Pure layers read no clock (docs/adr/0001-layout.md).' },
  { selector: 'CallExpression[callee.object.name="Math"][callee.property.name="random"]', message: 'Pure layers are deterministic (docs/adr/0001-layout.md).' },
];
/**
 * Arguments spread from an array: past about 100,000 items (a manifest or lockfile of a pull request
 * can list more) the call overflows the stack and the analysis fails (docs/reliability.md, "Hostile
 * pull request content"). src/push-all.ts appends without spreading.
 */
export const SPREAD_ARGUMENTS = [
  { selector: 'CallExpression[callee.property.name=/^(push|unshift|splice)$/] > SpreadElement', message: 'Spreading into push/unshift/splice overflows the stack past ~100,000 items: use pushAll (src/push-all.ts).' },
  { selector: 'CallExpression[callee.object.name="Math"][callee.property.name=/^(max|min)$/] > SpreadElement', message: 'Spreading into Math.max/min overflows the stack past ~100,000 items: reduce with a loop.' },
];
export const FOCUSED = { selector: 'CallExpression[callee.property.name="only"][callee.object.name=/^(it|test|describe)$/]', message: 'Focused tests silence the suite.' };

const DOORS = ['http', 'app'];
const LAYERS = {
  doors: [...ROOTS],
  services: [...ROOTS, ...DOORS],
  lower: [...ROOTS, ...DOORS, 'services'],
  judges: [...ROOTS, ...DOORS, 'services', 'github', 'registries', 'storage', 'analyzers'],
  signal: [...ROOTS, ...DOORS, 'services', 'github', 'registries', 'storage', 'analyzers', 'ecosystems', 'repo-config'],
  snapshot: [...ROOTS, ...DOORS, 'services', 'github', 'registries', 'storage', 'analyzers', 'ecosystems', 'repo-config', 'signal'],
  leaves: [...ROOTS, ...DOORS, 'services', 'github', 'registries', 'storage', 'analyzers', 'ecosystems', 'repo-config', 'signal', 'snapshot'],
};

const block = (files, patterns, options = {}) => ({
  files,
  rules: {
    '@typescript-eslint/no-restricted-imports': ['error', { paths: options.paths ?? [], patterns }],
    ...(options.pure ? { 'no-restricted-syntax': ['error', FOCUSED, ...CLOCK, ...SPREAD_ARGUMENTS] } : {}),
  },
});

export const layerRules = [
  block(['src/http/**/*.ts'], [
    above('http', LAYERS.doors),
    beside('http', ['app']),
    restrict(['github', 'registries', 'analyzers'], 'http reaches GitHub, the registries and the analyzers through services (docs/adr/0001-layout.md).'),
    { ...restrict(['storage'], 'http reaches the database through services; it may name a store interface it is handed (docs/adr/0001-layout.md).'), allowTypeImports: true },
  ]),
  block(['src/app/**/*.ts'], [
    above('app', LAYERS.doors),
    beside('app', ['http']),
    restrict(['github', 'registries', 'storage', 'analyzers'], 'the app reaches GitHub, the registries, the database and the analyzers through services (docs/adr/0001-layout.md).'),
  ]),
  block(['src/services/**/*.ts'], [above('services', LAYERS.services)]),
  block(['src/github/**/*.ts'], [
    above('github', LAYERS.lower),
    beside('github', ['registries', 'storage', 'analyzers']),
    restrict(['ecosystems', 'repo-config', 'signal'], 'github fetches; judging what it fetched is for the layers that read the snapshot (docs/adr/0001-layout.md).'),
    { regex: '(^|/)snapshot/(?!raw-)', message: 'github returns raw data (snapshot/raw-*); services build the snapshot from it (docs/adr/0001-layout.md).' },
  ]),
  block(['src/registries/**/*.ts'], [
    above('registries', LAYERS.lower),
    beside('registries', ['github', 'storage', 'analyzers']),
    restrict(['ecosystems', 'repo-config', 'signal'], 'registries fetch; judging what they fetched is for the layers that read the snapshot (docs/adr/0013-registry-lookups.md).'),
    { regex: '(^|/)snapshot/(?!registry-facts)', message: 'registries return registry facts (snapshot/registry-facts); services put them into the snapshot (docs/adr/0013-registry-lookups.md).' },
  ]),
  block(['src/storage/**/*.ts'], [
    above('storage', LAYERS.lower),
    beside('storage', ['github', 'registries', 'analyzers']),
  ]),
  block(['src/analyzers/**/*.ts'], [above('analyzers', LAYERS.lower), beside('analyzers', ['github', 'registries', 'storage']), impure('analyzers')], { ...pureModules, pure: true }),
  block(['src/ecosystems/**/*.ts'], [above('ecosystems', LAYERS.judges), beside('ecosystems', ['repo-config']), impure('ecosystems')], { ...pureModules, pure: true }),
  block(['src/repo-config/**/*.ts'], [above('repo-config', LAYERS.judges), beside('repo-config', ['ecosystems']), impure('repo-config')], { ...pureModules, pure: true }),
  block(['src/signal/**/*.ts'], [above('signal', LAYERS.signal), impure('signal')], { ...pureModules, pure: true }),
  block(['src/snapshot/**/*.ts'], [above('snapshot', LAYERS.snapshot), impure('snapshot')], { ...pureModules, pure: true }),
  block(['src/security/**/*.ts', 'src/push-all.ts', 'src/config.ts', 'src/errors.ts', 'src/logger.ts', 'src/metrics.ts', 'src/version.ts', 'src/is-entry-point.ts'], [above('the shared modules', LAYERS.leaves)]),
];
