import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, RepoConfig } from '../../src/repo-config/schema.js';
import { MAX_GLOB_PATH, classifierFor, classifyPath, createPathClassifier, isBenchmarkOnlyPath, isProseDocument, isTestPath, normalizeGlob, pathWords } from '../../src/analyzers/classify-path.js';
import { matchManagerFile } from '../../src/ecosystems/api.js';
import { makeContext, makeFile, makeSnapshot } from '../support/snapshot-factory.js';

describe('classifyPath', () => {
  const cases: [string, string][] = [
    ['src/app.ts', 'source'],
    ['lib/server.py', 'source'],
    ['cmd/main.go', 'source'],
    ['src/app.test.ts', 'test'],
    ['src/app.spec.js', 'test'],
    // Type tests the type checker runs: tsd's `index.test-d.ts` and `test-d/`, Vitest's `*.test-d.ts`, `*.spec-d.ts`.
    ['index.test-d.ts', 'test'],
    ['test-d/stdio/option/generator-string.test-d.ts', 'test'],
    ['test-d/helpers.ts', 'test'],
    ['src/types.spec-d.tsx', 'test'],
    ['src/types.test-d.mts', 'test'],
    ['src/test-data.ts', 'source'],
    ['src/latest-d.ts', 'source'],
    ['src/__tests__/app.ts', 'test'],
    ['test/app.ts', 'test'],
    ['tests/test_api.py', 'test'],
    ['pkg/api_test.py', 'test'],
    ['authn/views/tests.py', 'test'],
    ['authn/testing.py', 'source'],
    ['pkg/api/handler_test.go', 'test'],
    ['core/src/test/java/com/acme/FooTest.java', 'test'],
    ['spec/models/user_spec.rb', 'test'],
    ['crate/tests/integration.rs', 'test'],
    ['Acme.Tests/WidgetTests.cs', 'test'],
    ['src/FluentValidation.Tests/Validators/EmailValidatorTests.cs', 'test'],
    ['src/Acme.Specs/Steps/LoginSteps.cs', 'test'],
    ['test/Acme.FunctionalTests/Api/OrdersTests.cs', 'test'],
    ['src/Testing.Abstractions/FakeClock.cs', 'source'],
    ['src/Acme.Testcontainers/PostgresContainer.cs', 'source'],
    ['src/UnitTests/Projection/ProjectReadOnlyList.cs', 'test'],
    ['src/IntegrationTests/Inheritance/ProxyMapping.cs', 'test'],
    ['crates/engine/integration_tests/src/lib.rs', 'test'],
    ['python/unit-tests/helpers.py', 'test'],
    ['src/UnitConverter/Units.cs', 'source'],
    ['src/testable/unit.ts', 'source'],
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
    // Python's vendoring folders: pip's and setuptools' `_vendor/`, botocore's `vendored/`, debugpy's `_vendored/`.
    ['src/pip/_vendor/urllib3/util/ssl_.py', 'vendored'],
    ['setuptools/_vendor/packaging/tags.py', 'vendored'],
    ['botocore/vendored/requests/api.py', 'vendored'],
    ['src/debugpy/_vendored/pydevd/pydevd.py', 'vendored'],
    ['src/pip/_internal/vendoring.py', 'source'],
    ['.yarn/releases/yarn-4.6.0.cjs', 'vendored'],
    ['web/.yarn/plugins/@yarnpkg/plugin-workspace-tools.cjs', 'vendored'],
    ['.yarn/sdks/typescript/lib/tsserver.js', 'vendored'],
    ['.pnp.cjs', 'generated'],
    ['.pnp.loader.mjs', 'generated'],
    // github/licensed's cache of license records; a .licenses file of another kind is not one.
    ['.licenses/npm/@actions/cache.dep.yml', 'generated'],
    ['.licenses/README.md', 'docs'],
    ['docs/docsets/Alamofire.docset/Contents/Resources/Documents/index.html', 'generated'],
    ['bin/tool.exe', 'binary'],
    ['assets/logo.png', 'binary'],
    ['tsconfig.json', 'config'],
    ['Dockerfile', 'ci'],
    ['.gitignore', 'config'],
    // Build code the build-code-behavior rule reads: configuration, as Makefiles and Gradle scripts are.
    ['CMakeLists.txt', 'config'],
    ['cmake/FindFoo.cmake', 'config'],
    ['meson.build', 'config'],
    ['src/meson.build', 'config'],
    ['meson_options.txt', 'config'],
    ['meson.options', 'config'],
    ['configure.ac', 'config'],
    ['m4/build-to-host.m4', 'config'],
    ['lib/Makefile.am', 'config'],
    ['Makefile', 'config'],
    ['mk/rules.mk', 'config'],
    ['data/records.weird', 'other'],
  ];
  for (const [path, category] of cases) {
    it(`classifies ${path} as ${category}`, () => {
      expect(classifyPath(path)).toEqual(category);
    });
  }

  it('takes a benchmark harness directory for dev-only tooling like tests, not one inside a source tree', () => {
    for (const path of ['benchmarking/run.js', 'benches/parse.rs', 'crates/core/benches/lex.rs', 'bench/index.ts', 'benchmarks/suite/compare.py']) expect(isTestPath(path), path).toBe(true);
    for (const path of ['src/benchmark/runner.ts', 'include/benchmark/benchmark.h', 'lib/bench/timer.js', 'src/benchmarks.ts']) expect(isTestPath(path), path).toBe(false);
  });

  it("does not read a spell checker's word lists or an action's README under .github/actions/ as CI; the action's files and workflows' stay CI (calib61)", () => {
    for (const path of ['.github/actions/spelling/allow.txt', '.github/actions/spelling/expect.txt', '.github/actions/spelling/candidate.patterns', '.github/actions/setup/README.md']) {
      expect(classifyPath(path), path).not.toEqual('ci');
      expect(createPathClassifier().info(path).sensitive, path).toEqual([]);
    }
    for (const path of ['.github/actions/setup/action.yml', '.github/actions/setup/run.sh', '.github/actions/build/index.js', '.github/actions/build/Dockerfile', '.github/workflows/README.md', '.github/workflows/triage.md']) {
      expect(classifyPath(path), path).toEqual('ci');
    }
    expect(classifyPath('.github/actions/setup/requirements.txt')).toEqual('dependency');
  });

  it('takes a .NET benchmark project for a benchmark harness, in a source tree too; other code in src/benchmark/ stays source (calib61)', () => {
    for (const path of ['src/Benchmarks/Program.cs', 'src/Benchmarks/Benchmarks.csproj', 'src/Acme.Benchmarks/ParserBenchmarks.cs', 'Acme.Benchmark/Program.fs', 'perf/Acme.Benchmarking/Run.vb']) {
      expect(isTestPath(path), path).toBe(true);
      expect(isBenchmarkOnlyPath(path), path).toBe(true);
    }
    for (const path of ['src/benchmark/runner.ts', 'lib/bench/timer.js', 'include/benchmark/benchmark.h', 'src/Benchmarks/README.md', 'src/Acme.Benchmarker/Run.cs', 'src/Acme/BenchmarkRunner.cs']) {
      expect(isTestPath(path), path).toBe(false);
    }
    expect(isBenchmarkOnlyPath('src/Acme.Benchmarks/ParserTests.cs')).toBe(false);
  });

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

  it('keeps prose documentation when .gitattributes counts it in the language statistics (linguist-documentation=false); other files follow the attribute', () => {
    const c = createPathClassifier({ gitattributes: ['pages*/**/*.md linguist-documentation=false', 'site/*.mdx linguist-documentation=false', 'docs/** linguist-documentation=false'].join('\n') });
    expect(c.info('pages.ko/common/terraform.md')).toMatchObject({ category: 'docs', sensitive: [] });
    expect(c.info('pages/common/openssl-passwd.md')).toMatchObject({ category: 'docs', sensitive: [] });
    expect(c.classify('site/intro.mdx')).toEqual('other');
    expect(c.classify('docs/serve')).toEqual('other');
  });

  it('normalizes globs like .gitignore', () => {
    expect(normalizeGlob('*.lock')).toEqual('**/*.lock');
    expect(normalizeGlob('/build')).toEqual('build');
    expect(normalizeGlob('docs/')).toEqual('**/docs/**');
    expect(normalizeGlob('/docs/')).toEqual('docs/**');
    expect(normalizeGlob('src/*.ts')).toEqual('src/*.ts');
  });
});

describe('paths longer than MAX_GLOB_PATH', () => {
  it('are matched against no generated, vendored or documentation glob: reviewed as what they are', () => {
    const long = `dist/${'deep/'.repeat(Math.ceil(MAX_GLOB_PATH / 5))}index.js`;
    const short = `dist/${'deep/'.repeat(10)}index.js`;
    const classifier = createPathClassifier({ vendored: ['third_party/**'], gitattributes: '*.js linguist-generated\n' });
    expect(classifier.info(short).isGenerated).toBe(true);
    expect(classifier.info(long)).toMatchObject({ category: 'source', isGenerated: false, isVendored: false });
    expect(classifier.info(`third_party/${'deep/'.repeat(Math.ceil(MAX_GLOB_PATH / 5))}lib.js`)).toMatchObject({ category: 'source', isVendored: false });
    // What the name says is still read: a manifest is a manifest.
    expect(classifier.info(`${'deep/'.repeat(Math.ceil(MAX_GLOB_PATH / 5))}package.json`).category).toBe('dependency');
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
  it("does not read the words of an example or sample project as the library's: its tls/ is a demo (tonic history)", () => {
    expect(c.info('examples/data/tls/server.key').sensitive).toEqual([]);
    expect(c.info('examples/src/tls/server.rs').sensitive).toEqual([]);
    expect(c.info('samples/auth/login.kt').sensitive).toEqual([]);
    expect(c.info('_examples/auth/login.go').sensitive).toEqual([]);
    expect(c.info('internal/my_examples/auth/login.go').sensitive.map((h) => h.label)).toEqual(['authentication / session handling']);
    // A documentation snippet is included in a page as text (a release tool's docs site: `_snippets/…token-based-publishing.yaml`).
    expect(c.info('site/guide/_snippets/automating-token-based-publishing.yaml').sensitive).toEqual([]);
    expect(c.info('docs/snippets/auth/login.ts').sensitive).toEqual([]);
    expect(c.info('src/snippet/auth/login.ts').sensitive.map((h) => h.label)).toEqual(['authentication / session handling']);
    expect(c.info('app/controllers/snippets/auth/tokens_controller.rb').sensitive.map((h) => h.label)).toEqual(['authentication / session handling']);
    expect(c.info('src/tls/server.rs').sensitive.map((h) => h.label)).toEqual(['cryptography / secrets']);
    // Configured sensitive paths still apply.
    const configured = createPathClassifier({ sensitive: [{ pattern: 'examples/**', label: 'published examples', weight: 0.6 }] });
    expect(configured.info('examples/src/tls/server.rs').sensitive.map((h) => h.label)).toEqual(['published examples']);
  });
  it("reads a dependency manifest as one, not by its folder's words (okhttp's okhttp-tls/build.gradle.kts), and the code beside it still by them", () => {
    expect(c.info('okhttp-tls/build.gradle.kts').sensitive.map((h) => h.label)).toEqual(['dependency manifest']);
    expect(c.info('packages/auth/package.json').sensitive.map((h) => h.label)).toEqual(['dependency manifest']);
    expect(c.info('src/Acme.Cryptography/Acme.Cryptography.csproj').sensitive.map((h) => h.label)).toEqual(['dependency manifest']);
    expect(c.info('okhttp-tls/src/main/kotlin/okhttp3/tls/HeldCertificate.kt').sensitive.map((h) => h.label)).toEqual(['cryptography / secrets']);
    expect(c.info('packages/auth/src/session.ts').sensitive.map((h) => h.label)).toEqual(['authentication / session handling']);
    // Configured sensitive paths still apply to a manifest.
    const configured = createPathClassifier({ sensitive: [{ pattern: 'packages/auth/**', label: 'identity service', weight: 0.8 }] });
    expect(configured.info('packages/auth/package.json').sensitive.map((h) => h.label)).toEqual(['identity service', 'dependency manifest']);
  });
  it('does not read the subject of a lint rule in a RuboCop-style cop/ folder as the file\'s own (rubocop history: Gemspec/RequireMFA)', () => {
    expect(c.info('lib/rubocop/cop/gemspec/require_mfa.rb').sensitive).toEqual([]);
    expect(c.info('lib/rubocop/cop/lint/script_permission.rb').sensitive).toEqual([]);
    expect(c.info('lib/rubocop/cops/rails/session_store.rb').sensitive).toEqual([]);
    // Words before the folder, or the same words elsewhere, still count.
    expect(c.info('lib/auth/cop/login_check.rb').sensitive.map((h) => h.label)).toEqual(['authentication / session handling']);
    expect(c.info('lib/app/mfa/verifier.rb').sensitive.map((h) => h.label)).toEqual(['authentication / session handling']);
    expect(c.info('lib/app/copper/mfa.rb').sensitive.map((h) => h.label)).toEqual(['authentication / session handling']);
  });
  it('weighs infrastructure files at half strength in a repository whose product is infrastructure code', () => {
    const weight = (repository: string, path: string) => createPathClassifier({ repository }).info(path).sensitive.find((h) => h.label === 'infrastructure')?.weight;
    expect(weight('terraform-aws-modules/terraform-aws-eks', 'modules/karpenter/main.tf')).toBe(0.3);
    expect(weight('prometheus-community/helm-charts', 'charts/prometheus/templates/deployment.yaml')).toBe(0.3);
    expect(weight('argoproj/argo-helm', 'charts/argo-cd/Chart.yaml')).toBe(0.3);
    expect(weight('acme/ansible-role-nginx', 'Dockerfile')).toBe(0.3);
    // An application's infrastructure keeps its weight; so does a name that only contains the word.
    expect(weight('acme/webshop', 'deploy/helm/webshop/templates/deployment.yaml')).toBe(0.6);
    expect(weight('acme/webshop', 'infra/main.tf')).toBe(0.6);
    expect(weight('acme/chartjs-plugin', 'Dockerfile')).toBe(0.6);
    // `tf` is as often TensorFlow as Terraform.
    expect(weight('tensorflow/tf-agents', 'docker/Dockerfile')).toBe(0.6);
    // The repository configuration's own infrastructure rules keep the weight they give.
    const configured = createPathClassifier({ repository: 'acme/helm-charts', sensitive: [{ pattern: 'charts/vault/**', label: 'infrastructure', weight: 0.7 }] });
    expect(configured.info('charts/vault/templates/statefulset.yaml').sensitive.find((h) => h.label === 'infrastructure')?.weight).toBe(0.7);
  });

  it("does not read an example project's Terraform, Dockerfile or compose file as the repository's infrastructure", () => {
    expect(c.info('examples/karpenter/main.tf').sensitive).toEqual([]);
    expect(c.info('examples/web/Dockerfile').sensitive).toEqual([]);
    expect(c.info('samples/stack/docker-compose.yml').sensitive).toEqual([]);
    expect(c.info('main.tf').sensitive.map((h) => h.label)).toEqual(['infrastructure']);
    expect(c.info('modules/node-group/main.tf').sensitive.map((h) => h.label)).toEqual(['infrastructure']);
    expect(c.info('Dockerfile').sensitive.map((h) => h.label)).toEqual(['infrastructure']);
  });
});

describe('classifierFor', () => {
  it('takes .gitattributes from the base files and config globs; the analyzers get it in their context', () => {
    const snapshot = makeSnapshot({ baseFiles: [{ path: '.gitattributes', content: 'api/** linguist-generated\n' }] });
    const config = RepoConfig.parse({ vendored_paths: ['ext/**'] });
    const c = classifierFor(snapshot, config);
    expect(c.classify('api/client.ts')).toEqual('generated');
    expect(c.classify('ext/lib.c')).toEqual('vendored');
    expect(classifierFor(snapshot, DEFAULT_CONFIG).classify('ext/lib.c')).toEqual('source');
    const ctx = makeContext(config, snapshot);
    expect(ctx.classifier.classify('api/client.ts')).toEqual('generated');
    expect(ctx.classifier.classify('ext/lib.c')).toEqual('vendored');
  });
});

describe('generated-file headers', () => {
  const GO_HEADER = '// Code generated by sqlc. DO NOT EDIT.\n// versions:\n//   sqlc v1.27.0\n\npackage db\n';
  const patchOf = (header: string, lines: string): string => `@@ -1,6 +1,7 @@\n${header}${lines}`;
  const info = (files: Parameters<typeof makeFile>[], overrides: Parameters<typeof makeSnapshot>[0] = {}) => {
    const snapshot = makeSnapshot({ ...overrides, files: files.map(([path, o]) => makeFile(path, o)) });
    return (path: string) => classifierFor(snapshot, DEFAULT_CONFIG).info(path);
  };

  it('marks a file whose base version starts with one, read from the patch when its first hunk starts at line 1', () => {
    const patch = patchOf(' // Code generated by sqlc. DO NOT EDIT.\n //   sqlc v1.27.0\n \n package db\n', '-const q = 1\n+const q = 2\n+const r = 3\n');
    const of = info([['internal/db/query.sql.go', { status: 'modified', patch }]]);
    expect(of('internal/db/query.sql.go')).toMatchObject({ category: 'generated', isGenerated: true, headerGenerated: 'source' });
  });

  it('reads the markers of the common generators, and content the analysis already has', () => {
    const headers = [
      '# Generated by the protocol buffer compiler.  DO NOT EDIT!',
      '// @generated by cargo-raze',
      '// This file is autogenerated by build/build-error-serializer.js, do not edit',
      '/* This file was automatically generated. */',
      ' * NOTE: This class is auto generated by the swagger code generator program.',
      '// Autogenerated by Thrift Compiler (0.19.0)',
      '// Code generated by "stringer -type=Pill"; DO NOT EDIT.',
    ];
    for (const header of headers) {
      const of = info([['lib/out.js', { status: 'modified', patch: '@@ -20,3 +20,3 @@\n-a\n+b\n' }]], { contents: [{ path: 'lib/out.js', base: `${header}\nconst a = 1\n`, head: `${header}\nconst a = 2\n` }] });
      expect([header, of('lib/out.js').category]).toEqual([header, 'generated']);
    }
  });

  it('leaves a file alone when the header is out of the diff and no content was read', () => {
    const of = info([['lib/error-serializer.js', { status: 'modified', patch: '@@ -40,3 +40,3 @@ const asInteger = serializer.asInteger.bind(serializer)\n-a\n+b\n' }]]);
    expect(of('lib/error-serializer.js').category).toEqual('source');
  });

  it('does not count a header the PR adds to a file that had none, nor one it removes', () => {
    const added = patchOf('+// Code generated by hand. DO NOT EDIT.\n', ' package auth\n \n-func allow() bool { return false }\n+func allow() bool { return true }\n');
    const removed = patchOf('-// Code generated by mockgen. DO NOT EDIT.\n', ' package auth\n \n-func allow() bool { return false }\n+func allow() bool { return true }\n');
    const of = info([['pkg/auth/allow.go', { status: 'modified', patch: added }], ['pkg/auth/deny.go', { status: 'modified', patch: removed }]]);
    expect(of('pkg/auth/allow.go').category).toEqual('source');
    expect(of('pkg/auth/deny.go').category).toEqual('source');
  });

  it('marks a new file by its head unless its author is new to the repository', () => {
    const patch = `@@ -0,0 +1,5 @@\n${GO_HEADER.split('\n').slice(0, 5).map((l) => `+${l}`).join('\n')}`;
    expect(info([['internal/db/models.go', { status: 'added', patch }]])('internal/db/models.go').category).toEqual('generated');
    expect(info([['internal/db/models.go', { status: 'added', patch }]], { authorAssociation: 'FIRST_TIME_CONTRIBUTOR' })('internal/db/models.go').category).toEqual('source');
  });

  it('keeps workflows, manifests and tests what they are, and reads no header in a hand-written one', () => {
    const header = '@@ -1,3 +1,3 @@\n # Code generated by tool. DO NOT EDIT.\n-a: 1\n+a: 2\n';
    const of = info([['.github/workflows/ci.yml', { status: 'modified', patch: header }], ['pkg/api_test.go', { status: 'modified', patch: header }], ['src/ids.ts', { status: 'modified', patch: '@@ -1,3 +1,3 @@\n // Generates ids: callers must not edit them\n-a\n+b\n' }]]);
    expect(of('.github/workflows/ci.yml').category).toEqual('ci');
    expect(of('pkg/api_test.go').category).toEqual('test');
    expect(of('src/ids.ts').category).toEqual('source');
  });

  it("reads comment lines only, and not Django's migration header (migrations are edited and reviewed)", () => {
    const script = '@@ -1,4 +1,4 @@\n function build () {\n   const moduleCode = `// This file is autogenerated by build/build-validation.js, do not edit`\n-  return a\n+  return b\n';
    const migration = '@@ -1,4 +1,5 @@\n # Generated by Django 5.1.8 on 2025-06-23 19:34\n \n from django.db import migrations\n+from django.db.models import F\n';
    const of = info([['scripts/build-validation.js', { status: 'modified', patch: script }], ['app/migrations/0231_data.py', { status: 'modified', patch: migration }]]);
    expect(of('scripts/build-validation.js').category).toEqual('source');
    expect(of('app/migrations/0231_data.py').category).toEqual('source');
  });
});

describe('tests.py by its content', () => {
  const of = (path: string, patch: string | null, status: 'modified' | 'removed' = 'modified') =>
    classifierFor(makeSnapshot({ files: [makeFile(path, { status, patch })] }), DEFAULT_CONFIG).info(path);

  it("is a library's module when what the PR shows of it holds no test code (Jinja's template tests)", () => {
    const jinja = '@@ -1,6 +0,0 @@\n-from .runtime import Undefined\n-\n-def test_odd(value: int) -> bool:\n-    """Return true if the variable is odd."""\n-    return value % 2 == 1\n-';
    expect(of('src/jinja2/tests.py', jinja, 'removed')).toMatchObject({ category: 'source', isTest: false });
    expect(of('src/jinja2/tests.py', '@@ -150,3 +150,3 @@ def test_sameas(value: t.Any, other: t.Any) -> bool:\n-    return value is other\n+    return other is value\n').isTest).toEqual(false);
  });

  it("stays a test for Django's apps, when the patch shows test code or nothing at all, and under a test folder", () => {
    expect(of('polls/tests.py', '@@ -10,3 +10,4 @@ class QuestionModelTests(TestCase):\n     def test_future(self):\n+        q = Question(pub_date=time)\n+        self.assertIs(q.was_published_recently(), False)\n').isTest).toEqual(true);
    expect(of('polls/tests.py', '@@ -30,2 +30,2 @@ class QuestionIndexViewTests(TestCase):\n-    q = 1\n+    q = 2\n').isTest).toEqual(true);
    expect(of('api/tests.py', '@@ -30,2 +30,2 @@ class PollApiTests(APITestCase):\n-    q = 1\n+    q = 2\n').isTest).toEqual(true);
    expect(of('polls/tests.py', null).isTest).toEqual(true);
    expect(of('tests/tests.py', '@@ -3,2 +3,2 @@\n-    q = 1\n+    q = 2\n').isTest).toEqual(true);
    expect(of('app/tests.py', '@@ -1,2 +1,3 @@\n import pytest\n+x = 1\n').isTest).toEqual(true);
  });
});

describe('one answer with the ecosystem registry', () => {
  const KIND_TO_CATEGORY = { manifest: 'dependency', lockfile: 'lockfile', ci: 'ci', config: 'config' } as const;

  // The four paths the classifier and the registry used to disagree on, then one file of every manager.
  const paths: [string, string][] = [
    ['requirements/base.in', 'dependency'],
    ['dev-requirements.in', 'dependency'],
    ['action.yml', 'ci'],
    ['Dockerfile', 'ci'],
    ['services/api/Dockerfile.prod', 'ci'],
    ['.github/actions/setup/action.yaml', 'ci'],
    ['.github/workflows/ci.yml', 'ci'],
    ['requirements-dev.txt', 'dependency'],
    ['constraints.txt', 'dependency'],
    ['pyproject.toml', 'dependency'],
    ['Pipfile.lock', 'lockfile'],
    ['uv.lock', 'lockfile'],
    ['package.json', 'dependency'],
    ['packages/web/package-lock.json', 'lockfile'],
    ['pnpm-lock.yaml', 'lockfile'],
    ['go.mod', 'dependency'],
    ['Cargo.lock', 'lockfile'],
    ['gems.rb', 'dependency'],
    ['gems.locked', 'lockfile'],
    ['composer.json', 'dependency'],
    // SwiftPM: Package.swift is a manifest (a Swift program, which the build-code rules also read), Package.resolved its lockfile.
    ['Package.swift', 'dependency'],
    ['Packages/Core/Package.swift', 'dependency'],
    ['Package.resolved', 'lockfile'],
    ['App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved', 'lockfile'],
    ['pom.xml', 'dependency'],
    ['build.gradle.kts', 'dependency'],
    ['.npmrc', 'config'],
    ['pip.ini', 'config'],
  ];
  for (const [path, category] of paths) {
    it(`classifies ${path} as ${category}, as the registry reads it`, () => {
      const match = matchManagerFile(path);
      expect(match).not.toEqual(null);
      expect(KIND_TO_CATEGORY[match!.file.kind]).toEqual(category);
      expect(classifyPath(path)).toEqual(category);
    });
  }

  it('keeps its own lists for formats no manager reads', () => {
    for (const path of ['bun.lockb', 'mix.lock', 'Podfile', 'setup.cfg', 'conanfile.txt']) expect(matchManagerFile(path)).toEqual(null);
    expect(['bun.lockb', 'mix.lock', 'Podfile', 'setup.cfg', 'conanfile.txt'].map((p) => classifyPath(p))).toEqual(['lockfile', 'lockfile', 'dependency', 'dependency', 'dependency']);
    // Other CI systems' pipelines are read on both sides (automation/pipelines.ts), and stay CI: YAML ones and Jenkins' Groovy.
    expect(classifyPath('.gitlab-ci.yml')).toBe('ci');
    expect(classifyPath('.azure-pipelines/release.yml')).toBe('ci');
    for (const path of ['Jenkinsfile', 'ci/Jenkinsfile', 'Jenkinsfile.release', 'jenkins/deploy.groovy', 'nightly.jenkinsfile']) {
      expect(matchManagerFile(path), path).not.toEqual(null);
      expect(classifyPath(path), path).toBe('ci');
    }
    expect(classifyPath('Jenkinsfile.md')).not.toBe('ci');
    expect(classifyPath('src/jenkins_helper.groovy')).not.toBe('ci');
  });

  it('classifies .NET files as the nuget manager reads them, and MSBuild imports as configuration', () => {
    expect(['src/App/App.csproj', 'Lib.fsproj', 'Directory.Packages.props', 'packages.config', 'src/App/packages.lock.json', 'NuGet.Config', 'Directory.Build.props', 'eng/Common.targets', 'native/app.vcxproj'].map((p) => classifyPath(p))).toEqual([
      'dependency', 'dependency', 'dependency', 'dependency', 'lockfile', 'config', 'config', 'config', 'config',
    ]);
    expect(matchManagerFile('Directory.Build.props')).toEqual(null);
  });

  it('labels a Dockerfile infrastructure, a workflow and an action CI/CD', () => {
    const c = createPathClassifier();
    expect(c.info('Dockerfile').sensitive.map((h) => h.label)).toEqual(['infrastructure']);
    expect(c.info('action.yml').sensitive.map((h) => h.label)).toEqual(['CI/CD configuration']);
    expect(c.info('requirements/base.in').sensitive.map((h) => h.label)).toEqual(['dependency manifest']);
  });
});

describe('a path word is a hint, not a verdict', () => {
  const patch = (lines: string[]) => ['@@ -1,2 +1,2 @@', ' context', ...lines].join('\n');
  const labels = (repo: string, path: string, lines: string[] | null) => {
    const snapshot = makeSnapshot({ repo, files: [makeFile(path, { patch: lines === null ? null : patch(lines) })] });
    return classifierFor(snapshot, DEFAULT_CONFIG).info(path).sensitive.map((h) => h.label);
  };

  it("does not call an HTTP library's sessions.py login handling for a change that does not touch authentication", () => {
    expect(labels('requests', 'src/requests/sessions.py', ['-        self.max_redirects = 30', '+        self.max_redirects = DEFAULT_REDIRECT_LIMIT'])).toEqual([]);
  });

  it('does when the change touches credentials there', () => {
    expect(labels('requests', 'src/requests/sessions.py', ['-            del headers["Authorization"]', '+            headers.pop("Authorization", None)'])).toEqual(['authentication / session handling']);
  });

  it("does not label a git tool's checkout payments; a storefront's checkout is payments", () => {
    expect(labels('gitkit', 'src/commands/checkout.ts', ['-  const branch = args[0];', '+  const branch = args[0] ?? "main";'])).toEqual([]);
    expect(labels('storefront', 'src/checkout/steps.ts', ['-  const step = 1;', '+  const step = 2;'])).toEqual(['payments / billing']);
    expect(labels('gitkit', 'src/checkout/summary.ts', ['+  const total = price * quantity;'])).toEqual(['payments / billing']);
  });

  it('does not take a repository named checkout for a storefront: its checkout helper is a git tool until the change speaks of money', () => {
    // Modeled on a git checkout action rewording the error of its guard against unsafe pull request checkouts.
    const reworded = ['-      `To continue after reading the risks, set ` +', '+      `Read the risks, then set ` +'];
    expect(labels('checkout', 'src/guarded-pr-checkout.ts', reworded)).toEqual([]);
    expect(labels('checkout', 'src/checkout/cart-total.ts', ['+  const amount = price * quantity;'])).toEqual(['payments / billing']);
    expect(labels('shop-checkout', 'src/checkout/steps.ts', ['-  const step = 1;', '+  const step = 2;'])).toEqual(['payments / billing']);
  });

  it("does not call a formatter's migrate script a database migration; a Rails or Flyway migration, a migrations folder and a schema tool's repository still are", () => {
    // Modeled on a formatter's script that reformats a repository's history.
    expect(labels('formatter', 'scripts/migrate-formatter.py', ['-def blame_ignore(commits: list[str]) -> None:', '-    subprocess.run(["git", "commit", "--no-verify"], check=True)'])).toEqual([]);
    expect(labels('webapp', 'db/migrate/20250101120000_add_admin_to_users.rb', ['+class AddAdminToUsers < ActiveRecord::Migration[7.1]', '+  def change', '+    add_column :users, :admin, :boolean, default: false'])).toEqual(['database migration']);
    expect(labels('webapp', 'src/main/resources/db/migration/V3__orders.sql', ['+CREATE TABLE orders (id BIGINT PRIMARY KEY);'])).toEqual(['database migration']);
    expect(labels('webapp', 'app/migrations/0004_auto.py', ['+        ("app", "0003_previous"),'])).toEqual(['database migration']);
    expect(labels('schema-migrate', 'internal/migrate/runner.go', ['+\tstep := 1'])).toEqual(['database migration']);
    expect(labels('formatter', 'scripts/migrate-formatter.py', null)).toEqual(['database migration']);
  });

  it("does not call a migration tool's own package a database migration; an application's alembic folder and a migrations repository still are", () => {
    // Modeled on a schema migration tool bumping its version placeholder and fixing its migration context.
    const version = ['-__version__ = "1.19.1"', '+__version__ = "1.19.2"'];
    expect(labels('alembic', 'alembic/__init__.py', version)).toEqual([]);
    expect(labels('alembic', 'alembic/runtime/migration.py', ['+        self._ensure_version_table(purge=False)'])).toEqual([]);
    expect(labels('alembic', 'alembic/ddl/postgresql.py', ['+            "ALTER TABLE %s ALTER COLUMN %s" % (table, column),'])).toEqual([]);
    expect(labels('pytest-alembic', 'src/pytest_alembic/runner.py', null)).toEqual([]);
    expect(labels('flyway', 'flyway-core/src/main/java/org/flywaydb/core/Flyway.java', null)).toEqual([]);
    // An application's Alembic environment and versions, and a repository of migrations, keep the label.
    expect(labels('webapp', 'alembic/versions/3f2a_add_orders.py', ['+    op.add_column("orders", sa.Column("total", sa.Integer()))'])).toEqual(['database migration']);
    expect(labels('webapp', 'alembic/env.py', null)).toEqual(['database migration']);
    expect(labels('billing-alembic-migrations', 'alembic/versions/0001_init.py', null)).toEqual(['database migration']);
    expect(labels('alembicky', 'migrations/0001_init.sql', null)).toEqual(['database migration']);
  });

  it("does not take a new file's license header for the change's words: an Apache or MIT header's permissions are no access control; a permission check below it still is", () => {
    // Modeled on a logging library's new scalar conversion policy (src/Serilog/Policies/…) under the Apache header.
    const apache = ['+// Licensed under the Apache License, Version 2.0 (the "License");', '+// you may not use this file except in compliance with the License.', '+// See the License for the specific language governing permissions and', '+// limitations under the License.', '+', '+namespace Logkit.Policies;', '+class PrimitiveScalarConversionPolicy : IScalarConversionPolicy', '+{', '+    public bool TryConvertToScalar(object value, out ScalarValue? result) => value.GetType().IsPrimitive;'];
    expect(labels('logkit', 'src/Logkit/Policies/PrimitiveScalarConversionPolicy.cs', apache)).toEqual([]);
    const mit = ['+ * Permission is hereby granted, free of charge, to any person obtaining a copy', '+ * The above copyright notice and this permission notice shall be included in all copies.', '+export const retryPolicy = { attempts: 3 };'];
    expect(labels('fetchkit', 'src/policies/retry.ts', mit)).toEqual([]);
    expect(labels('logkit', 'src/Logkit/Policies/AdminPolicy.cs', [...apache, '+    public bool CanEdit(User user) => user.HasPermission("logs.edit");'])).toEqual(['access control']);
  });

  it("does not call a package manager's dependency policy access control; a web framework's policies and a change about roles still are", () => {
    // Modeled on a package manager's policy configuration (advisories, abandoned packages) checking an environment variable's allowed values.
    const allowedValues = ['+            $allowed = [ListPolicyConfig::AUDIT_IGNORE, ListPolicyConfig::AUDIT_REPORT, ListPolicyConfig::AUDIT_FAIL];', '+            if (!in_array($auditAbandonedEnv, $allowed, true)) {'];
    expect(labels('composer', 'src/Composer/Policy/PolicyConfig.php', allowedValues)).toEqual([]);
    expect(labels('composer', 'src/Composer/Policy/PolicyConfig.php', ['+        if (!$user->hasPermission("publish")) {'])).toEqual(['access control']);
    expect(labels('composer', 'src/Composer/Policy/PolicyConfig.php', null)).toEqual(['access control']);
    // Laravel's and Pundit's policies decide who may do what, whatever words the change uses.
    expect(labels('blog', 'app/Policies/PostPolicy.php', ['-        return $user->id === $post->user_id;', '+        return $user->id === $post->user_id || $user->isEditor();'])).toEqual(['access control']);
    expect(labels('blog', 'app/policies/post_policy.rb', ['+    record.user == user'])).toEqual(['access control']);
    expect(labels('blog', 'modules/blog/app/Policies/CommentPolicy.php', ['+        return true;'])).toEqual(['access control']);
    // `admin` keeps the wider vocabulary.
    expect(labels('blog', 'src/admin/routes.ts', ['+  allow(request)'])).toEqual(['access control']);
  });

  it('keeps a weak word when the diff is unknown, and strong words always', () => {
    expect(labels('gitkit', 'src/commands/checkout.ts', null)).toEqual(['payments / billing']);
    expect(labels('requests', 'src/auth/login.ts', ['+  const x = 1;'])).toEqual(['authentication / session handling']);
    expect(labels('lexer', 'src/token.rs', ['+    Ident(String),'])).toEqual([]);
  });
});

describe('Rust test modules in files of their own', () => {
  it('are tests; other Rust files are not', async () => {
    const { isTestPath } = await import('../../src/analyzers/classify-path.js');
    for (const path of ['src/parser/tests.rs', 'crates/core/src/test.rs', 'src/lexer_tests.rs', 'src/io_test.rs']) expect(isTestPath(path), path).toBe(true);
    for (const path of ['src/parser.rs', 'src/testing_utils_not.rs', 'src/contest.rs']) expect(isTestPath(path), path).toBe(false);
  });
});

describe('benchmark harness files and prose documents', () => {
  it('tells a benchmark folder\'s own files from tests kept in or named like one', () => {
    for (const path of ['benchmarks/run', 'benchmarks/middleware.js', 'Benches/router.rs', 'bench/README.md', 'packages/core/benchmark/index.ts']) expect(isBenchmarkOnlyPath(path), path).toBe(true);
    for (const path of ['benchmarks/test/setup.js', 'bench/parser.test.ts', 'bench/tests/x.rs', 'test/bench/run.js', 'src/benchmark/index.ts', 'lib/app.js', 'test/app.js']) expect(isBenchmarkOnlyPath(path), path).toBe(false);
  });

  it('knows prose by its extension, not .txt', () => {
    for (const path of ['tests/README.md', 'spec/NOTES.rst', 'test/guide.adoc', 'bench/x.MARKDOWN']) expect(isProseDocument(path), path).toBe(true);
    for (const path of ['tests/data/expected.txt', 'test/readme.js', 'tests/fixtures/md', 'README', 'test/page.mdx']) expect(isProseDocument(path), path).toBe(false);
  });
});
