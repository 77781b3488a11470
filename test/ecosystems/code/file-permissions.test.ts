import { describe, expect, it } from 'vitest';
import { createPathClassifier } from '../../../src/analyzers/classify-path.js';
import { scanCodeChanges } from '../../../src/ecosystems/code/scan-code-changes.js';
import { makeCommit, makeFile, makeSnapshot } from '../../support/snapshot-factory.js';

const classifier = createPathClassifier();

function hunk(added: readonly string[], removed: readonly string[] = []): string {
  return [`@@ -10,${removed.length + 1} +10,${added.length + 1} @@`, ' # context', ...removed.map((l) => `-${l}`), ...added.map((l) => `+${l}`)].join('\n');
}

/** file-permissions-widened's severity for one file's hunk, or null. */
function severity(path: string, added: string[], removed: string[] = [], title = 'Simplify file handling'): string | null {
  const snapshot = makeSnapshot({ title, files: [makeFile(path, { patch: hunk(added, removed) })], commits: [makeCommit({ message: title })] });
  return scanCodeChanges(snapshot, (p) => classifier.info(p)).find((f) => f.id === 'file-permissions-widened')?.severity ?? null;
}

describe('file-permissions-widened: a private mode widened', () => {
  it('reads a mode widened on an otherwise unchanged line, high on a secret', () => {
    expect(severity('internal/store/cache.go', ['\treturn os.WriteFile(p, data, 0o666)'], ['\treturn os.WriteFile(p, data, 0o600)'])).toBe('medium');
    expect(severity('internal/auth/token.go', ['\treturn os.WriteFile(tokenPath, data, 0o666)'], ['\treturn os.WriteFile(tokenPath, data, 0o600)'])).toBe('high');
    expect(severity('src/config/credentials.ts', ['  fs.writeFileSync(credentialsFile, json, { mode: 0o666 });'], ['  fs.writeFileSync(credentialsFile, json, { mode: 0o600 });'])).toBe('high');
    expect(severity('app/keys.py', ['    os.chmod(key_path, 0o644)'], ['    os.chmod(key_path, 0o600)'])).toBe('high');
  });

  it('stays quiet for a mode narrowed, a world-readable mode on a plain file, and the same mode rewritten', () => {
    expect(severity('internal/store/cache.go', ['\treturn os.WriteFile(p, data, 0o600)'], ['\treturn os.WriteFile(p, data, 0o666)'])).toBeNull();
    expect(severity('internal/store/cache.go', ['\treturn os.WriteFile(p, data, 0o644)'], ['\treturn os.WriteFile(p, data, 0o600)'])).toBeNull();
    expect(severity('internal/store/cache.go', ['\treturn os.WriteFile(p, data, 0600)'], ['\treturn os.WriteFile(p, data, 0o600)'])).toBeNull();
  });
});

describe('file-permissions-widened: a file made writable by every user', () => {
  it('reads a chmod that gives others write, in code and scripts', () => {
    expect(severity('app/storage.py', ['    os.chmod(upload_dir, 0o777)'])).toBe('medium');
    expect(severity('scripts/deploy.sh', ['chmod -R 777 /srv/app/storage'])).toBe('medium');
    expect(severity('scripts/deploy.sh', ['chmod o+w /etc/acme/config.yml'])).toBe('medium');
    expect(severity('scripts/setup.sh', ['chmod 666 ~/.ssh/id_ed25519'])).toBe('high');
    expect(severity('lib/acme/cache.rb', ['    FileUtils.chmod(0777, cache_dir)'])).toBe('medium');
    expect(severity('src/main/java/com/acme/Store.java', ['        file.setWritable(true, false);'])).toBe('medium');
  });

  it('stays quiet for the ordinary modes, /tmp with its sticky bit, Go idioms and tests', () => {
    expect(severity('scripts/install.sh', ['chmod +x ./bin/acme', 'chmod 755 ./bin/acme', 'chmod 644 ./etc/acme.conf'])).toBeNull();
    expect(severity('scripts/ci.sh', ['chmod 1777 /tmp/scratch'])).toBeNull();
    expect(severity('internal/store/cache.go', ['\tif err := os.MkdirAll(dir, 0o777); err != nil {', '\treturn os.WriteFile(p, data, 0o666)'])).toBeNull();
    expect(severity('app/storage.py', ['    print("run chmod 777 on the folder if uploads fail")'])).toBeNull();
    expect(severity('tests/test_storage.py', ['    os.chmod(tmp_dir, 0o777)'])).toBeNull();
    expect(severity('src/javascript-node/test-project/test.sh', ['sudo chmod a+rw yarn.lock'])).toBeNull();
    expect(severity('app/storage.py', ['    os.chmod(upload_dir, 0o777)'], ['        os.chmod(upload_dir, 0o777)'])).toBeNull();
  });
});
