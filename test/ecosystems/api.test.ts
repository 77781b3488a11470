import { describe, expect, it } from 'vitest';
import api, { isSupplyChainPath, matchManagerFile } from '../../src/ecosystems/api.js';

describe('ecosystem registry', () => {
  it('registers one manager per ecosystem format family', () => {
    expect([...api.keys()]).toEqual(['npm', 'pypi', 'gomod', 'cargo', 'bundler', 'composer', 'maven', 'gradle', 'nuget', 'deno', 'swiftpm', 'github-actions', 'dockerfile', 'automation', 'ai-agents']);
  });

  it('recognizes every manifest, lockfile, workflow, action and Dockerfile the analysis reads', () => {
    const paths = [
      'package.json', 'web/package.json', 'package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml',
      'requirements.txt', 'requirements-dev.txt', 'requirements/base.txt', 'dev-requirements.in', 'pyproject.toml', 'setup.py',
      'poetry.lock', 'Pipfile', 'Pipfile.lock', 'uv.lock', 'go.mod', 'go.sum', 'Cargo.toml', 'Cargo.lock', 'Gemfile',
      'Gemfile.lock', 'composer.json', 'composer.lock', 'pom.xml', 'build.gradle', 'app/build.gradle.kts',
      '.github/workflows/ci.yml', '.github/workflows/release.yaml', 'action.yml', '.github/actions/setup/action.yaml',
      'Dockerfile', 'docker/Dockerfile.dev', 'app.Dockerfile', 'Containerfile', '.npmrc', 'web/.npmrc', 'pip.conf', 'pip.ini',
      'Package.swift', 'Package.resolved', 'src/App/App.csproj', 'Lib.fsproj', 'Legacy.vbproj', 'Directory.Packages.props', 'packages.config', 'src/App/packages.lock.json', 'nuget.config', 'NuGet.Config',
    ];
    expect(paths.filter((p) => !isSupplyChainPath(p))).toEqual([]);
  });

  it('ignores everything else', () => {
    const paths = [
      'src/index.ts', 'README.md', 'node_modules/x/package.json', '.github/workflows/README.md', '.github/workflows/sub/x.yml',
      'docs/requirements.md', 'Dockerfile.dockerignore', 'vendor/composer.json', 'action.json', 'go.work.sum.txt',
      'Directory.Build.props', 'build/Common.targets', 'native/app.vcxproj', '.csproj',
    ];
    expect(paths.filter(isSupplyChainPath)).toEqual([]);
  });

  it('names the ecosystem and the kind of file', () => {
    expect(['yarn.lock', 'uv.lock', '.github/workflows/a.yml', 'Dockerfile', '.npmrc', 'pip.conf', 'App.csproj', 'packages.lock.json', 'nuget.config', 'bunfig.toml', 'uv.toml', '.mvn/settings.xml', 'deno.json'].map((p) => {
      const m = matchManagerFile(p)!;
      return [m.manager.ecosystem, m.file.kind];
    })).toEqual([
      ['npm', 'lockfile'],
      ['pypi', 'lockfile'],
      ['github-actions', 'ci'],
      ['docker', 'ci'],
      ['npm', 'config'],
      ['pypi', 'config'],
      ['nuget', 'manifest'],
      ['nuget', 'lockfile'],
      ['nuget', 'config'],
      ['npm', 'config'],
      ['pypi', 'config'],
      ['maven', 'config'],
      ['deno', 'manifest'],
    ]);
  });
});
