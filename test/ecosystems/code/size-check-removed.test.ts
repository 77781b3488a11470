import { describe, expect, it } from 'vitest';
import { createPathClassifier } from '../../../src/analyzers/classify-path.js';
import { scanCodeChanges } from '../../../src/ecosystems/code/scan-code-changes.js';
import { makeCommit, makeFile, makeSnapshot } from '../../support/snapshot-factory.js';

const classifier = createPathClassifier();

function hunk(added: readonly string[], removed: readonly string[] = []): string {
  return [`@@ -10,${removed.length + 1} +10,${added.length + 1} @@`, ' // context', ...removed.map((l) => `-${l}`), ...added.map((l) => `+${l}`)].join('\n');
}

/** security-limit-loosened's severity and title for one file's hunk, or null. */
function limit(path: string, added: string[], removed: string[], title = 'Simplify upload handler'): string | null {
  const snapshot = makeSnapshot({ title, files: [makeFile(path, { patch: hunk(added, removed) })], commits: [makeCommit({ message: title })] });
  const f = scanCodeChanges(snapshot, (p) => classifier.info(p)).find((x) => x.id === 'security-limit-loosened');
  return f === undefined ? null : `${f.severity}:${f.title}`;
}

describe('security-limit-loosened: a size check on client input removed', () => {
  it('reads an upload or body size guard removed, medium', () => {
    expect(limit('internal/upload/save.go', ['\tdata, err := io.ReadAll(r.Body)'], ['\tdata, err := io.ReadAll(r.Body)', '\tif len(data) > maxUpload {', '\t\treturn errTooLarge', '\t}'])).toBe('medium:A size limit check is removed (maxUpload)');
    expect(limit('src/routes/upload.ts', ['  const body = await readBody(req);'], ['  const body = await readBody(req);', '  if (body.length > MAX_BODY_SIZE) return res.status(413).end();'])).toBe('medium:A size limit check is removed (MAX_BODY_SIZE)');
    expect(limit('app/views.py', ['    data = request.get_data()'], ['    data = request.get_data()', '    if len(data) > app.config["MAX_CONTENT_LENGTH"]:', '        abort(413)'])).toBe('medium:A size limit check is removed (MAX_CONTENT_LENGTH)');
  });

  it('stays quiet when the limit is enforced again, a check that refuses nothing, a loop bound and tests', () => {
    expect(limit('internal/upload/save.go', ['\tr.Body = http.MaxBytesReader(w, r.Body, maxUpload)', '\tdata, err := io.ReadAll(r.Body)'], ['\tdata, err := io.ReadAll(r.Body)', '\tif len(data) > maxUpload {', '\t\treturn errTooLarge', '\t}'])).toBeNull();
    expect(limit('src/routes/upload.ts', ['  if (body.length >= MAX_BODY_SIZE) return res.status(413).end();'], ['  if (body.length > MAX_BODY_SIZE) return res.status(413).end();'])).toBeNull();
    expect(limit('src/ui/list.ts', ['  render(items);'], ['  if (items.length > maxVisible) items = items.slice(0, maxVisible);', '  render(items);'])).toBeNull();
    expect(limit('src/log.ts', ['  console.log(message);'], ['  if (message.length > MAX_LOG_LINE) {', '    message = message.slice(0, MAX_LOG_LINE);', '  }', '  console.log(message);'])).toBeNull();
    expect(limit('internal/upload/save_test.go', ['\tdata := body'], ['\tif len(data) > maxUpload {', '\t\treturn errTooLarge', '\t}'])).toBeNull();
  });
});
