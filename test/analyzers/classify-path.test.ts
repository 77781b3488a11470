import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, RepoConfig } from '../../src/repo-config/schema.js';
import { classifierFor, classifyPath, createPathClassifier, isTestPath, normalizeGlob, pathWords } from '../../src/analyzers/classify-path.js';
import { makeSnapshot } from '../support/snapshot-factory.js';

describe('classifyPath', () => {
  const cases: [string, string][] = [
    ['src/app.ts', 'source'],
    ['lib/server.py', 'source'],
    ['cmd/main.go', 'source'],
    ['src/app.test.ts', 'test'],
    ['src/app.spec.js', 'test'],
    ['src/__tests__/app.ts', 'test'],
    ['test/app.ts', 'test'],
    ['tests/test_api.py', 'test'],
    ['pkg/api_test.py', 'test'],
    ['pkg/api/handler_test.go', 'test'],
    ['core/src/test/java/com/acme/FooTest.java', 'test'],
    ['spec/models/user_spec.rb', 'test'],
    ['crate/tests/integration.rs', 'test'],
    ['Acme.Tests/WidgetTests.cs', 'test'],
    ['app/Http/FooTest.php', 'test'],
    ['README.md', 'docs'],
    ['docs/guide/intro.rst', 'docs'],
    ['LICENSE', 'docs'],
    ['package.json', 'dependency'],
    ['requirements.txt', 'dependency'],
    ['go.mod', 'dependency'],
    ['package-lock.json', 'lockfile'],
    ['yarn.lock', 'lockfile'],
    ['go.sum', 'lockfile'],
    ['.github/workflows/ci.yml', 'ci'],
    ['.gitlab-ci.yml', 'ci'],
    ['dist/bundle.js', 'generated'],
    ['public/app.min.js', 'generated'],
    ['api/v1/service.pb.go', 'generated'],
    ['proto/service_pb2.py', 'generated'],
    ['src/types.generated.ts', 'generated'],
    ['src/__generated__/schema.ts', 'generated'],
    ['vendor/github.com/x/y.go', 'vendored'],
    ['third_party/zlib/inflate.c', 'vendored'],
    ['bin/tool.exe', 'binary'],
    ['assets/logo.png', 'binary'],
    ['tsconfig.json', 'config'],
    ['Dockerfile', 'config'],
    ['.gitignore', 'config'],
    ['data/records.weird', 'other'],
  ];
  for (const [path, category] of cases) {
    it(`classifies ${path} as ${category}`, () => {
      expect(classifyPath(path)).toEqual(category);
    });
  }

  it('does not take a word inside a name for a test directory', () => {
    expect(classifyPath('src/latest.ts')).toEqual('source');
    expect(classifyPath('app/latest.php')).toEqual('source');
    expect(isTestPath('src/contest/entry.ts')).toEqual(false);
  });

  it('adds configured generated and vendored globs; a slash-less glob matches the file name anywhere', () => {
    const options = { generated: ['*.out.ts'], vendored: ['legacy/**'] };
    expect(classifyPath('src/deep/api.out.ts', options)).toEqual('generated');
    expect(classifyPath('legacy/old.c', options)).toEqual('vendored');
    expect(classifyPath('src/legacy/old.c', options)).toEqual('source');
  });

  it('reads linguist-generated, linguist-vendored and linguist-documentation from .gitattributes; negations win when later', () => {
    const c = createPathClassifier({
      gitattributes: ['# comment', 'gen/** linguist-generated', 'gen/keep.ts -linguist-generated', 'external/ linguist-vendored=true', 'notes/*.ts linguist-documentation', 'dist/** linguist-generated=false'].join('\n'),
    });
    expect(c.classify('gen/a.ts')).toEqual('generated');
    expect(c.classify('gen/keep.ts')).toEqual('source');
    expect(c.classify('external/lib/x.c')).toEqual('vendored');
    expect(c.classify('notes/example.ts')).toEqual('docs');
    expect(c.classify('dist/cli.js')).toEqual('source');
  });

  it('normalizes globs like .gitignore', () => {
    expect(normalizeGlob('*.lock')).toEqual('**/*.lock');
    expect(normalizeGlob('/build')).toEqual('build');
    expect(normalizeGlob('docs/')).toEqual('**/docs/**');
    expect(normalizeGlob('/docs/')).toEqual('docs/**');
    expect(normalizeGlob('src/*.ts')).toEqual('src/*.ts');
  });
});

describe('sensitivity', () => {
  const c = createPathClassifier({ sensitive: [{ pattern: 'src/billing/**', weight: 0.9, label: 'payments' }] });
  it('flags authentication code by path words, camelCase included', () => {
    expect(c.info('src/auth/login.ts').sensitive).toEqual([{ label: 'authentication / session handling', weight: 0.8 }]);
    expect(c.info('src/AuthService.ts').sensitive.map((h) => h.label)).toEqual(['authentication / session handling']);
    expect(pathWords('src/OAuthTokenStore.ts')).toEqual(['src', 'o', 'auth', 'token', 'store', 'ts']);
  });
  it('flags CI, manifests, migrations, infrastructure, CODEOWNERS and the svc config', () => {
    expect(c.info('.github/workflows/release.yml').sensitive.map((h) => h.label)).toEqual(['CI/CD configuration']);
    expect(c.info('package.json').sensitive.map((h) => h.label)).toEqual(['dependency manifest']);
    expect(c.info('db/migrations/0001_init.sql').sensitive.map((h) => h.label)).toEqual(['database migration']);
    expect(c.info('infra/main.tf').sensitive.map((h) => h.label)).toEqual(['infrastructure']);
    expect(c.info('Dockerfile').sensitive.map((h) => h.label)).toEqual(['infrastructure']);
    expect(c.info('.github/CODEOWNERS').sensitive.map((h) => h.label)).toEqual(['code ownership rules (CODEOWNERS)']);
    expect(c.info('.github/svc.yml').sensitive.map((h) => h.label)).toEqual(['svc review configuration']);
  });
  it('uses configured sensitive paths with their weight and label, strongest first', () => {
    expect(c.info('src/billing/charge_payment.py').sensitive).toEqual([
      { label: 'payments', weight: 0.9 },
      { label: 'payments / billing', weight: 0.7 },
    ]);
  });
  it('does not flag docs, tests, or words that merely contain a keyword', () => {
    expect(c.info('docs/authentication.md').sensitive).toEqual([]);
    expect(c.info('test/auth.test.ts').sensitive).toEqual([]);
    expect(c.info('src/tokenizer.ts').sensitive).toEqual([]);
    expect(c.info('src/author.ts').sensitive).toEqual([]);
  });
});

describe('classifierFor', () => {
  it('takes .gitattributes from the base files and config globs, and is shared per snapshot and config', () => {
    const snapshot = makeSnapshot({ baseFiles: [{ path: '.gitattributes', content: 'api/** linguist-generated\n' }] });
    const config = RepoConfig.parse({ vendored_paths: ['ext/**'] });
    const c = classifierFor(snapshot, config);
    expect(c.classify('api/client.ts')).toEqual('generated');
    expect(c.classify('ext/lib.c')).toEqual('vendored');
    expect(classifierFor(snapshot, config)).toBe(c);
    expect(classifierFor(snapshot, DEFAULT_CONFIG)).not.toBe(c);
    expect(classifierFor(snapshot, DEFAULT_CONFIG).classify('ext/lib.c')).toEqual('source');
  });
});
