import { describe, expect, it } from 'vitest';
import { createPathClassifier } from '../../../src/analyzers/classify-path.js';
import { compromisedCdnHost } from '../../../src/ecosystems/code/compromised-cdn.js';
import { scanCodeChanges } from '../../../src/ecosystems/code/scan-code-changes.js';
import type { SnapshotFile } from '../../../src/snapshot/pr-snapshot.js';
import { makeCommit, makeFile, makeSnapshot } from '../../support/snapshot-factory.js';

const classifier = createPathClassifier();

function hunk(added: readonly string[], removed: readonly string[] = []): string {
  return [`@@ -10,${removed.length + 1} +10,${added.length + 1} @@`, ' <!-- context -->', ...removed.map((l) => `-${l}`), ...added.map((l) => `+${l}`)].join('\n');
}

function cdn(path: string, added: readonly string[], removed: readonly string[] = [], extra: SnapshotFile[] = []): string[] {
  const snapshot = makeSnapshot({ title: 'Update page', files: [makeFile(path, { patch: hunk(added, removed) }), ...extra], commits: [makeCommit({ message: 'Update page' })] });
  return scanCodeChanges(snapshot, (p) => classifier.info(p))
    .filter((f) => f.id === 'compromised-cdn-script')
    .map((f) => `${f.severity}:${f.path}`);
}

describe('compromised-cdn-script: loading from a CDN domain taken over to serve malware (polyfill.io, June 2024)', () => {
  it('reports a <script src> in HTML or a template, a Next.js <Script src>, a script element made at run time and a worker import', () => {
    expect(cdn('public/index.html', ['<script src="https://cdn.polyfill.io/v3/polyfill.min.js?features=default"></script>'])).toEqual(['high:public/index.html']);
    expect(cdn('templates/base.html.j2', ['  <script src="//cdn.bootcdn.net/ajax/libs/jquery/3.6.0/jquery.min.js"></script>'])).toEqual(['high:templates/base.html.j2']);
    expect(cdn('app/layout.tsx', ['      <Script src="https://cdn.staticfile.org/vue/2.6.14/vue.min.js" strategy="beforeInteractive" />'])).toEqual(['high:app/layout.tsx']);
    expect(cdn('src/loader.js', ["  s.src = 'https://cdn.bootcss.com/jquery/3.4.1/jquery.min.js';"])).toEqual(['high:src/loader.js']);
    expect(cdn('src/worker.js', ["importScripts('https://polyfill.com/v3/polyfill.min.js');"])).toEqual(['high:src/worker.js']);
    expect(cdn('views/layout.erb', ['<link rel="stylesheet" href="https://cdn.staticfile.net/bootstrap/5.3.0/css/bootstrap.min.css">'])).toEqual(['high:views/layout.erb']);
  });

  it('is quiet on the mirrors and other CDNs, a host named without a URL, comments, prose, tests and a line the PR only moves', () => {
    expect(cdn('public/index.html', ['<script src="https://cdnjs.cloudflare.com/polyfill/v3/polyfill.min.js?features=default"></script>', '<script src="https://polyfill-fastly.io/v3/polyfill.min.js"></script>', '<script src="https://cdn.jsdelivr.net/npm/vue@3"></script>', '<script src="https://unpkg.com/react@18/umd/react.production.min.js"></script>'])).toEqual([]);
    expect(cdn('src/csp.ts', ["const BLOCKED_HOSTS = ['polyfill.io', 'bootcdn.net'];", "const fake = 'https://notpolyfill.io/x.js';"])).toEqual([]);
    expect(cdn('src/loader.js', ["  // was: s.src = 'https://cdn.polyfill.io/v3/polyfill.min.js';"])).toEqual([]);
    expect(cdn('public/index.html', ['<!-- <script src="https://cdn.polyfill.io/v3/polyfill.min.js"></script> -->'])).toEqual([]);
    expect(cdn('README.md', ['Do not load https://cdn.polyfill.io/v3/polyfill.min.js any more.'])).toEqual([]);
    expect(cdn('test/csp.test.ts', ["  expect(blocked('https://cdn.polyfill.io/v3/polyfill.min.js')).toBe(true);"])).toEqual([]);
    expect(cdn('public/index.html', ['    <script src="https://cdn.polyfill.io/v3/polyfill.min.js"></script>'], ['<script src="https://cdn.polyfill.io/v3/polyfill.min.js"></script>'])).toEqual([]);
  });

  it('names the host of the URL, subdomains included', () => {
    expect(compromisedCdnHost('<script src="https://CDN.Polyfill.io/v3/polyfill.min.js">')).toBe('cdn.polyfill.io');
    expect(compromisedCdnHost('fetch("https://www.polyfillcache.com/x")')).toBe('www.polyfillcache.com');
    expect(compromisedCdnHost('https://polyfill.io.example.com/x')).toBeNull();
  });
});
