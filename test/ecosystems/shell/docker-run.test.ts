import { describe, expect, it } from 'vitest';
import { builtImageNames, findDockerRuns, imageName } from '../../../src/ecosystems/shell/docker-run.js';

const images = (script: string) => findDockerRuns(script).map((r) => r.image);

describe('findDockerRuns', () => {
  it('reads the image after docker run’s options, values and flags alike', () => {
    expect(images('docker run --rm -v $PWD:/src -e GITHUB_TOKEN=${{ secrets.GITHUB_TOKEN }} ghcr.io/lintkit/lint-all /src')).toEqual(['ghcr.io/lintkit/lint-all']);
    expect(images('docker run -it --network host -e TOKEN -w /w node:20 npm test')).toEqual(['node:20']);
    expect(images('sudo docker container run --name=lint --privileged -e "MSG=a b" alpine:3.20 sh -c "echo hi"')).toEqual(['alpine:3.20']);
    expect(images('podman run -d redis')).toEqual(['redis']);
    expect(images('docker create --entrypoint sh busybox@sha256:' + 'a'.repeat(64))).toEqual(['busybox@sha256:' + 'a'.repeat(64)]);
  });

  it('joins continuation lines and reads each command of a list', () => {
    expect(images('docker run --rm \\\n  -v "$PWD:/w" \\\n  hadolint/hadolint:v2.12.0 hadolint /w/Dockerfile')).toEqual(['hadolint/hadolint:v2.12.0']);
    expect(images('docker pull a/b:1 && docker run --rm a/b:1; echo done')).toEqual(['a/b:1']);
  });

  it('reads a docker run after the shell words of an if, a loop or a group (then, else, do, !, ( and {)', () => {
    expect(images('if [ -n "$CI" ]; then docker run --rm -v $PWD:/src lintco/linter:latest run; fi')).toEqual(['lintco/linter:latest']);
    expect(images('if command -v gofmt; then \\\n  gofmt -w . ; \\\nelse \\\n  docker run --rm -v $(pwd):/w gofmt-tools/gofmt:latest -w . ; \\\nfi')).toEqual(['gofmt-tools/gofmt:latest']);
    expect(images('for d in a b; do sudo docker run --rm acme/check $d; done')).toEqual(['acme/check']);
    expect(images('if ! docker run --rm acme/probe; then exit 1; fi')).toEqual(['acme/probe']);
    expect(images('(docker run -d redis) && { docker run --rm nats:2; }')).toEqual(['redis', 'nats:2']);
    expect(images('(cd e2e && docker run --rm acme/e2e:1)')).toEqual(['acme/e2e:1']);
  });

  it('leaves alone the same words when they start no container (an echo, a then that runs another command)', () => {
    expect(images('if [ -n "$CI" ]; then echo docker run acme/x; fi')).toEqual([]);
    expect(images('if docker image inspect acme/x; then docker compose run web; fi')).toEqual([]);
    expect(images('then-docker run acme/x')).toEqual([]);
  });

  it('leaves alone: other docker commands, compose, a run of a variable, and what is no reference', () => {
    expect(images('docker build -t app . && docker push ghcr.io/acme/app:1')).toEqual([]);
    expect(images('docker compose run web pytest')).toEqual([]);
    expect(images('echo "docker run it"')).toEqual([]);
    expect(images('docker run --rm "$IMAGE" test')).toEqual([]);
    expect(images('npm run build')).toEqual([]);
  });
});

describe('builtImageNames', () => {
  it('names what the script builds or tags, and gives up on a load', () => {
    expect([...(builtImageNames('docker build -t app:ci .\ndocker buildx build --tag=ghcr.io/acme/web:1 --load .\ndocker tag app:ci acme/app:test') ?? [])]).toEqual(['app', 'ghcr.io/acme/web', 'acme/app']);
    expect(builtImageNames('docker load -i image.tar')).toBeNull();
    expect(imageName('GHCR.io/acme/app:1@sha256:ab')).toBe('ghcr.io/acme/app');
  });
});
