import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded-database default: a 32-byte key generated once into DATA_DIR/encryption.key
 * (mode 0600), so `npm start` needs no set-up. With DATABASE_URL, ENCRYPTION_KEY is required instead.
 */
export function loadOrCreateKey(dataDir: string): string {
  const file = path.resolve(dataDir, 'encryption.key');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (Buffer.from(existing, 'base64').length === 32) return existing;
    throw new Error(`${file} does not hold a 32-byte base64 key; remove it to generate a new one`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(32).toString('base64');
  writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}
