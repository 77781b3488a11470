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
