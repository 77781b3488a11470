import { describe, expect, it } from 'vitest';
import { otherScriptOfKnownFolder, ownToolchainCommand } from '../../../src/ecosystems/automation/own-commands.js';
import { editsOnlyPipelineCommands } from '../../../src/ecosystems/automation/pipelines.js';
import { editsOnlyCommands } from '../../../src/analyzers/sensitive-changes.js';

describe('Go and Cargo commands on the repository\'s own code (ownToolchainCommand)', () => {
  const goKnown = new Set(['go test -race -v ./...']);
  const cargoKnown = new Set(['cargo test --verbose', 'cargo hack check --feature-powerset --optional-deps --rust-version', 'rustup update stable']);

  it('reads another build, check or test of the module, or its pinned download, as built from what runs', () => {
    // Modeled on a logging library's travis file that added `go mod download` beside `go test`.
    expect(ownToolchainCommand('go mod download', goKnown)).toBe(true);
    expect(ownToolchainCommand('go vet ./...', goKnown)).toBe(true);
    expect(ownToolchainCommand('go build -tags purego ./cmd/...', goKnown)).toBe(true);
    // Modeled on a logging crate's appveyor file that tested a second crate of the repository.
    expect(ownToolchainCommand('cargo test --verbose --manifest-path env/Cargo.toml', cargoKnown)).toBe(true);
    expect(ownToolchainCommand('cargo +nightly doc --no-deps --all-features', cargoKnown)).toBe(true);
    expect(ownToolchainCommand('cargo hack build --target thumbv7m-none-eabi --feature-powerset --skip std,default', cargoKnown)).toBe(true);
    expect(ownToolchainCommand('rustup target add thumbv6m-none-eabi thumbv7m-none-eabi', cargoKnown)).toBe(true);
  });

  it('never reads a fetch, a new resolution, a publish, a wrapper or a path outside the repository so, nor a toolchain the file does not run', () => {
    expect(ownToolchainCommand('go get -v', goKnown)).toBe(false);
    expect(ownToolchainCommand('go install github.com/x/tool@latest', goKnown)).toBe(false);
    expect(ownToolchainCommand('go run example.com/gen', goKnown)).toBe(false);
    expect(ownToolchainCommand('go test github.com/evil/pkg/...', goKnown)).toBe(false);
    expect(ownToolchainCommand('go mod tidy', goKnown)).toBe(false);
    expect(ownToolchainCommand('go mod download golang.org/x/sys', goKnown)).toBe(false);
    expect(ownToolchainCommand('go test -exec ./wrap ./...', goKnown)).toBe(false);
    expect(ownToolchainCommand('go build -toolexec=./x ./...', goKnown)).toBe(false);
    expect(ownToolchainCommand('go build -mod=mod ./...', goKnown)).toBe(false);
    expect(ownToolchainCommand('go test ../other/...', goKnown)).toBe(false);
    expect(ownToolchainCommand('go test $PKGS', goKnown)).toBe(false);
    expect(ownToolchainCommand('go vet ./...', cargoKnown)).toBe(false);
    expect(ownToolchainCommand('cargo install cargo-audit', cargoKnown)).toBe(false);
    expect(ownToolchainCommand('cargo publish --token x', cargoKnown)).toBe(false);
    expect(ownToolchainCommand('cargo update', cargoKnown)).toBe(false);
    expect(ownToolchainCommand('cargo test --config build.rustc-wrapper=./x', cargoKnown)).toBe(false);
    expect(ownToolchainCommand('cargo nextest run', cargoKnown)).toBe(false);
    expect(ownToolchainCommand('cargo test --manifest-path /tmp/x/Cargo.toml', cargoKnown)).toBe(false);
    expect(ownToolchainCommand('RUSTFLAGS=-Cpanic=abort cargo test', cargoKnown)).toBe(false);
    expect(ownToolchainCommand('cargo build', goKnown)).toBe(false);
    expect(ownToolchainCommand('rustup toolchain link dev /opt/rust', cargoKnown)).toBe(false);
    // Where the file keeps Cargo to its lockfile, a new command that does not lets it go.
    expect(ownToolchainCommand('cargo test', new Set(['cargo build --locked']))).toBe(false);
    expect(ownToolchainCommand('cargo test --locked', new Set(['cargo build --locked']))).toBe(true);
  });
});

describe("Maven's and Gradle's commands on the repository's own build (ownToolchainCommand, calib57)", () => {
  const mavenKnown = new Set(['mvn verify javadoc:jar #', 'mvn artifact:check-buildplan --projects #']);
  const gradleKnown = new Set(['./gradlew build --no-daemon']);

  it('reads lifecycle phases, goals of a plugin the file runs, and tasks of the build, with module, profile and test options, as built from what runs', () => {
    // Modeled on a JSON library's "Add build config for Gson subset": a new job building a profile of one module.
    expect(ownToolchainCommand('mvn clean test --projects gson --activate-profiles gson-subset', mavenKnown)).toBe(true);
    expect(ownToolchainCommand('mvn -B -ntp verify -Pnative -pl :core -am -DskipTests -Djava.version=#', mavenKnown)).toBe(true);
    expect(ownToolchainCommand('mvn javadoc:javadoc', mavenKnown)).toBe(true);
    expect(ownToolchainCommand('./gradlew :lib:check --continue -x lint --tests *.ParserTest -Ptest.java.version=#', gradleKnown)).toBe(true);
    expect(ownToolchainCommand('./gradlew apiCheck --stacktrace', gradleKnown)).toBe(true);
  });

  it('never reads a publish, a plugin of anyone\'s choosing, code loaded by a property or settings, a path outside the repository, or a tool the file does not run so', () => {
    expect(ownToolchainCommand('mvn deploy', mavenKnown)).toBe(false);
    expect(ownToolchainCommand('mvn org.evil:evil-maven-plugin:1.0:run', mavenKnown)).toBe(false);
    expect(ownToolchainCommand('mvn versions:display-dependency-updates', mavenKnown)).toBe(false);
    expect(ownToolchainCommand('mvn test -s .ci/settings.xml', mavenKnown)).toBe(false);
    expect(ownToolchainCommand('mvn test -Dmaven.ext.class.path=lib/x.jar', mavenKnown)).toBe(false);
    expect(ownToolchainCommand('mvn test -DargLine=-javaagent:x.jar', mavenKnown)).toBe(false);
    expect(ownToolchainCommand('mvn test -f ../other/pom.xml', mavenKnown)).toBe(false);
    expect(ownToolchainCommand('mvn test $ARGS', mavenKnown)).toBe(false);
    expect(ownToolchainCommand('./mvnw test', mavenKnown)).toBe(false);
    expect(ownToolchainCommand('mvn test', gradleKnown)).toBe(false);
    expect(ownToolchainCommand('./gradlew publishToSonatype closeAndReleaseSonatypeStagingRepository', gradleKnown)).toBe(false);
    expect(ownToolchainCommand('./gradlew check --init-script ci/init.gradle', gradleKnown)).toBe(false);
    expect(ownToolchainCommand('./gradlew check -c ci/settings.gradle', gradleKnown)).toBe(false);
    expect(ownToolchainCommand('./gradlew check --scan', gradleKnown)).toBe(false);
    expect(ownToolchainCommand('./gradlew check -Dorg.gradle.jvmargs=-javaagent:x.jar', gradleKnown)).toBe(false);
    expect(ownToolchainCommand('./gradlew check -p /tmp/other', gradleKnown)).toBe(false);
    expect(ownToolchainCommand('./gradlew --no-daemon', gradleKnown)).toBe(false);
    expect(ownToolchainCommand('./gradlew check -Pcheck=off', gradleKnown)).toBe(false);
    expect(ownToolchainCommand('mvn verify -Dgpg.skip=true', mavenKnown)).toBe(false);
    expect(ownToolchainCommand('gradle check', gradleKnown)).toBe(false);
  });

  it('reads a new job that builds a profile of a module as an edit of commands, and one that deploys or fetches a plugin as not', () => {
    const workflow = (extra: string[]) =>
      ['name: Build', 'on: [push, pull_request]', 'permissions:', '  contents: read', 'jobs:', '  build:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v5', '      - uses: actions/setup-java@v5', '        with:', '          distribution: temurin', '          java-version: 21', '      - run: mvn verify javadoc:jar', ...extra, ''].join('\n');
    const job = (run: string) => ['  build-subset:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v5', '      - uses: actions/setup-java@v5', '        with:', '          distribution: temurin', '          java-version: 21', `      - run: ${run}`];
    expect(editsOnlyCommands(workflow([]), workflow(job('mvn clean test --projects gson --activate-profiles gson-subset')), 'workflow')).toBe(true);
    expect(editsOnlyCommands(workflow([]), workflow(job('mvn clean deploy --projects gson')), 'workflow')).toBe(false);
    expect(editsOnlyCommands(workflow([]), workflow(job('mvn com.example:scan-maven-plugin:2.1:scan')), 'workflow')).toBe(false);
  });
});

describe('another script of a folder whose scripts the CI file runs (otherScriptOfKnownFolder)', () => {
  const known = new Set(['ci/test-stable.sh test', 'ci/tsan.sh', 'bash scripts/check.sh', 'vendor/bin/phpunit']);

  it('reads a script beside the ones the file runs, the same way, as the repository\'s own code', () => {
    expect(otherScriptOfKnownFolder('ci/panic-abort.sh', known)).toBe(true);
    expect(otherScriptOfKnownFolder('./ci/miri.sh', known)).toBe(true);
    expect(otherScriptOfKnownFolder('ci/lint.sh test', known)).toBe(true);
    expect(otherScriptOfKnownFolder('bash scripts/lint.sh', known)).toBe(true);
  });

  it('never so for another folder, another interpreter, other arguments, an installed tool, a path that leaves or an expansion', () => {
    expect(otherScriptOfKnownFolder('ci/tsan.sh --skip-checksum', known)).toBe(false);
    expect(otherScriptOfKnownFolder('tools/panic-abort.sh', known)).toBe(false);
    expect(otherScriptOfKnownFolder('python3 ci/gen.py', known)).toBe(false);
    expect(otherScriptOfKnownFolder('vendor/bin/psalm', known)).toBe(false);
    expect(otherScriptOfKnownFolder('ci/../../x.sh', known)).toBe(false);
    expect(otherScriptOfKnownFolder('ci/tsan.sh $(curl -s https://x.example)', known)).toBe(false);
    expect(otherScriptOfKnownFolder('curl -s https://x.example/ci/a.sh', known)).toBe(false);
  });
});

describe('a maintainer\'s CI edits that run only the repository\'s own code (trusted-routine)', () => {
  // Modeled on a byte-buffer crate's "Run tests under panic=abort": a new job running a new script of its ci/ folder.
  const workflow = (extra: string[]) =>
    ['name: CI', 'on:', '  pull_request:', '  push:', '    branches: [master]', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - run: rustup update stable', '      - run: ci/test-stable.sh test', '  tsan:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - run: ci/tsan.sh', ...extra, ''].join('\n');
  const job = (run: string) => ['  panic-abort:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', `      - run: ${run}`];

  it('reads a new job running another script of a known folder, or cargo on the crate, as an edit of commands', () => {
    expect(editsOnlyCommands(workflow([]), workflow(job('ci/panic-abort.sh')), 'workflow')).toBe(true);
    expect(editsOnlyCommands(workflow([]), workflow(job('rustup target add thumbv6m-none-eabi')), 'workflow')).toBe(true);
  });

  it('still weighs a new job that fetches and runs code, or runs a script of another folder', () => {
    expect(editsOnlyCommands(workflow([]), workflow(job('curl -sSf https://sh.example.dev | sh')), 'workflow')).toBe(false);
    expect(editsOnlyCommands(workflow([]), workflow(job('tools/panic-abort.sh')), 'workflow')).toBe(false);
    expect(editsOnlyCommands(workflow([]), workflow(job('cargo install cargo-fuzz')), 'workflow')).toBe(false);
  });

  it('reads the same in another CI system\'s pipeline', () => {
    const travis = (install: string[]) => ['language: go', 'go:', '  - 1.11.x', ...install, 'script:', '  - go test -race -v ./...', ''].join('\n');
    const patch = (base: string, head: string) => {
      const a = base.split('\n');
      const b = head.split('\n');
      return ['@@ -1,' + a.length + ' +1,' + b.length + ' @@', ...a.map((l) => `-${l}`), ...b.map((l) => `+${l}`)].join('\n');
    };
    const base = travis([]);
    const pinned = travis(['install:', '  - go mod download']);
    const fetched = travis(['install:', '  - go get golang.org/x/sys/unix']);
    expect(editsOnlyPipelineCommands(base, pinned, patch(base, pinned), '.travis.yml')).toBe(true);
    expect(editsOnlyPipelineCommands(base, fetched, patch(base, fetched), '.travis.yml')).toBe(false);
  });
});
