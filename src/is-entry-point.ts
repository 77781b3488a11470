import { realpathSync } from 'node:fs';

/**
 * True when `moduleFile` is the script node (or tsx) was started with, so that an entry module
 * (src/main.ts, src/migrate.ts) runs when started and only exports when imported (the `svc` CLI).
 */
export function isEntryPoint(moduleFile: string): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return realpathSync(script) === realpathSync(moduleFile);
  } catch {
    return false;
  }
}
