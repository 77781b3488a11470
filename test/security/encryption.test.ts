import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEncryptor } from '../../src/security/encryption.js';
import { loadOrCreateKey } from '../../src/security/load-or-create-key.js';
import { randomBase62 } from '../../src/security/random-base62.js';

const KEY = Buffer.alloc(32, 1).toString('base64');

describe('createEncryptor (AES-256-GCM)', () => {
  it('round-trips and never stores the plaintext', () => {
    const e = createEncryptor(KEY);
    const stored = e.encrypt('ghp_secretToken123');
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain('ghp_secretToken123');
    expect(e.decrypt(stored)).toBe('ghp_secretToken123');
  });

  it('uses a fresh IV each time', () => {
    const e = createEncryptor(KEY);
    expect(e.encrypt('same')).not.toBe(e.encrypt('same'));
  });

  it('detects tampering and a wrong key', () => {
    const e = createEncryptor(KEY);
    const stored = e.encrypt('value');
    const raw = Buffer.from(stored.slice(3), 'base64');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => e.decrypt(`v1:${raw.toString('base64')}`)).toThrow();
    expect(() => createEncryptor(Buffer.alloc(32, 2).toString('base64')).decrypt(stored)).toThrow();
  });

  it('refuses keys that are not 32 bytes', () => {
    expect(() => createEncryptor(Buffer.alloc(16).toString('base64'))).toThrow(/32 bytes/);
  });
});

describe('loadOrCreateKey', () => {
  it('generates a key once, private to the owner, and reads it back', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'svc-key-'));
    const key = loadOrCreateKey(dir);
    expect(Buffer.from(key, 'base64')).toHaveLength(32);
    expect(loadOrCreateKey(dir)).toBe(key);
    expect(readFileSync(path.join(dir, 'encryption.key'), 'utf8').trim()).toBe(key);
    expect(statSync(path.join(dir, 'encryption.key')).mode & 0o077).toBe(0);
  });
});

describe('randomBase62', () => {
  it('gives the requested length from the base62 alphabet, different each time', () => {
    const a = randomBase62(24);
    expect(a).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(randomBase62(24)).not.toBe(a);
  });

  it('covers the whole alphabet roughly uniformly', () => {
    const counts = new Map<string, number>();
    for (const ch of randomBase62(62_000)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(62);
    for (const n of counts.values()) expect(n).toBeGreaterThan(700);
  });
});
