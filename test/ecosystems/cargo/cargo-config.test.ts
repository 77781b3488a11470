import { describe, expect, it } from 'vitest';
import { extractCargoConfig } from '../../../src/ecosystems/cargo/cargo-config.js';

const titles = (content: string) => (extractCargoConfig(content, '.cargo/config.toml').findings ?? []).map((f) => [f.id, f.severity, f.title, f.line]);

describe('.cargo/config.toml source replacement', () => {
  it('reports crates.io replaced by a registry on another host, sparse or git', () => {
    expect(titles(['[build]', 'rustflags = []', '', '[source.crates-io]', 'replace-with = "mirror"', '', '[source.mirror]', 'registry = "sparse+https://crates.acme-mirror.dev/index/"'].join('\n'))).toEqual([
      ['cargo-source-override', 'medium', '.cargo/config.toml replaces crates.io with crates.acme-mirror.dev', 5],
    ]);
    expect(titles(['[source."crates-io"]', "replace-with = 'corp'", '[source.corp]', 'registry = "https://git.corp.example/crates-index.git"'].join('\r\n'))).toEqual([
      ['cargo-source-override', 'medium', '.cargo/config.toml replaces crates.io with git.corp.example', 2],
    ]);
  });

  it("is quiet on cargo vendor's directory source, a local registry, a registry on the machine, crates.io itself, and a named alternative registry", () => {
    expect(titles(['[source.crates-io]', 'replace-with = "vendored-sources"', '', '[source.vendored-sources]', 'directory = "vendor"'].join('\n'))).toEqual([]);
    expect(titles(['[source.crates-io]', 'replace-with = "local"', '[source.local]', 'local-registry = "/opt/crates"'].join('\n'))).toEqual([]);
    expect(titles(['[source.crates-io]', 'replace-with = "dev"', '[source.dev]', 'registry = "sparse+http://127.0.0.1:8000/index/"'].join('\n'))).toEqual([]);
    expect(titles(['[source.crates-io]', 'replace-with = "sparse"', '[source.sparse]', 'registry = "sparse+https://index.crates.io/"'].join('\n'))).toEqual([]);
    expect(titles(['[registries.acme]', 'index = "sparse+https://crates.acme.dev/index/"'].join('\n'))).toEqual([]);
  });

  it('lists the named alternative registries and their indexes, for `cargo publish --registry NAME` (check-cargo-registry-tokens.ts)', () => {
    expect(extractCargoConfig(['[registries.acme]', 'index = "sparse+https://crates.acme.dev/index/"', '[registries."fast"]', "index = 'https://git.fast.dev/index.git'", '[net]', 'retry = 3'].join('\n'), '.cargo/config.toml').cargoRegistries).toEqual({
      acme: 'sparse+https://crates.acme.dev/index/',
      fast: 'https://git.fast.dev/index.git',
    });
    expect(extractCargoConfig('[net]\nretry = 3\n', '.cargo/config.toml').cargoRegistries).toBeUndefined();
  });
});
