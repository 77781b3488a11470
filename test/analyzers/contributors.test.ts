import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountKind, analyzeContributors, loginFromNoreplyEmail, parseCoAuthors, profileNeededAfterHistory, profileNeededUpFront, trustLevel, TRUST_THRESHOLDS } from '../../src/analyzers/contributors.js';
import { makeContext, makeCommit, makeSnapshot } from '../support/snapshot-factory.js';

const ctx = makeContext();

const profile = (login: string, createdAt: string, type = 'User') => ({ login, type, name: null, createdAt, publicRepos: null, followers: null });

describe('parseCoAuthors', () => {
  it('reads every trailer, with or without e-mail, case-insensitively', () => {
    const message = 'Fix it\n\nCo-authored-by: Bob Builder <bob@example.com>\nco-authored-by: Carol <12345+carol@users.noreply.github.com>\nCo-Authored-By: Dan\n';
    expect(parseCoAuthors(message)).toEqual([
      { name: 'Bob Builder', email: 'bob@example.com' },
      { name: 'Carol', email: '12345+carol@users.noreply.github.com' },
      { name: 'Dan', email: null },
    ]);
  });
  it('finds nothing in an ordinary message', () => {
    expect(parseCoAuthors('Mention co-authored work in the body')).toEqual([]);
  });
});

describe('loginFromNoreplyEmail', () => {
  it('maps both GitHub noreply forms to a login', () => {
    expect(loginFromNoreplyEmail('12345+carol@users.noreply.github.com')).toEqual('carol');
    expect(loginFromNoreplyEmail('carol@users.noreply.github.com')).toEqual('carol');
    expect(loginFromNoreplyEmail('49699333+dependabot[bot]@users.noreply.github.com')).toEqual('dependabot[bot]');
  });
  it('leaves other addresses alone', () => {
    expect(loginFromNoreplyEmail('carol@example.com')).toEqual(null);
    expect(loginFromNoreplyEmail('noreply@github.com')).toEqual(null);
  });
});

describe('accountKind', () => {
  it('verifies app accounts by GitHub type Bot with the [bot] suffix', () => {
    expect(accountKind('dependabot[bot]', 'Bot')).toEqual('app');
    expect(accountKind('renovate[bot]', null)).toEqual('app');
    expect(accountKind('some-app', 'Bot')).toEqual('app');
  });
  it('calls automation names on user accounts look-alikes', () => {
    expect(accountKind('renovate[bot]', 'User')).toEqual('lookalike');
    expect(accountKind('dependabot-bot', 'User')).toEqual('lookalike');
    expect(accountKind('dependabot', 'User')).toEqual('lookalike');
    expect(accountKind('semantic-release-bot', 'User')).toEqual('lookalike');
  });
  it('leaves people alone, names that merely contain "bot" included', () => {
    expect(accountKind('abbott', 'User')).toEqual('person');
    expect(accountKind('botanist', 'User')).toEqual('person');
    expect(accountKind('alice', null)).toEqual('person');
  });
});

describe('trustLevel', () => {
  const base = { kind: 'person' as const, login: 'x', association: null, ageDays: null, merged: null };
  it('is high for the owner, and for members and collaborators with history here or an established account', () => {
    expect(trustLevel({ ...base, association: 'OWNER', ageDays: 1, merged: 0 })).toEqual('high');
    expect(trustLevel({ ...base, association: 'COLLABORATOR', ageDays: 90, merged: 1 })).toEqual('high');
    expect(trustLevel({ ...base, association: 'MEMBER', ageDays: 365, merged: 0 })).toEqual('high');
  });
  it('gives no high trust from the association alone: a collaborator with a months-old account and no merged PR is medium', () => {
    expect(trustLevel({ ...base, association: 'COLLABORATOR', ageDays: 120, merged: 0 })).toEqual('medium');
    expect(trustLevel({ ...base, association: 'MEMBER', ageDays: 364, merged: 0 })).toEqual('medium');
    expect(trustLevel({ ...base, association: 'COLLABORATOR', ageDays: 2, merged: 0 })).toEqual('medium');
    expect(trustLevel({ ...base, association: 'COLLABORATOR' })).toEqual('medium');
  });
  it('is high for three merged PRs and a year-old account, medium for one merged PR', () => {
    expect(trustLevel({ ...base, association: 'CONTRIBUTOR', ageDays: 400, merged: 3 })).toEqual('high');
    expect(trustLevel({ ...base, association: 'CONTRIBUTOR', ageDays: 364, merged: 3 })).toEqual('medium');
    expect(trustLevel({ ...base, association: 'CONTRIBUTOR', ageDays: 400, merged: 1 })).toEqual('medium');
    expect(trustLevel({ ...base, ageDays: 200, merged: 1 })).toEqual('medium');
  });
  it('is low for a young account without merged PRs and for first contributions', () => {
    expect(trustLevel({ ...base, association: 'CONTRIBUTOR', ageDays: 3, merged: 0 })).toEqual('low');
    expect(trustLevel({ ...base, association: 'CONTRIBUTOR', ageDays: 29, merged: 0 })).toEqual('low');
    expect(trustLevel({ ...base, association: 'CONTRIBUTOR', ageDays: 30, merged: 0 })).toEqual('medium');
    expect(trustLevel({ ...base, association: 'NONE', ageDays: 3000, merged: 0 })).toEqual('low');
    expect(trustLevel({ ...base, association: 'FIRST_TIME_CONTRIBUTOR', ageDays: 100, merged: 0 })).toEqual('low');
    expect(trustLevel({ ...base, association: 'FIRST_TIMER', ageDays: 5, merged: 0 })).toEqual('low');
    expect(trustLevel({ ...base, association: 'MANNEQUIN', merged: 0 })).toEqual('low');
  });
  it('is unknown when nothing is known; medium only for verified apps of known automation', () => {
    expect(trustLevel(base)).toEqual('unknown');
    expect(trustLevel({ ...base, kind: 'app', login: 'dependabot[bot]' })).toEqual('medium');
    expect(trustLevel({ ...base, kind: 'app', login: 'random-thing[bot]' })).toEqual('unknown');
  });
  it("trusts a project's own app whose commits the repository already took (its association says so) as known automation; a new app stays unknown", () => {
    expect(trustLevel({ ...base, kind: 'app', login: 'acme-release-bot[bot]', association: 'CONTRIBUTOR' })).toEqual('medium');
    expect(trustLevel({ ...base, kind: 'app', login: 'acme-release-bot[bot]', association: 'COLLABORATOR' })).toEqual('medium');
    for (const association of ['NONE', 'FIRST_TIME_CONTRIBUTOR', 'FIRST_TIMER', 'MANNEQUIN']) {
      expect(trustLevel({ ...base, kind: 'app', login: 'acme-release-bot[bot]', association }), association).toEqual('unknown');
    }
    // A user account that only looks like an app is judged as a person, not by this rule.
    expect(trustLevel({ ...base, kind: 'lookalike', login: 'acme-release-bot', association: 'CONTRIBUTOR', ageDays: 5, merged: 0 })).toEqual('low');
  });
  it('judges a look-alike of automation as a person, never above medium', () => {
    expect(trustLevel({ ...base, kind: 'lookalike', login: 'dependabot-bot', association: 'NONE', ageDays: 4, merged: 0 })).toEqual('low');
    expect(trustLevel({ ...base, kind: 'lookalike', login: 'renovate[bot]', association: 'CONTRIBUTOR', ageDays: 10, merged: 0 })).toEqual('low');
    expect(trustLevel({ ...base, kind: 'lookalike', login: 'semantic-release-bot', association: 'MEMBER', ageDays: 2000, merged: 40 })).toEqual('medium');
  });
});

describe("the author's profile read only while the account's age can matter", () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const DAY = 86_400_000;
  const ASSOCIATIONS = ['OWNER', 'MEMBER', 'COLLABORATOR', 'CONTRIBUTOR', 'FIRST_TIME_CONTRIBUTOR', 'FIRST_TIMER', 'NONE', 'MANNEQUIN', null] as const;

  it('reads up front for first-timers, NONE, no association and look-alikes; waits for the history for insiders', () => {
    expect(profileNeededUpFront({ login: 'alice', type: 'User', association: 'FIRST_TIME_CONTRIBUTOR' })).toBe(true);
    expect(profileNeededUpFront({ login: 'alice', type: 'User', association: 'NONE' })).toBe(true);
    expect(profileNeededUpFront({ login: 'alice', type: 'User', association: null })).toBe(true);
    expect(profileNeededUpFront({ login: 'dependabot-bot', type: 'User', association: 'CONTRIBUTOR' })).toBe(true);
    for (const association of ['OWNER', 'MEMBER', 'COLLABORATOR', 'CONTRIBUTOR']) expect(profileNeededUpFront({ login: 'alice', type: 'User', association })).toBe(false);
  });

  it('gives every author the trust level the profile would have given (any association, age, history)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ASSOCIATIONS),
        fc.integer({ min: 0, max: 4000 }),
        fc.option(fc.record({ merged: fc.integer({ min: 0, max: 12 }), firstPrDays: fc.option(fc.integer({ min: 0, max: 4000 })) })),
        fc.constantFrom('alice', 'renovate-bot'),
        (association, ageDays, history, login) => {
          const author = { login, type: 'User', association };
          const kind = accountKind(login, 'User');
          // The account is at least as old as its first PR here.
          const firstPrDays = history?.firstPrDays == null ? null : Math.min(history.firstPrDays, ageDays);
          const prior = history === null ? undefined : { merged: history.merged, firstCreatedAt: firstPrDays === null ? null : new Date(now.getTime() - firstPrDays * DAY).toISOString() };
          const merged = prior?.merged ?? null;
          const withProfile = trustLevel({ kind, login, association, ageDays, merged, historyDays: firstPrDays });
          const read = profileNeededUpFront(author) || profileNeededAfterHistory(author, prior, now);
          const withoutProfile = trustLevel({ kind, login, association, ageDays: read ? ageDays : null, merged, historyDays: firstPrDays });
          expect(withoutProfile).toBe(withProfile);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('needs the profile for a CONTRIBUTOR with several merged PRs only while the first is under a year old', () => {
    const author = { login: 'alice', type: 'User', association: 'CONTRIBUTOR' };
    const firstCreatedAt = (days: number) => new Date(now.getTime() - days * DAY).toISOString();
    expect(profileNeededAfterHistory(author, { merged: TRUST_THRESHOLDS.highMergedPrs, firstCreatedAt: firstCreatedAt(400) }, now)).toBe(false);
    expect(profileNeededAfterHistory(author, { merged: TRUST_THRESHOLDS.highMergedPrs, firstCreatedAt: firstCreatedAt(200) }, now)).toBe(true);
    expect(profileNeededAfterHistory(author, { merged: 2, firstCreatedAt: firstCreatedAt(5) }, now)).toBe(false);
    expect(profileNeededAfterHistory(author, { merged: 0, firstCreatedAt: null }, now)).toBe(true);
    expect(profileNeededAfterHistory(author, undefined, now)).toBe(true);
  });
});

describe('analyzeContributors', () => {
  it('describes a trusted member author with history', () => {
    const snapshot = makeSnapshot({ commits: [makeCommit({ sha: 'a1' }), makeCommit({ sha: 'a2' })] });
    expect(analyzeContributors(snapshot, ctx)).toEqual([
      {
        login: 'alice',
        name: 'Alice',
        role: 'author',
        roles: ['author', 'committer'],
        trust_level: 'high',
        is_bot: false,
        account_age_days: 1627,
        prior_prs: { total: 10, merged: 8 },
        association: 'MEMBER',
        commits: 2,
        context: ['member of the organization', '8 merged PRs in this repository', 'account created 4 years ago'],
      },
    ]);
  });

  it('flags a first-time contributor with a days-old account as low trust', () => {
    const snapshot = makeSnapshot({
      author: { login: 'newbie', type: 'User' },
      authorAssociation: 'FIRST_TIME_CONTRIBUTOR',
      isFork: true,
      profiles: { newbie: profile('newbie', '2024-06-12T12:00:00Z') },
      priorPrs: { newbie: { total: 1, merged: 0 } },
      commits: [],
    });
    const [author] = analyzeContributors(snapshot, ctx);
    expect(author?.trust_level).toEqual('low');
    expect(author?.account_age_days).toEqual(3);
    expect(author?.context).toEqual([
      'first contribution to this repository',
      'no earlier pull requests in this repository',
      'account created 3 days ago',
      'pull request from a fork',
    ]);
  });

  it('merges commit authors, committers and co-authors by login and e-mail, skipping web-flow', () => {
    const snapshot = makeSnapshot({
      commits: [
        makeCommit({
          sha: 'c1',
          message: 'Pair on it\n\nCo-authored-by: Bob <bob@example.com>\nCo-authored-by: Carol <7+carol@users.noreply.github.com>',
          committerName: 'GitHub',
          committerEmail: 'noreply@github.com',
          committer: { login: 'web-flow', type: 'User' },
        }),
        makeCommit({ sha: 'c2', authorName: 'Bob', authorEmail: 'bob@example.com', author: { login: 'bobby', type: 'User' }, committerName: 'Bob', committerEmail: 'bob@example.com', committer: { login: 'bobby', type: 'User' } }),
        makeCommit({ sha: 'c3', authorName: 'Eve', authorEmail: 'eve@corp.example', author: null, committerName: 'Eve', committerEmail: 'eve@corp.example', committer: null }),
      ],
      priorPrs: { alice: { total: 10, merged: 8 }, bobby: { total: 2, merged: 1 } },
    });
    const result = analyzeContributors(snapshot, ctx);
    expect(result.map((c) => [c.login, c.role, c.roles, c.commits, c.trust_level, c.association])).toEqual([
      ['alice', 'author', ['author', 'committer'], 1, 'high', 'MEMBER'],
      ['bobby', 'committer', ['committer', 'co_author'], 2, 'medium', null],
      ['Eve', 'committer', ['committer'], 1, 'unknown', null],
      ['carol', 'co_author', ['co_author'], 1, 'unknown', null],
    ]);
    expect(result.some((c) => c.login === 'web-flow' || c.login === 'GitHub')).toEqual(false);
    expect(result.find((c) => c.login === 'Eve')?.context).toEqual([
      'no GitHub account linked to this commit identity',
      'trust unknown: profile and history could not be read',
    ]);
  });

  it('recognises bots by type, [bot] suffix and known names, trusting known automation', () => {
    const snapshot = makeSnapshot({
      author: { login: 'dependabot[bot]', type: 'Bot' },
      authorAssociation: 'NONE',
      profiles: {},
      priorPrs: {},
      commits: [
        makeCommit({ sha: 'd1', authorName: 'dependabot[bot]', authorEmail: '49699333+dependabot[bot]@users.noreply.github.com', author: null, committerName: 'mystery', committerEmail: 'm@example.com', committer: { login: 'mystery-ci[bot]', type: null } }),
      ],
    });
    const result = analyzeContributors(snapshot, ctx);
    expect(result.map((c) => [c.login, c.roles, c.is_bot, c.trust_level, c.context])).toEqual([
      ['dependabot[bot]', ['author', 'committer'], true, 'medium', ['bot: dependabot', 'automation']],
      ['mystery-ci[bot]', ['committer'], true, 'unknown', ['bot: mystery-ci', 'automation not on the list of known, trusted bots']],
    ]);
  });

  it('reports unknown trust and null history when profile and search reads failed', () => {
    const snapshot = makeSnapshot({ authorAssociation: 'NONE', profiles: {}, priorPrs: {} });
    const [author] = analyzeContributors(snapshot, ctx);
    expect(author?.trust_level).toEqual('unknown');
    expect(author?.account_age_days).toEqual(null);
    expect(author?.prior_prs).toEqual({ total: null, merged: null });
    expect(author?.is_bot).toEqual(false);
  });
});
