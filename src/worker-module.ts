import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * A worker thread's module, a sibling of the module that starts it (`fromUrl`, its
 * `import.meta.url`) with the same extension: `.js` when compiled, `.ts` under tsx or vitest, where
 * the thread needs tsx's loader too (`--import tsx`, resolved from here).
 */
export function workerModule(name: string, fromUrl: string): { filename: string; execArgv: string[] | undefined } {
  const extension = /\.[cm]?[jt]s$/.exec(new URL(fromUrl).pathname)?.[0] ?? '.js';
  const filename = new URL(`./${name}${extension}`, fromUrl).href;
  if (!extension.endsWith('ts')) return { filename, execArgv: undefined };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename, execArgv: ['--import', tsx] };
}
