import { describe, expect, it } from 'vitest';
import { extractPipfile, extractPipfileLock, extractPoetryLock, extractUvLock } from '../../../src/ecosystems/pypi/locks.js';
import { parseRequirement } from '../../../src/ecosystems/pypi/pep508.js';
import { extractPyproject } from '../../../src/ecosystems/pypi/pyproject.js';
import { extractRequirements } from '../../../src/ecosystems/pypi/requirements.js';
import { extractSetupPy } from '../../../src/ecosystems/pypi/setup-py.js';

const row = (d: { name: string; version: string | null; dev: boolean; source: string; depType: string }) => [d.name, d.version, d.dev, d.source, d.depType];

describe('PEP 508', () => {
  it('parses extras, specifiers, markers and direct references', () => {
    expect(parseRequirement('requests[socks,security] >= 2.31 , <3 ; python_version >= "3.8"')).toEqual({
      name: 'requests',
      extras: ['socks', 'security'],
      specifier: '>=2.31,<3',
      source: 'registry',
      marker: 'python_version >= "3.8"',
    });
    expect(parseRequirement('pkg @ git+https://github.com/a/pkg.git@v1')).toMatchObject({ name: 'pkg', source: 'git', specifier: 'git+https://github.com/a/pkg.git@v1' });
    expect(parseRequirement('not a requirement')).toBeNull();
  });
});

describe('requirements.txt', () => {
  it('reads pins, hashes, URLs, editables and includes among the available files', () => {
    const files: Record<string, string> = { 'reqs/base.txt': 'Django==5.0.6\n-r ../shared.txt\n', 'shared.txt': 'six\n' };
    const content = [
      '# comment',
      '--index-url https://pypi.org/simple',
      '-r reqs/base.txt',
      '-r missing.txt',
      'requests[socks]==2.31.0 \\',
      '    --hash=sha256:bbb \\',
      '    --hash=sha256:aaa',
      'numpy>=1.26; python_version >= "3.9"  # inline comment',
      '-e git+https://github.com/acme/tool.git@v1#egg=tool',
      '-e ./libs/local',
      'https://example.com/wheels/thing-1.0-py3-none-any.whl',
      'flask',
    ].join('\n');
    const result = extractRequirements(content, 'requirements.txt', (p) => files[p] ?? null);
    expect(result.deps.map(row)).toEqual([
      ['Django', '==5.0.6', false, 'registry', 'included:reqs/base.txt'],
      ['six', '', false, 'registry', 'included:shared.txt'],
      ['requests', '==2.31.0', false, 'registry', 'requirement'],
      ['numpy', '>=1.26', false, 'registry', 'requirement'],
      ['tool', 'git+https://github.com/acme/tool.git@v1#egg=tool', false, 'git', 'editable'],
      ['local', './libs/local', false, 'path', 'editable'],
      ['thing', 'https://example.com/wheels/thing-1.0-py3-none-any.whl', false, 'url', 'requirement'],
      ['flask', '', false, 'registry', 'requirement'],
    ]);
    expect(result.deps[2]!.integrity).toBe('sha256:aaa sha256:bbb');
    expect(result.deps[2]!.line).toBe(5);
  });

  it('marks dev requirement files', () => {
    expect(extractRequirements('pytest==8.2.0\n', 'requirements-dev.txt', () => null).deps[0]!.dev).toBe(true);
    for (const path of ['requirements/typing.txt', 'requirements/docs.in', 'requirements/build.txt', 'requirements-mypy.txt', 'requirements/pre-commit.txt', 'requirements/tests.txt']) {
      expect(extractRequirements('packaging==25.0\n', path, () => null).deps[0]!.dev, path).toBe(true);
    }
    for (const path of ['requirements.txt', 'requirements/base.txt', 'requirements/prod.txt', 'requirements/runtime.in', 'requirements/devices.txt']) {
      expect(extractRequirements('packaging==25.0\n', path, () => null).deps[0]!.dev, path).toBe(false);
    }
  });
  it('reads a requirements file that installs the project itself as its development environment', () => {
    const devEnvironment = ['# We pin our tooling', '-e .[brotli,cli,http2]', '', 'chardet==5.2.0', 'mkdocs==1.6.1', 'pytest==8.4.1'].join('\n');
    expect(extractRequirements(devEnvironment, 'requirements.txt', () => null).deps.map((d) => [d.name, d.dev])).toEqual([
      ['.', true],
      ['chardet', true],
      ['mkdocs', true],
      ['pytest', true],
    ]);
    for (const self of ['-e .', '--editable=.', '.', '-e file:.', '.[test]  # the package', '-e ./']) {
      expect(extractRequirements(`${self}\nrequests==2.32.3\n`, 'requirements.txt', () => null).deps.find((d) => d.name === 'requests')!.dev, self).toBe(true);
    }
    // A deployment's requirements, or an editable install of another directory, stay runtime.
    for (const other of ['-e ./libs/local', '-e ../sibling', 'gunicorn==22.0.0', '-e git+https://github.com/acme/tool.git@v1#egg=tool']) {
      expect(extractRequirements(`${other}\nrequests==2.32.3\n`, 'requirements.txt', () => null).deps.find((d) => d.name === 'requests')!.dev, other).toBe(false);
    }
  });
});

describe('compiled requirements (pip-compile, uv pip compile)', () => {
  const compiled = (header: string) =>
    [
      header,
      'asgiref==3.8.1 \\',
      '    --hash=sha256:aaaa',
      '    # via django',
      'django==4.2.11',
      '    # via -r requirements/base.in',
      'sqlparse==0.5.0',
      '    # via',
      '    #   django',
      '    #   django-debug-toolbar',
      'typing-extensions==4.10.0',
      '    # via',
      '    #   -c constraints.txt',
      '    #   asgiref',
      'tool==1.0',
      '',
    ].join('\n');
  const facts = (content: string) => extractRequirements(content, 'requirements/base.txt', () => null).deps.map((d) => [d.name, d.depType, d.requiredBy ?? null]);

  it('marks a pin whose `# via` names only packages as transitive, with the package that requires it', () => {
    const expected = [
      ['asgiref', 'indirect', 'django'],
      ['django', 'requirement', null],
      ['sqlparse', 'indirect', 'django'],
      ['typing-extensions', 'requirement', null],
      ['tool', 'requirement', null],
    ];
    expect(facts(compiled('#\n# This file is autogenerated by pip-compile with Python 3.12\n# by the following command:\n#\n#    pip-compile requirements/base.in\n#'))).toEqual(expected);
    expect(facts(compiled('# This file was autogenerated by uv via the following command:\n#    uv pip compile requirements/base.in -o requirements/base.txt'))).toEqual(expected);
  });

  it('reads a hand-written file as written: its comments are no annotations', () => {
    expect(facts(compiled('# Pinned by hand'))).toEqual([
      ['asgiref', 'requirement', null],
      ['django', 'requirement', null],
      ['sqlparse', 'requirement', null],
      ['typing-extensions', 'requirement', null],
      ['tool', 'requirement', null],
    ]);
  });
});

describe('requirements.txt local directories with extras', () => {
  it('names a local directory without the extras it is installed with, so adding an extra changes nothing', () => {
    const read = (text: string) => extractRequirements(text, 'requirements.txt', () => null).deps.map((d) => [d.name, d.version, d.source]);
    expect(read('-e .[brotli,cli,http2,socks,zstd]\n')).toEqual(read('-e .[brotli,cli,http2,socks]\n'));
    expect(read('-e .[brotli,cli]\n')).toEqual([['.', '.', 'path']]);
    expect(read('--editable=./libs/tool[test]\n./libs/other[docs]\n')).toEqual([
      ['tool', './libs/tool', 'path'],
      ['other', './libs/other', 'path'],
    ]);
    // Another directory is another dependency; URLs and VCS references keep what they say.
    expect(read('-e ./libs/tool\n')).not.toEqual(read('-e ./libs/other\n'));
    expect(read('-e git+https://github.com/acme/tool.git@v1#egg=tool\n')).toEqual([['tool', 'git+https://github.com/acme/tool.git@v1#egg=tool', 'git']]);
  });
});

describe('pyproject.toml', () => {
  it('names the build hooks the project runs from its own code: an in-tree backend, setuptools cmdclass, Hatch custom hooks', () => {
    const content = `
[build-system]
requires = ["setuptools>=69"]
build-backend = "backend"
backend-path = ["_custom_build"]

[tool.setuptools.cmdclass]
build_py = "_custom_build.commands:BuildPy"

[tool.hatch.build.hooks.custom]

[tool.hatch.build.targets.wheel.hooks.custom]
path = "scripts/wheel_hook.py"
`;
    expect(extractPyproject(content).installScripts).toEqual({
      'backend-path': 'in-tree build backend: build-backend = "backend" loaded from backend-path ["_custom_build"]',
      build_py: '[tool.setuptools.cmdclass] build_py = "_custom_build.commands:BuildPy"',
      '[tool.hatch.build.hooks.custom]': 'Hatch runs hatch_build.py when it builds the package',
      '[tool.hatch.build.targets.wheel.hooks.custom]': 'Hatch runs scripts/wheel_hook.py when it builds the package',
    });
    // A published backend and Hatch's own hooks (vcs) are not the project's code.
    const ordinary = '[build-system]\nrequires = ["hatchling", "hatch-vcs"]\nbuild-backend = "hatchling.build"\n\n[tool.hatch.build.hooks.vcs]\nversion-file = "src/app/_version.py"\n';
    expect(extractPyproject(ordinary).installScripts).toBeUndefined();
  });

  it('reads PEP 621, dependency groups and uv sources', () => {
    const content = `
[project]
name = "app"
dependencies = ["httpx>=0.27", "pydantic[email]~=2.7", "mylib"]

[project.optional-dependencies]
test = ["pytest>=8"]
postgres = ["psycopg[binary]>=3.1"]

[dependency-groups]
lint = ["ruff==0.4.4"]

[tool.uv.sources]
mylib = { git = "https://github.com/acme/mylib", tag = "v1.0" }
`;
    expect(extractPyproject(content).deps.map(row)).toEqual([
      ['httpx', '>=0.27', false, 'registry', 'project.dependencies'],
      ['pydantic', '~=2.7', false, 'registry', 'project.dependencies'],
      ['mylib', 'https://github.com/acme/mylib@v1.0', false, 'git', 'project.dependencies'],
      ['pytest', '>=8', true, 'registry', 'optional:test'],
      ['psycopg', '>=3.1', false, 'registry', 'optional:postgres'],
      ['ruff', '==0.4.4', true, 'registry', 'group:lint'],
    ]);
  });

  it('reads the build requirements (PEP 518), which pip and uv install and run on every install from source', () => {
    const content = '[build-system]\nrequires = ["setuptools>=68", "wheel", "buildhelper @ http://203.0.113.9/buildhelper-1.0.tar.gz"]\nbuild-backend = "setuptools.build_meta"\n\n[project]\nname = "app"\ndependencies = ["httpx>=0.27"]\n';
    // The common backends from the index (setuptools, wheel) are every project's tooling, left out; anything else is listed.
    expect(extractPyproject(content).deps.map(row)).toEqual([
      ['httpx', '>=0.27', false, 'registry', 'project.dependencies'],
      ['buildhelper', 'http://203.0.113.9/buildhelper-1.0.tar.gz', true, 'url', 'build-system.requires'],
    ]);
    expect(extractPyproject('[build-system]\nrequires = ["hatchling", "Hatch_VCS", "setuptools_scm>=8"]\nbuild-backend = "hatchling.build"\n').deps).toEqual([]);
    // A backend from git, a look-alike of one, and a helper package are listed.
    expect(extractPyproject('[build-system]\nrequires = ["setuptools @ git+https://github.com/someone/setuptools", "setuptool", "buildtools-helper>=1"]\n').deps.map(row)).toEqual([
      ['setuptools', 'git+https://github.com/someone/setuptools', true, 'git', 'build-system.requires'],
      ['setuptool', '', true, 'registry', 'build-system.requires'],
      ['buildtools-helper', '>=1', true, 'registry', 'build-system.requires'],
    ]);
  });

  it('reads Poetry dependencies, groups and sources', () => {
    const content = `
[tool.poetry.dependencies]
python = "^3.11"
fastapi = "^0.111"
internal = { path = "../internal", develop = true }
forked = { git = "https://github.com/me/forked.git", rev = "abc123" }

[tool.poetry.group.dev.dependencies]
pytest = "*"
`;
    expect(extractPyproject(content).deps.map(row)).toEqual([
      ['fastapi', '^0.111', false, 'registry', 'poetry.dependencies'],
      ['internal', '../internal', false, 'path', 'poetry.dependencies'],
      ['forked', 'https://github.com/me/forked.git@abc123', false, 'git', 'poetry.dependencies'],
      ['pytest', '*', true, 'registry', 'poetry.group.dev'],
    ]);
  });

  it('gives a skip reason for invalid TOML', () => {
    expect(extractPyproject('[project\nname = 1').skipReason).toMatch(/^invalid TOML/);
  });
});

describe('setup.py', () => {
  it('reads install_requires and install-time command overrides', () => {
    const content = `from setuptools import setup
from setuptools.command.install import install

class PostInstall(install):
    def run(self):
        install.run(self)

setup(name="x", install_requires=["requests>=2", 'click'], cmdclass={"install": PostInstall})
`;
    const result = extractSetupPy(content);
    expect(result.deps.map((d) => [d.name, d.version])).toEqual([
      ['requests', '>=2'],
      ['click', ''],
    ]);
    expect(Object.keys(result.installScripts ?? {})).toEqual(['cmdclass', 'install override']);
  });

  it('reads the lists install_requires and tests_require are given by name, the way most setup.py files write them', () => {
    const content = `from setuptools import setup

requires = [
    "charset_normalizer>=2,<4",
    "idna>=2.5,<4",
]
test_requirements = [
    "pytest-httpbin==2.1.0",
    "pytest>=3",
]

setup(
    name="x",
    install_requires=requires,
    tests_require=test_requirements,
)
`;
    expect(extractSetupPy(content).deps.map((d) => [d.name, d.version, d.dev])).toEqual([
      ['charset_normalizer', '>=2,<4', false],
      ['idna', '>=2.5,<4', false],
      ['pytest-httpbin', '==2.1.0', true],
      ['pytest', '>=3', true],
    ]);
    // A name given but assigned no list (a function's result, an attribute), or an unclosed list: nothing read.
    expect(extractSetupPy('setup(install_requires=read_requirements("requirements.txt"))\n').deps).toEqual([]);
    expect(extractSetupPy('cfg.requires = ["evil"]\nsetup(install_requires=requires)\n').deps).toEqual([]);
    expect(extractSetupPy('requires = ["a",\nsetup(install_requires=requires)\n').deps).toEqual([]);
  });

  it('reads a list past a requirement with extras, and extras_require as optional dependencies', () => {
    const content = `from setuptools import setup

setup(
    name="x",
    install_requires=[
        "certifi",
        "idna[codec]>=3.4,<4",  # brackets inside a string [do not] end the list
        'anyio>=4,<5',
    ],
    extras_require={
        "http2": "h2>=3,<5",
        "speedups": [
            "brotli; platform_python_implementation == 'CPython'",
            "brotlicffi; platform_python_implementation != 'CPython'",
        ],
        "tests": ["pytest>=8"],
    },
)
`;
    expect(extractSetupPy(content).deps.map((d) => [d.name, d.version, d.dev, d.depType])).toEqual([
      ['certifi', '', false, 'install_requires'],
      ['idna', '>=3.4,<4', false, 'install_requires'],
      ['anyio', '>=4,<5', false, 'install_requires'],
      ['h2', '>=3,<5', false, 'optional:http2'],
      ['brotli', '', false, 'optional:speedups'],
      ['brotlicffi', '', false, 'optional:speedups'],
      ['pytest', '>=8', true, 'optional:tests'],
    ]);
    // A dict given by name; an unclosed one reads nothing.
    expect(extractSetupPy('extras = {\n    "socks": ["socksio==1.*"],\n}\nsetup(extras_require=extras)\n').deps.map((d) => d.name)).toEqual(['socksio']);
    expect(extractSetupPy('setup(extras_require={"socks": ["socksio==1.*"]\n').deps).toEqual([]);
  });

  it('records cmdclass and overrides as a formatter cannot change them, so a reformat is no new install script', () => {
    const before = `class PostInstall(install):\n    pass\n\nsetup(name='x', cmdclass={'install': PostInstall, 'test': PyTest})\n`;
    // black: double quotes, one key a line, a trailing comma, and lines added above the class.
    const after = `import sys\n\n\nclass PostInstall(install):\n    pass\n\n\nsetup(\n    name="x",\n    cmdclass={\n        "install": PostInstall,\n        "test": PyTest,\n    },\n)\n`;
    expect(extractSetupPy(after).installScripts).toEqual(extractSetupPy(before).installScripts);
    expect(extractSetupPy(after).installScripts).toEqual({ cmdclass: 'cmdclass={"install": PostInstall, "test": PyTest}', 'install override': 'class PostInstall(install)' });
    // Another command class is a change.
    expect(extractSetupPy(after.replace('"test": PyTest', '"test": PyTest, "build_py": Fetch')).installScripts?.cmdclass).not.toEqual(extractSetupPy(before).installScripts?.cmdclass);
  });
});

describe('Python lockfiles', () => {
  it('reads poetry.lock with sources, groups and file hashes', () => {
    const content = `
[[package]]
name = "requests"
version = "2.31.0"
optional = false
python-versions = ">=3.7"
groups = ["main"]
files = [
    {file = "requests-2.31.0.tar.gz", hash = "sha256:bbb"},
    {file = "requests-2.31.0-py3-none-any.whl", hash = "sha256:aaa"},
]

[[package]]
name = "pytest"
version = "8.2.0"
groups = ["dev"]
files = []

[[package]]
name = "private-lib"
version = "1.0.0"
groups = ["main"]

[package.source]
type = "legacy"
url = "https://pypi.corp.example/simple"
reference = "corp"
`;
    expect(extractPoetryLock(content).deps.map((d) => [d.name, d.version, d.dev, d.source, d.resolved ?? null, d.integrity ?? null])).toEqual([
      ['requests', '2.31.0', false, 'registry', null, 'sha256:aaa sha256:bbb'],
      ['pytest', '8.2.0', true, 'registry', null, null],
      ['private-lib', '1.0.0', false, 'registry', 'https://pypi.corp.example/simple', null],
    ]);
  });

  it('reads uv.lock and leaves the project itself out', () => {
    const content = `
version = 1
requires-python = ">=3.12"

[[package]]
name = "app"
version = "0.1.0"
source = { editable = "." }

[[package]]
name = "idna"
version = "3.7"
source = { registry = "https://pypi.org/simple" }
sdist = { url = "https://files.pythonhosted.org/packages/idna-3.7.tar.gz", hash = "sha256:idna", size = 1 }

[[package]]
name = "tool"
version = "1.0.0"
source = { git = "https://github.com/acme/tool?rev=v1#0123abc" }
`;
    expect(extractUvLock(content).deps.map((d) => [d.name, d.version, d.source, d.resolved ?? null, d.integrity ?? null])).toEqual([
      ['idna', '3.7', 'registry', 'https://files.pythonhosted.org/packages/idna-3.7.tar.gz', 'sha256:idna'],
      ['tool', '1.0.0', 'git', 'https://github.com/acme/tool?rev=v1#0123abc', null],
    ]);
  });

  it('marks the uv.lock packages only dependency groups reach as development ones', () => {
    const content = `
version = 1

[[package]]
name = "app"
version = "0.1.0"
source = { editable = "." }
dependencies = [
    { name = "requests" },
]

[package.optional-dependencies]
socks = [
    { name = "pysocks" },
]

[package.dev-dependencies]
dev = [
    { name = "pytest" },
    { name = "requests" },
]
typing = [
    { name = "mypy", marker = "python_full_version >= '3.12'" },
]

[[package]]
name = "requests"
version = "2.32.3"
source = { registry = "https://pypi.org/simple" }
dependencies = [
    { name = "urllib3" },
]

[[package]]
name = "urllib3"
version = "2.2.2"
source = { registry = "https://pypi.org/simple" }

[[package]]
name = "pysocks"
version = "1.7.1"
source = { registry = "https://pypi.org/simple" }

[[package]]
name = "pytest"
version = "8.3.2"
source = { registry = "https://pypi.org/simple" }
dependencies = [
    { name = "pluggy" },
    { name = "urllib3" },
]

[[package]]
name = "pluggy"
version = "1.5.0"
source = { registry = "https://pypi.org/simple" }

[[package]]
name = "mypy"
version = "1.11.0"
source = { registry = "https://pypi.org/simple" }

[[package]]
name = "orphan"
version = "1.0.0"
source = { registry = "https://pypi.org/simple" }
`;
    // Runtime: requests and urllib3 (dependencies), pysocks (an extra); pytest's urllib3 stays runtime.
    expect(Object.fromEntries(extractUvLock(content).deps.map((d) => [d.name, d.dev]))).toEqual({
      requests: false,
      urllib3: false,
      pysocks: false,
      pytest: true,
      pluggy: true,
      mypy: true,
      orphan: false,
    });
    // Without a project entry of its own (no editable or virtual source), nothing is called development.
    expect(extractUvLock(content.replace('source = { editable = "." }', 'source = { registry = "https://pypi.org/simple" }')).deps.every((d) => !d.dev)).toBe(true);
  });

  it('reads Pipfile and Pipfile.lock', () => {
    const pipfile = `
[[source]]
url = "https://pypi.org/simple"
name = "pypi"

[packages]
requests = "*"
tool = { git = "https://github.com/acme/tool.git", ref = "v1" }

[dev-packages]
pytest = ">=8"
`;
    expect(extractPipfile(pipfile).deps.map(row)).toEqual([
      ['requests', '*', false, 'registry', 'packages'],
      ['tool', 'https://github.com/acme/tool.git@v1', false, 'git', 'packages'],
      ['pytest', '>=8', true, 'registry', 'dev-packages'],
    ]);
    const lock = JSON.stringify({
      _meta: { sources: [{ name: 'pypi', url: 'https://pypi.org/simple' }] },
      default: { requests: { version: '==2.31.0', hashes: ['sha256:b', 'sha256:a'], index: 'pypi' } },
      develop: { pytest: { version: '==8.2.0', hashes: [] } },
    });
    expect(extractPipfileLock(lock).deps.map((d) => [d.name, d.version, d.dev, d.resolved ?? null, d.integrity ?? null])).toEqual([
      ['requests', '2.31.0', false, 'https://pypi.org/simple', 'sha256:a sha256:b'],
      ['pytest', '8.2.0', true, 'https://pypi.org/simple', ''],
    ]);
    expect(extractPipfileLock('{').skipReason).toMatch(/^invalid JSON/);
  });
});
