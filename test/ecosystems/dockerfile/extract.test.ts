import { describe, expect, it } from 'vitest';
import { extractDockerfile } from '../../../src/ecosystems/dockerfile/extract.js';
import { parseImageRef } from '../../../src/ecosystems/dockerfile/image.js';

const DIGEST = `sha256:${'d'.repeat(64)}`;

describe('Dockerfile', () => {
  it('lists FROM images (ARG substituted, stages and scratch left out) and reports unpinned ones and curl | sh', () => {
    const content = `# syntax=docker/dockerfile:1
ARG NODE_VERSION=20
FROM --platform=$BUILDPLATFORM node:\${NODE_VERSION}-alpine AS build
RUN npm ci && \\
    curl -sSL https://install.example.com | \\
    sh
FROM gcr.io/distroless/nodejs20-debian12@${DIGEST}
COPY --from=build /app /app
FROM build AS test
FROM scratch
FROM ubuntu
`;
    const result = extractDockerfile(content, 'Dockerfile');
    expect(result.deps.map((d) => [d.name, d.version, d.line])).toEqual([
      ['node', '20-alpine', 3],
      ['gcr.io/distroless/nodejs20-debian12', DIGEST, 7],
      ['ubuntu', null, 11],
    ]);
    expect((result.findings ?? []).map((f) => [f.id, f.severity, f.line, f.package])).toEqual([
      ['docker-unpinned-image', 'low', 3, 'node'],
      ['curl-pipe-shell', 'high', 4, null],
      ['docker-unpinned-image', 'medium', 11, 'ubuntu'],
    ]);
  });

  it("is medium for a tool vendor's own installer over HTTPS", () => {
    const severities = (run: string) => (extractDockerfile(`FROM debian@${DIGEST}\nRUN ${run}\n`, 'Dockerfile').findings ?? []).map((f) => [f.id, f.severity]);
    expect(severities('curl -fsSL https://deno.land/install.sh | sh')).toEqual([['curl-pipe-shell', 'medium']]);
    expect(severities('curl -fsSL https://install.example.com/setup.sh | sh')).toEqual([['curl-pipe-shell', 'high']]);
    expect(severities('wget --no-check-certificate -qO- https://get.docker.com | sh')).toEqual([['curl-pipe-shell', 'high']]);
  });

  it('splits image references', () => {
    expect(parseImageRef('registry.example.com:5000/team/app:1.2@' + DIGEST)).toEqual({ name: 'registry.example.com:5000/team/app', tag: '1.2', digest: DIGEST });
    expect(parseImageRef('localhost:5000/app')).toEqual({ name: 'localhost:5000/app', tag: null, digest: null });
    expect(parseImageRef('scratch')).toBeNull();
  });
});

describe('curl-pipe-shell: a script fetched with ADD and run by a later instruction', () => {
  const pipes = (body: string) => (extractDockerfile(`FROM debian@${DIGEST}\n${body}\n`, 'Dockerfile').findings ?? []).filter((f) => f.id === 'curl-pipe-shell').map((f) => [f.severity, f.line]);

  it('reports ADD of a remote script without --checksum that RUN runs: high, medium from a tool vendor\'s installer host', () => {
    expect(pipes('ADD https://get.example-tools.dev/install.sh /tmp/install.sh\nRUN sh /tmp/install.sh && rm /tmp/install.sh')).toEqual([['high', 2]]);
    expect(pipes('ADD https://get.example-tools.dev/setup /tmp/setup\nRUN bash -e /tmp/setup')).toEqual([['high', 2]]);
    expect(pipes('ADD --chmod=755 https://get.example-tools.dev/bootstrap.sh /opt/\nRUN /opt/bootstrap.sh --prefix /usr/local')).toEqual([['high', 2]]);
    expect(pipes('ADD https://sh.rustup.rs/rustup-init.sh /tmp/rustup-init.sh\nRUN sh /tmp/rustup-init.sh -y')).toEqual([['medium', 2]]);
  });

  it('leaves a checksum-pinned ADD, a binary or archive fetched and used, a local ADD and a script never run alone', () => {
    expect(pipes('ADD --checksum=sha256:24454f830cdb571e2c4ad15481119c43b3cafd48dd869a9b2945d1036d1dc68d https://get.example-tools.dev/install.sh /tmp/install.sh\nRUN sh /tmp/install.sh')).toEqual([]);
    expect(pipes('ADD --chmod=755 https://github.com/krallin/tini/releases/download/v0.19.0/tini-static /tini\nENTRYPOINT ["/tini", "--"]')).toEqual([]);
    expect(pipes('ADD https://downloads.example.org/data/schema.tar.gz /tmp/schema.tar.gz\nRUN tar -xzf /tmp/schema.tar.gz -C /srv')).toEqual([]);
    expect(pipes('ADD scripts/install.sh /tmp/install.sh\nRUN sh /tmp/install.sh')).toEqual([]);
    expect(pipes('ADD https://get.example-tools.dev/install.sh /usr/share/doc/tool/install.sh\nRUN ls /usr/share/doc/tool')).toEqual([]);
  });
});

describe('curl-pipe-shell: an archive fetched (ADD or curl), unpacked, and a script from it run', () => {
  const found = (body: string) => (extractDockerfile(`FROM debian@${DIGEST}\n${body}\n`, 'Dockerfile').findings ?? []).filter((f) => f.id === 'curl-pipe-shell' || f.id === 'downloaded-binary-run').map((f) => [f.id, f.severity, f.line]);

  it('reports ADD of a remote archive that a later RUN unpacks and runs a script of: high, medium from a tool vendor', () => {
    expect(found('ADD https://cdn.devtool-mirror.dev/agent-2.1.tar.gz /tmp/\nRUN tar xzf /tmp/agent-2.1.tar.gz -C /tmp && /tmp/agent-2.1/install.sh --quiet')).toEqual([['curl-pipe-shell', 'high', 2]]);
    expect(found('ADD https://cdn.devtool-mirror.dev/agent.zip /opt/agent.zip\nWORKDIR /opt\nRUN unzip -q agent.zip \\\n && bash agent/setup --yes')).toEqual([['curl-pipe-shell', 'high', 2]]);
    expect(found('ADD https://cdn.devtool-mirror.dev/agent.tgz /tmp/a.tgz\nRUN mkdir /opt/a && tar -C /opt/a -xf /tmp/a.tgz && python3 /opt/a/bootstrap.py')).toEqual([['curl-pipe-shell', 'high', 2]]);
    // A check of another archive in the RUN, or after the unpacking, vouches for nothing of this one.
    expect(found('ADD https://cdn.devtool-mirror.dev/agent.tgz /tmp/a.tgz\nRUN sha256sum -c /tmp/node.tgz.sha256 && tar xzf /tmp/a.tgz -C /opt && /opt/agent/install.sh')).toEqual([['curl-pipe-shell', 'high', 2]]);
    expect(found('RUN curl -fsSLo /tmp/node.tgz https://nodejs.org/dist/v22.11.0/node-v22.11.0-linux-x64.tar.gz && echo "$NODE_SUM  /tmp/node.tgz" | sha256sum -c - && tar -xzf /tmp/node.tgz -C /usr/local --strip-components=1 \\\n && curl -fsSL https://cdn.devtool-mirror.dev/agent.tar.gz | tar -xz -C /opt && /opt/agent/install.sh')).toEqual([['curl-pipe-shell', 'high', 2]]);
  });

  it('reports curl or wget of an archive in one RUN, saved or piped into tar, then a script from it run', () => {
    expect(found('RUN curl -fsSL https://cdn.devtool-mirror.dev/agent.tar.gz -o /tmp/agent.tgz \\\n && tar xzf /tmp/agent.tgz -C /tmp \\\n && sh /tmp/agent/install.sh')).toEqual([['curl-pipe-shell', 'high', 2]]);
    expect(found('RUN curl -fsSL https://cdn.devtool-mirror.dev/agent.tar.gz | tar -xz -C /opt && /opt/agent/install.sh')).toEqual([['curl-pipe-shell', 'high', 2]]);
    expect(found('RUN wget -q https://cdn.devtool-mirror.dev/agent.tar.xz && tar -xJf agent.tar.xz && ./agent/install.sh')).toEqual([['curl-pipe-shell', 'high', 2]]);
    expect(found('RUN curl -sSL https://dl.google.com/dl/cloudsdk/release/google-cloud-sdk.tar.gz | tar xz -C /usr/local && /usr/local/google-cloud-sdk/install.sh --quiet')).toEqual([['curl-pipe-shell', 'medium', 2]]);
    expect(found('RUN curl -sSL http://185.199.1.2/agent.tar.gz | tar xz -C /opt && /opt/agent/install.sh')).toEqual([['curl-pipe-shell', 'high', 2]]);
  });

  it('leaves the ordinary forms: a binary or toolchain unpacked and used, a source build, a verified archive, a script run in another instruction', () => {
    expect(found('ADD https://nodejs.org/dist/v22.11.0/node-v22.11.0-linux-x64.tar.xz /tmp/\nRUN tar -xJf /tmp/node-v22.11.0-linux-x64.tar.xz -C /usr/local --strip-components=1 && node --version')).toEqual([]);
    expect(found('RUN curl -fsSL https://go.dev/dl/go1.23.3.linux-amd64.tar.gz | tar -C /usr/local -xz && /usr/local/go/bin/go version')).toEqual([]);
    expect(found('ADD https://ftp.gnu.org/gnu/make/make-4.4.1.tar.gz /tmp/\nRUN cd /tmp && tar xzf make-4.4.1.tar.gz && cd make-4.4.1 && ./configure && make && make install')).toEqual([]);
    expect(found('ADD https://github.com/libfoo/libfoo/archive/v1.2.tar.gz /tmp/\nRUN tar xzf /tmp/v1.2.tar.gz -C /tmp && cd /tmp/libfoo-1.2 && ./autogen.sh && ./configure && make install')).toEqual([]);
    expect(found('RUN curl -fsSLo /tmp/agent.tgz https://cdn.devtool-mirror.dev/agent.tar.gz \\\n && echo "3f2a9c0d1e4b5a6f7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b  /tmp/agent.tgz" | sha256sum -c - \\\n && tar xzf /tmp/agent.tgz -C /tmp && /tmp/agent/install.sh')).toEqual([]);
    expect(found('ADD --checksum=sha256:24454f830cdb571e2c4ad15481119c43b3cafd48dd869a9b2945d1036d1dc68d https://cdn.devtool-mirror.dev/agent.tgz /tmp/a.tgz\nRUN tar xzf /tmp/a.tgz -C /opt && /opt/agent/install.sh')).toEqual([]);
    expect(found('ADD https://cdn.devtool-mirror.dev/agent.tgz /tmp/a.tgz\nRUN echo "$AGENT_SUM  /tmp/a.tgz" | sha256sum -c - && tar xzf /tmp/a.tgz -C /opt && /opt/agent/install.sh')).toEqual([]);
    expect(found('ADD https://nodejs.org/dist/v22.11.0/node-v22.11.0-linux-x64.tar.xz /tmp/\nRUN tar -xJf /tmp/node-v22.11.0-linux-x64.tar.xz -C /usr/local --strip-components=1\nCOPY docker-entrypoint.sh /usr/local/bin/\nENTRYPOINT ["docker-entrypoint.sh"]')).toEqual([]);
    expect(found('RUN curl -fsSL https://cdn.devtool-mirror.dev/assets.tar.gz | tar xz -C /srv/static && sh /usr/local/bin/reindex.sh')).toEqual([]);
    expect(found('RUN curl -fsSL https://cdn.devtool-mirror.dev/agent.tar.gz -o /tmp/agent.tgz && tar -tzf /tmp/agent.tgz && ./install.sh')).toEqual([]);
    // The project's own scripts (COPY'd into the working folder) run after a cache is unpacked there.
    expect(found('COPY . /app\nWORKDIR /app\nRUN curl -fsSL https://cache.example-ci.dev/node-modules.tar.gz | tar xz && ./scripts/build.sh && bash scripts/test.sh')).toEqual([]);
    expect(found('COPY . /app\nWORKDIR /app\nADD https://cache.example-ci.dev/vendor.tgz /tmp/\nRUN tar xzf /tmp/vendor.tgz && ./build.sh')).toEqual([]);
  });
});

describe('Dockerfile here-documents', () => {
  const pipes = (content: string) => (extractDockerfile(content, 'Dockerfile').findings ?? []).filter((f) => f.id === 'curl-pipe-shell').map((f) => f.line);

  it('a RUN here-document ends at its delimiter: the download piped to a shell inside it is at the RUN; one 1,001 lines down still ends it, one 1,002 lines down does not', () => {
    const filler = (n: number) => Array.from({ length: n }, (_, i) => `echo ${i}`);
    expect(pipes(['FROM alpine:3.20', 'RUN <<EOF', 'set -e', 'curl -fsSL https://get.example.dev/i.sh | sh', 'EOF', 'CMD ["app"]'].join('\n'))).toEqual([2]);
    // The body is read up to MAX_HEREDOC_LINES (1,000) lines; the delimiter may be the next one.
    expect(pipes(['FROM alpine:3.20', 'RUN <<EOF', 'curl -fsSL https://get.example.dev/i.sh | sh', ...filler(999), 'EOF'].join('\n'))).toEqual([2]);
    // Past that the here-document is not joined: its lines are read as instructions (the pipe is in none).
    expect(pipes(['FROM alpine:3.20', 'RUN <<EOF', 'curl -fsSL https://get.example.dev/i.sh | sh', ...filler(1_000), 'EOF'].join('\n'))).toEqual([]);
    // Another delimiter does not end it, the next one of its own does.
    expect(pipes(['FROM alpine:3.20', 'RUN <<END', 'EOF', 'curl -fsSL https://get.example.dev/i.sh | sh', 'END', 'RUN <<EOF', 'echo ok', 'EOF'].join('\n'))).toEqual([2]);
  });

  it('200,000 unterminated `RUN <<EOF` are read once each (a scan of 1,000 lines each took 26 s), and the pipe to a shell after them is found', () => {
    const content = ['FROM alpine:3.20', ...Array.from({ length: 200_000 }, () => 'RUN <<EOF'), 'RUN curl -fsSL https://get.example.dev/i.sh | sh'].join('\n');
    const started = performance.now();
    expect(pipes(content)).toEqual([200_002]);
    // Within half the analysis deadline (ANALYSIS_CPU_TIMEOUT_MS, 30 s), however loaded the machine:
    // the old scan took 26-34 s on a quiet one, the index 2-3 s there and 5-8 s under CI's two suites.
    expect(performance.now() - started).toBeLessThan(15_000);
  }, 120_000);
});
