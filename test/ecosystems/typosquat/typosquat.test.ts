import { describe, expect, it } from 'vitest';
import { bundledNames, findTyposquatTarget, normalizePackageName } from '../../../src/ecosystems/typosquat/index.js';
import { lookAlikeTools } from '../../../src/ecosystems/typosquat/tool-commands.js';

describe('findTyposquatTarget', () => {
  for (const ecosystem of ['npm', 'pypi', 'cargo', 'rubygems', 'composer', 'go', 'maven', 'gradle', 'nuget']) {
    it(`never reports a bundled ${ecosystem} name itself`, () => {
      const names = bundledNames(ecosystem);
      expect(names.length).toBeGreaterThan(ecosystem === 'npm' || ecosystem === 'pypi' ? 5000 : 20);
      expect(names.filter((name) => findTyposquatTarget(ecosystem, name) !== null)).toEqual([]);
    });
  }

  it('finds edits, swaps and dropped separators of popular names', () => {
    expect(
      [
        ['npm', 'expresss'],
        ['npm', 'lodahs'],
        ['npm', 'crossenv'],
        ['npm', 'raect'],
        ['npm', '@typse/node'],
        ['pypi', 'reqeusts'],
        ['pypi', 'python-dateutils'],
        ['pypi', 'Beautifulsop4'],
        ['cargo', 'serde_jsno'],
        ['rubygems', 'railz'],
      ].map(([ecosystem, name]) => findTyposquatTarget(ecosystem!, name!)),
    ).toEqual(['express', 'lodash', 'cross-env', 'react', '@types/node', 'requests', 'python-dateutil', 'beautifulsoup4', 'serde_json', 'rails']);
  });

  it('leaves the plain name a popular numbered successor is named after alone (json of json5, boto of boto3), not a numbered look-alike', () => {
    // npm's `json` CLI (2011) is older than `json5`; PyPI's `boto` and `BeautifulSoup` (3) came before `boto3` and `beautifulsoup4`.
    expect([['npm', 'json'], ['pypi', 'boto'], ['pypi', 'BeautifulSoup'], ['pypi', 'jinja']].map(([e, n]) => findTyposquatTarget(e!, n!))).toEqual([null, null, null, null]);
    // A number added to a popular name, or a slip in the numbered one, is still a look-alike.
    expect([['npm', 'lodash4'], ['npm', 'jsno5'], ['pypi', 'boto4'], ['npm', 'jsonn']].map(([e, n]) => findTyposquatTarget(e!, n!))).toEqual(['lodash', 'json5', 'boto3', 'json5']);
  });

  it("compares an ESLint plugin's or config's rest after its long common prefix, and a misspelled prefix", () => {
    const names = ['eslint-plugin-reactt', 'eslint-config-prettierr', 'eslint-plugin-jsx-ally', 'eslint-plugin-react-hook', 'eslint-plugin-jestt', 'eslint-plugin-unicornn', 'eslint-plugn-react', 'eslnt-plugin-import', '@typescript-eslnt/eslint-plugin'];
    expect(names.map((n) => findTyposquatTarget('npm', n))).toEqual(['eslint-plugin-react', 'eslint-config-prettier', 'eslint-plugin-jsx-a11y', 'eslint-plugin-react-hooks', 'eslint-plugin-jest', 'eslint-plugin-unicorn', 'eslint-plugin-react', 'eslint-plugin-import', '@typescript-eslint/eslint-plugin']);
  });

  it('leaves real ESLint plugins beside popular ones alone: forks and variants, plugins for popular packages, short neighbours', () => {
    const real = ['eslint-plugin-import-x', 'eslint-plugin-react-x', 'eslint-plugin-es-x', 'eslint-plugin-prettierx', 'eslint-config-airbnb-babel', 'eslint-config-unstandard', 'eslint-plugin-tsdoc', 'eslint-plugin-preact', 'eslint-plugin-react-native', 'eslint-plugin-n', 'eslint-plugin-react', 'eslint-config-prettier', '@typescript-eslint/eslint-plugin', '@typescript-eslint/parser'];
    expect(real.map((n) => findTyposquatTarget('npm', n))).toEqual(real.map(() => null));
  });

  it('leaves a numbered name alone only where the lists show it popular beside its plain name; a digit added to a popular name is a look-alike', () => {
    // Both names popular (the bundled lists): psycopg2 beside psycopg, elasticsearch8 beside elasticsearch, mysql2 beside mysql.
    expect([['pypi', 'psycopg2'], ['pypi', 'elasticsearch8'], ['pypi', 'nose2'], ['npm', 'mysql2'], ['npm', 'through2']].map(([e, n]) => findTyposquatTarget(e!, n!))).toEqual([null, null, null, null, null]);
    // Only the plain name popular: the classic numbered squat.
    expect([['pypi', 'httpx2'], ['pypi', 'requests2'], ['npm', 'express5'], ['npm', 'chalk5']].map(([e, n]) => findTyposquatTarget(e!, n!))).toEqual(['httpx', 'requests', 'express', 'chalk']);
  });

  it('leaves alone popular npm packages one slip from a target (a description and 100,000 downloads a month of their own); a look-alike without them is still reported', () => {
    for (const name of ['getstream', 'text-diff', 'coffeescript', 'big-number', 'nonce', 'scrypt', 'mssql', 'uuid4', 'jslint', 'readdir']) expect(findTyposquatTarget('npm', name), name).toBeNull();
    expect(findTyposquatTarget('npm', 'loadash')).toBe('lodash');
    expect(findTyposquatTarget('npm', 'expres')).toBe('express');
    expect(findTyposquatTarget('npm', 'preact-routr')).not.toBeNull();
  });

  it('leaves alone a long name whose one short word is another word (react-list beside react-is, sax-stream beside tar-stream); slips over a long name or in a long word are still reported', () => {
    const words = [['npm', 'react-list'], ['npm', 'sax-stream'], ['npm', 'bare-buffer'], ['npm', 'react-form'], ['npm', 'concat-md'], ['pypi', 'pytest-moto'], ['pypi', 'setuptools-svn'], ['pypi', 'google-cloud-iap']];
    expect(words.map(([e, n]) => findTyposquatTarget(e!, n!))).toEqual(words.map(() => null));
    // One slip in the short word, a swap in it, slips in two words, two slips in a long word.
    const slips = [['npm', 'react-domm'], ['npm', 'react-dmo'], ['npm', 'expresss-sesion'], ['pypi', 'pytest-covv'], ['pypi', 'python-dateutills'], ['npm', 'node-fetchh']];
    expect(slips.map(([e, n]) => findTyposquatTarget(e!, n!))).toEqual(['react-dom', 'react-dom', 'express-session', 'pytest-cov', 'python-dateutil', 'node-fetch']);
  });

  it('leaves alone established npm packages one slip from a target (20,000 downloads a month, a description, past 0.0.x); names without them are still reported', () => {
    for (const name of ['preact-router', 'bcrypto', 'form-data2', 'react-router5', 'json-web-token', 'vest-utils', 'hyperscript', 'types-react']) expect(findTyposquatTarget('npm', name), name).toBeNull();
    for (const name of ['loadsh', 'browserlist', 'dot-env', 'gglobby', 'ts-lib', 'body-parse']) expect(findTyposquatTarget('npm', name), name).not.toBeNull();
  });

  it('leaves alone PyPI projects of the most downloaded one slip from a target; look-alikes of their target among them are still reported', () => {
    for (const name of ['google-cloud-dns', 'elasticsearch7', 'grequests', 'fastai', 'bpython', 'torchx', 'networkit', 'djongo']) expect(findTyposquatTarget('pypi', name), name).toBeNull();
    for (const name of ['pyyml', 'psycopgbinary', 'ruamel-yaml-clibz', 'reqeusts']) expect(findTyposquatTarget('pypi', name), name).not.toBeNull();
  });

  it('leaves alone any package of a scope that has a bundled package of its own: only its owner publishes there (@aws-cdk beside @aws-sdk)', () => {
    for (const name of ['@aws-cdk/core', '@aws-cdk/aws-s3', '@aws-cdk/cloud-assembly-schema']) expect(findTyposquatTarget('npm', name), name).toBeNull();
    expect(findTyposquatTarget('npm', '@aws-sdc/core')).toBe('@aws-sdk/core');
    expect(findTyposquatTarget('npm', '@aws_sdk/client-s3')).toBe('@aws-sdk/*');
  });

  it('finds a scope dressed as a popular organization\'s whatever the package under it (@typescript_eslinter, 2024), not other organizations', () => {
    expect(findTyposquatTarget('npm', '@typescript_eslinter/eslint')).toBe('@typescript-eslint/*');
    expect(findTyposquatTarget('npm', '@open-telemetry/instrumentation')).toBe('@opentelemetry/*');
    // Real organizations near popular ones, a short scope beside @types, and any package of a popular scope stay quiet.
    for (const name of ['@typed/fp', '@acme/eslint', '@nestjs-mod/common', '@tanstack/query-core', '@vitejs/plugin-react', '@sveltejs/kit', '@angular-devkit/core', '@ls-lint/ls-lint', '@aps_sdk/autodesk-sdkmanager']) {
      expect(findTyposquatTarget('npm', name), name).toBeNull();
    }
  });

  it('leaves short, long, scoped and unrelated names alone', () => {
    expect(
      [
        ['npm', 'ab'],
        ['npm', 'my-company-internal-logger'],
        ['npm', '@acme/expresss'],
        ['npm', 'widgetry'],
        ['pypi', 'Python_DateUtil'],
        ['go', 'github.com/sirupsen/logrus'],
        ['npm', `${'x'.repeat(41)}`],
      ].map(([ecosystem, name]) => findTyposquatTarget(ecosystem!, name!)),
    ).toEqual([null, null, null, null, null, null, null]);
  });

  it('finds look-alike Go modules and Maven coordinates, not new names of the same owner', () => {
    expect(
      [
        ['go', 'github.com/strechr/testify'],
        ['go', 'github.com/sirupsen/logrus/v2'],
        ['go', 'github.com/sirupsem/logrus'],
        ['go', 'golang.org/x/crypto'],
        ['go', 'go.uber.org/zap'],
        ['go', 'go.uberr.org/zap'],
        ['go', 'gopkg.in/yamll.v3'],
        ['go', 'gopkg.in/yaml.v2'],
        ['go', 'github.com/go-redis/redis/v9'],
        ['go', 'github.com/stretchr/testify-extras'],
        ['go', 'golang.org/x/vuln'],
        ['go', 'github.com/aws/aws-sdk-go-v2/service/sts'],
        ['go', 'github.com/gofrs/uuid'],
        ['go', 'github.com/segmentio/kafka-go'],
        ['maven', 'com.fasterxmI.jackson.core:jackson-databind'],
        ['gradle', 'org.apache.commmons:commons-lang3'],
        ['maven', 'software.amazon.awssdk:sts'],
        ['maven', 'org.springframework.boot:spring-boot-starter-actuator'],
        ['maven', 'org.springframework.cloud:spring-cloud-starter-openfeign'],
        ['maven', 'io.netty:netty-codec-http'],
        ['maven', 'com.fasterxml.jackson.dataformat:jackson-dataformat-yaml'],
        ['gradle', 'org.junit.platform:junit-platform-launcher'],
      ].map(([ecosystem, name]) => findTyposquatTarget(ecosystem!, name!)),
    ).toEqual([
      'github.com/stretchr/testify',
      null,
      'github.com/sirupsen/logrus',
      null,
      null,
      'go.uber.org/zap',
      'gopkg.in/yaml',
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      'com.fasterxml.jackson.core:jackson-databind',
      'org.apache.commons:commons-lang3',
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  const cases = (ecosystem: string, names: readonly string[]): (string | null)[] => names.map((name) => findTyposquatTarget(ecosystem, name));

  it('NuGet: slips and look-alike letters of popular packages (the Nethereum homoglyph of 2025), not their sibling packages nor reserved prefixes', () => {
    expect(cases('nuget', ['Nether\u0435um.All', 'Newtonsoft.Jsonn', 'AutoMaper', 'Serilog.Sinks.Fiel', 'Serilog.Sinks.Async', 'Dapper.SqlBuilder', 'NLog.Extensions.Logging', 'xunit.analyzers', 'Microsoft.Extensions.Loging', 'System.Text.Jsom', 'Acme.Internal.Billing'])).toEqual([
      'nethereum.all',
      'newtonsoft.json',
      'automapper',
      'serilog.sinks.file',
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('leaves alone real packages of the registries that sit one slip from a target (every NuGet package and Go module the environment lists)', () => {
    // bUnit and TUnit beside xunit, AutoFixture's xUnit v3 glue beside its v2 one, dotnet-gcdump beside dotnet-dump; miekg/dns moved to Codeberg in 2025.
    expect(cases('nuget', ['bunit', 'bunit.core', 'TUnit', 'TUnit.Core', 'AutoFixture.Xunit3', 'dotnet-gcdump'])).toEqual([null, null, null, null, null, null]);
    expect(cases('go', ['codeberg.org/miekg/dns', 'gitee.com/miekg/dns'])).toEqual([null, 'github.com/miekg/dns']);
  });

  it('Go: a popular repository under an owner dressed up as its own (boltdb-go/bolt, 2025), not forks under other owners', () => {
    expect(
      cases('go', [
        'github.com/boltdb-go/bolt',
        'github.com/go-spf13/cobra',
        'github.com/gorilla-dev/mux',
        'github.com/stretchrr/testify/v2',
        'github.com/go-sql-driver-official/mysql',
        // The owner joined to the repository's name or a word of it.
        'github.com/golangci-lint/golangci-lint',
        'github.com/stretchr-testify/testify',
        'github.com/testify-stretchr/testify',
        'github.com/spf13-cobra/cobra',
        // Forks and moves under owners of their own, and new repositories of a look-alike's owner.
        'github.com/gofrs/uuid',
        'github.com/uber-go/mock',
        'github.com/go-errors/errors',
        'github.com/pressly/chi',
        'github.com/boltdb-go/bolt-extras',
        'github.com/etcd-io/bbolt',
        // An owner whose name holds the popular one and a word of its own (a company's fork), not the repository's.
        'github.com/spf13-labs2/cobra',
        'github.com/googleapis/uuid',
        'github.com/sirupsen-acme/logrus',
      ]),
    ).toEqual([
      'github.com/boltdb/bolt',
      'github.com/spf13/cobra',
      'github.com/gorilla/mux',
      'github.com/stretchr/testify',
      'github.com/go-sql-driver/mysql',
      'github.com/golangci/golangci-lint',
      'github.com/stretchr/testify',
      'github.com/stretchr/testify',
      'github.com/spf13/cobra',
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('crates.io: finds slips, and treats - and _ as one name', () => {
    expect(cases('cargo', ['tokioo', 'reqwests', 'serde_jsno', 'rand-core', 'proc_macro2', 'sha-1', 'tide', 'my-build-helpers'])).toEqual([
      'tokio',
      'reqwest',
      'serde_json',
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('RubyGems: finds slips and separator swaps, not popular neighbours', () => {
    expect(cases('rubygems', ['nokogirl', 'rest_client', 'active-support', 'sidekiq', 'rspec-its', 'sassc', 'acme-widgets'])).toEqual([
      'nokogiri',
      'rest-client',
      'activesupport',
      null,
      null,
      null,
      null,
    ]);
  });

  it('Packagist: finds a look-alike vendor, never a new package of a listed vendor', () => {
    expect(cases('composer', ['symfonny/console', 'guzzelhttp/guzzle', 'symfony/consolle', 'laravel/new-package', 'acme/console', 'monolog/monolog'])).toEqual([
      'symfony/console',
      'guzzlehttp/guzzle',
      null,
      null,
      null,
      null,
    ]);
  });

  it('Go: finds a popular owner/repository on another host or under a look-alike owner, not a fork or a vanity neighbour', () => {
    expect(
      cases('go', ['gitee.com/gorilla/mux', 'github.com/gorillla/mux', 'gitlab.com/stretchr/testify/v2', 'githab.com/spf13/cobra', 'github.com/myfork/mux', 'example.com/zap', 'github.com/gorilla/mux/v2']),
    ).toEqual(['github.com/gorilla/mux', 'github.com/gorilla/mux', 'github.com/stretchr/testify', 'github.com/spf13/cobra', null, null, null]);
  });

  it('Maven: finds a popular artifact under a personal groupId, not under its owner\'s namespace or an unrelated one', () => {
    expect(
      cases('maven', ['io.github.dev1:jackson-databind', 'com.github.someone:commons-lang3', 'io.reactivex:rxjava', 'com.fasterxml.jackson:jackson-databind', 'org.example:commons-lang3', 'io.github.dev1:my-library']),
    ).toEqual(['com.fasterxml.jackson.core:jackson-databind', 'org.apache.commons:commons-lang3', null, null, null, null]);
  });

  it('normalizes PyPI names per PEP 503', () => {
    expect(normalizePackageName('pypi', 'Zope.Interface__x')).toBe('zope-interface-x');
    expect(normalizePackageName('npm', 'React')).toBe('react');
  });
});

describe('lookAlikeTools', () => {
  it('reads the names a command installs, not the words of a command substitution nor a pattern that cannot be a name', () => {
    expect(lookAlikeTools('pip install reqeusts==2.32.0').map((t) => [t.ecosystem, t.name, t.target])).toEqual([['pypi', 'reqeusts', 'requests']]);
    // jupyter/docker-stacks: the version pinned in requirements-dev.txt, read by grep; `^pre-commit` is grep's pattern.
    expect(lookAlikeTools(`pip install "$(grep '^pre-commit==' requirements-dev.txt)"`)).toEqual([]);
    expect(lookAlikeTools('pip install `cat tools.txt` ^reqeusts')).toEqual([]);
    // A name before the substitution is still read.
    expect(lookAlikeTools('pip install reqeusts $(cat extra.txt)').map((t) => t.name)).toEqual(['reqeusts']);
  });
});
