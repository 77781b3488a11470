import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import lockfile from 'proper-lockfile';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Makes dist/ the compiled build of the sources as they are now (`node scripts/build.js
 * --if-stale`: nothing to do after `npm ci`, a rebuild after an edit), so that the tests that
 * start the service as production does (`npm start`, compiled code) never run a stale build. A
 * failing build fails them. Test files running at once build one at a time.
 */
export async function ensureCompiledBuild(): Promise<void> {
  const lockDir = path.join(ROOT, 'test-output');
  mkdirSync(lockDir, { recursive: true });
  const release = await lockfile.lock(lockDir, { lockfilePath: path.join(lockDir, 'build.lock'), retries: { retries: 600, minTimeout: 500, maxTimeout: 500 } });
  try {
    await promisify(execFile)(process.execPath, ['scripts/build.js', '--if-stale'], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm run build failed:\n${stdout}${stderr}`, { cause: error });
  } finally {
    await release();
  }
}
