/**
 * Regenerates the bundled typosquat lists (src/ecosystems/typosquat/popular-*.ts) from the public
 * download rankings of their registries:
 *
 *   npm       the bundled names and registry searches by popularity
 *             (https://registry.npmjs.org/-/v1/search) as candidates, ranked by last month's
 *             downloads (https://api.npmjs.org/downloads/point/last-month/)
 *   pypi      https://hugovk.github.io/top-pypi-packages/top-pypi-packages.min.json (BigQuery
 *             PyPI downloads, last 30 days, refreshed monthly)
 *   cargo     https://crates.io/api/v1/crates?sort=downloads (all-time downloads; one request a
 *             second, with a User-Agent, as crates.io's crawler policy asks)
 *   composer  https://packagist.org/explore/popular.json (Packagist's popular packages)
 *
 * RubyGems, Go modules and Maven have no ranking API: popular-rubygems.ts and popular-go-maven.ts
 * are written by hand (their headers say from which public rankings) and this script leaves them.
 *
 *   npm run typosquat-lists                 # all four
 *   npm run typosquat-lists -- cargo pypi   # some
 *
 * Needs network access to those hosts; nothing else in the project calls them. Review the diff
 * before committing: a name that is popular but looks like another belongs in KNOWN, never in
 * TARGETS alone (the tests check that no bundled name is reported as a typosquat).
 */
import { writeFile } from 'node:fs/promises';
import { z } from 'zod';
import { NPM_KNOWN, NPM_TARGETS } from '../src/ecosystems/typosquat/popular-npm.js';

const words = (text: string): string[] => text.split(/\s+/).filter((w) => w !== '');

const TARGETS = 500;
const KNOWN: Readonly<Record<Source, number>> = { npm: 6000, pypi: 6000, cargo: 3000, composer: 2000 };
const USER_AGENT = 'svc-typosquat-lists (https://github.com/; regenerates a bundled list of popular package names)';
const TIMEOUT_MS = 30_000;

type Source = 'npm' | 'pypi' | 'cargo' | 'composer';
const SOURCES: readonly Source[] = ['npm', 'pypi', 'cargo', 'composer'];

async function getJson<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  const response = await fetch(url, { headers: { 'user-agent': USER_AGENT, accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return schema.parse(await response.json());
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const NpmSearch = z.object({ objects: z.array(z.object({ package: z.object({ name: z.string() }) })) });
const NpmDownloads = z.record(z.string(), z.object({ downloads: z.number() }).nullable());
const NpmDownload = z.object({ package: z.string(), downloads: z.number() });

/**
 * npm has no ranking endpoint: the candidates are the bundled names plus the popularity-ordered
 * search results for broad keywords, ranked by last month's downloads.
 */
async function npmRanking(count: number): Promise<string[]> {
  const candidates = new Set<string>([...words(NPM_TARGETS), ...words(NPM_KNOWN)]);
  for (const keyword of ['javascript', 'node', 'react', 'typescript', 'cli', 'util', 'test', 'webpack', 'eslint', 'babel', 'vue', 'css', 'http', 'aws']) {
    for (let from = 0; from < 1000; from += 250) {
      const page = await getJson(`https://registry.npmjs.org/-/v1/search?text=${keyword}&popularity=1.0&quality=0.0&maintenance=0.0&size=250&from=${from}`, NpmSearch);
      if (page.objects.length === 0) break;
      for (const o of page.objects) candidates.add(o.package.name);
    }
  }
  const downloads = new Map<string, number>();
  const unscoped = [...candidates].filter((n) => !n.startsWith('@'));
  // The bulk endpoint takes up to 128 unscoped names; scoped names are asked one by one.
  for (let i = 0; i < unscoped.length; i += 128) {
    const batch = await getJson(`https://api.npmjs.org/downloads/point/last-month/${unscoped.slice(i, i + 128).join(',')}`, NpmDownloads);
    for (const [name, value] of Object.entries(batch)) if (value !== null) downloads.set(name, value.downloads);
  }
  for (const name of [...candidates].filter((n) => n.startsWith('@'))) {
    const one = await getJson(`https://api.npmjs.org/downloads/point/last-month/${name}`, NpmDownload);
    downloads.set(one.package, one.downloads);
  }
  return [...downloads].sort((a, b) => b[1] - a[1]).map(([name]) => name).slice(0, count);
}

const PypiTop = z.object({ rows: z.array(z.object({ project: z.string(), download_count: z.number() })) });

async function pypiRanking(count: number): Promise<string[]> {
  const top = await getJson('https://hugovk.github.io/top-pypi-packages/top-pypi-packages.min.json', PypiTop);
  return top.rows.sort((a, b) => b.download_count - a.download_count).map((r) => r.project).slice(0, count);
}

const CratesPage = z.object({ crates: z.array(z.object({ name: z.string() })) });

async function cargoRanking(count: number): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; names.length < count; page += 1) {
    const result = await getJson(`https://crates.io/api/v1/crates?sort=downloads&per_page=100&page=${page}`, CratesPage);
    if (result.crates.length === 0) break;
    names.push(...result.crates.map((c) => c.name));
    await sleep(1000);
  }
  return names.slice(0, count);
}

const PackagistPage = z.object({ packages: z.array(z.object({ name: z.string() })), next: z.string().optional() });

async function composerRanking(count: number): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; names.length < count; page += 1) {
    const result = await getJson(`https://packagist.org/explore/popular.json?per_page=100&page=${page}`, PackagistPage);
    if (result.packages.length === 0) break;
    names.push(...result.packages.map((p) => p.name));
    if (result.next === undefined) break;
  }
  return names.slice(0, count);
}

const RANKINGS: Readonly<Record<Source, { file: string; constant: string; from: string; rank: (count: number) => Promise<string[]> }>> = {
  npm: { file: 'popular-npm.ts', constant: 'NPM', from: 'npm (registry search by popularity, ranked by last-month downloads from api.npmjs.org)', rank: npmRanking },
  pypi: { file: 'popular-pypi.ts', constant: 'PYPI', from: 'PyPI (hugovk.github.io/top-pypi-packages, downloads over 30 days)', rank: pypiRanking },
  cargo: { file: 'popular-cargo.ts', constant: 'CARGO', from: 'crates.io (api/v1/crates?sort=downloads, all-time downloads)', rank: cargoRanking },
  composer: { file: 'popular-composer.ts', constant: 'COMPOSER', from: 'Packagist (explore/popular.json)', rank: composerRanking },
};

/** Names wrapped at about 100 characters a line, as the bundled files hold them. */
function wrap(names: readonly string[]): string {
  const lines: string[] = [];
  let line = '';
  for (const name of names) {
    if (line !== '' && line.length + 1 + name.length > 100) {
      lines.push(line);
      line = '';
    }
    line = line === '' ? name : `${line} ${name}`;
  }
  if (line !== '') lines.push(line);
  return lines.join('\n');
}

async function regenerate(source: Source): Promise<void> {
  const { file, constant, from, rank } = RANKINGS[source];
  const names = [...new Set(await rank(KNOWN[source]))];
  if (names.length < TARGETS) throw new Error(`${source}: only ${names.length} names came back; keeping the bundled list`);
  const date = new Date().toISOString().slice(0, 10);
  const text = `/**
 * Bundled package names for typosquat detection, generated by scripts/typosquat-lists.ts
 * (\`npm run typosquat-lists -- ${source}\`) on ${date} from ${from}.
 * TARGETS are the names worth impersonating (the top ${TARGETS}); KNOWN are the rest of the top
 * ${names.length}, popular enough never to be reported as a typosquat themselves (used together).
 */
export const ${constant}_TARGETS = \`
${wrap(names.slice(0, TARGETS))}
\`;

export const ${constant}_KNOWN = \`
${wrap(names.slice(TARGETS))}
\`;
`;
  await writeFile(new URL(`../src/ecosystems/typosquat/${file}`, import.meta.url), text);
  console.log(`${source}: ${names.length} names written to src/ecosystems/typosquat/${file}`);
}

const asked = process.argv.slice(2);
const unknown = asked.filter((a) => !SOURCES.includes(a as Source));
if (unknown.length > 0) {
  console.error(`unknown source ${unknown.join(', ')}: use ${SOURCES.join(', ')} (RubyGems, Go and Maven lists are written by hand)`);
  process.exit(2);
}
for (const source of asked.length > 0 ? (asked as Source[]) : SOURCES) await regenerate(source);
