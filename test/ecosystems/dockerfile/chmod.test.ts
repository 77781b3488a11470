import { describe, expect, it } from 'vitest';
import { extractDockerfile } from '../../../src/ecosystems/dockerfile/extract.js';

const DIGEST = `sha256:${'d'.repeat(64)}`;
const chmods = (run: string) =>
  (extractDockerfile(`FROM node:20-alpine@${DIGEST}\nWORKDIR /app\n${run}\n`, 'Dockerfile').findings ?? [])
    .filter((f) => f.id === 'file-permissions-widened')
    .map((f) => `${f.severity}:${f.line}`);

describe('Dockerfile: file-permissions-widened', () => {
  it('reports a RUN chmod that makes files writable by every user, high on a secret', () => {
    expect(chmods('RUN npm ci && chmod -R 777 /app')).toEqual(['medium:3']);
    expect(chmods('RUN chmod o+w /etc/app/config.yml')).toEqual(['medium:3']);
    expect(chmods('RUN mkdir -p /root/.ssh && \\\n    chmod 666 /root/.ssh/id_ed25519')).toEqual(['high:3']);
  });

  it('stays quiet for +x, 755, 644, the sticky bit and a chmod in an echo', () => {
    expect(chmods('RUN chmod +x /usr/local/bin/entrypoint.sh && chmod 755 /app/bin && chmod 644 /app/config.yml')).toEqual([]);
    expect(chmods('RUN mkdir -p /tmp/cache && chmod 1777 /tmp/cache')).toEqual([]);
    expect(chmods('RUN echo "run chmod 777 if it fails"')).toEqual([]);
    const dev = extractDockerfile(`FROM mcr.microsoft.com/devcontainers/base@${DIGEST}\nRUN chmod -R a+w /usr/share/dotnet\n`, 'src/dotnet/.devcontainer/Dockerfile').findings ?? [];
    expect(dev.filter((f) => f.id === 'file-permissions-widened')).toEqual([]);
  });
});
