import type { Contributor, TrustLevel } from '../signal/schema.js';
import type { PrSnapshot, SnapshotUser } from '../snapshot/pr-snapshot.js';
import type { AnalyzerContext } from './context.js';

/**
 * Contributors: the PR author, every commit author and committer, and every `Co-authored-by`
 * trailer, each person once with all their roles and a documented trust level.
 * docs/signal.md ("contributors") describes identity merging and the trust rules.
 */

type Role = Contributor['role'];

const DAY_MS = 86_400_000;

/**
 * Automation whose pull requests a repository owner deliberately installed and whose changes are
 * predictable (dependency bumps, formatting, generated docs). Trust "medium", context "automation".
 */
const TRUSTED_AUTOMATION = new Set([
  'dependabot',
  'dependabot-preview',
  'renovate',
  'renovate-bot',
  'github-actions',
  'pre-commit-ci',
  'mergify',
  'imgbot',
  'allcontributors',
  'all-contributors',
  'greenkeeper',
  'snyk-bot',
  'pyup-bot',
  'depfu',
  'whitesource-renovate',
  'mend-renovate',
  'semantic-release-bot',
  'release-please',
  'changeset-bot',
  'codecov',
  'deepsource-autofix',
  'stale',
]);


const ASSOCIATION_TEXT: Readonly<Record<string, string>> = {
  OWNER: 'owner of the repository',
  MEMBER: 'member of the organization',
  COLLABORATOR: 'collaborator on the repository',
  CONTRIBUTOR: 'has contributed to this repository before',
  FIRST_TIME_CONTRIBUTOR: 'first contribution to this repository',
  FIRST_TIMER: 'first contribution on GitHub',
  NONE: 'no prior association with this repository',
  MANNEQUIN: 'placeholder account from an import (mannequin)',
};

const ROLE_ORDER: Readonly<Record<Role, number>> = { author: 0, committer: 1, co_author: 2 };

interface Person {
  key: string;
  login: string | null;
  name: string | null;
  email: string | null;
  type: string | null;
  roles: Set<Role>;
  commits: Set<string>;
}

/** GitHub's private commit e-mail: `123+login@users.noreply.github.com` or `login@users.noreply.github.com`. */
export function loginFromNoreplyEmail(email: string): string | null {
  const match = /^(?:\d+\+)?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\[bot\])?)@users\.noreply\.github\.com$/i.exec(email.trim());
  return match?.[1] ?? null;
}

export interface CoAuthor {
  readonly name: string;
  readonly email: string | null;
}

/** Parses `Co-authored-by: Name <email>` trailers (case-insensitive key, e-mail optional). */
export function parseCoAuthors(message: string): CoAuthor[] {
  const result: CoAuthor[] = [];
  const re = /^[ \t]*co-authored-by:(.*)$/gim;
  for (const match of message.matchAll(re)) {
    const value = (match[1] ?? '').replace(/^[ \t]+/, '').replace(/(?<![ \t])[ \t]+$/, '');
    const withEmail = /^([^<>]*)<([^<>]*)>\s*$/.exec(value);
    if (withEmail !== null) {
      const name = (withEmail[1] ?? '').trim();
      const email = (withEmail[2] ?? '').trim();
      if (name === '' && email === '') continue;
      result.push({ name: name === '' ? email : name, email: email === '' ? null : email });
    } else if (value !== '') {
      result.push({ name: value, email: null });
    }
  }
  return result;
}

export function isWebFlow(user: SnapshotUser | null, name: string | null, email: string | null): boolean {
  if (user?.login.toLowerCase() === 'web-flow') return true;
  return email?.toLowerCase() === 'noreply@github.com' && (name === null || name === 'GitHub');
}

function botBaseName(login: string): string {
  return login.toLowerCase().replace(/\[bot\]$/, '');
}

/**
 * How an account relates to automation. GitHub Apps act through accounts of type "Bot" whose login
 * ends in "[bot]" (a user login cannot contain brackets), so that pair is verified.
 * - app: a verified app account;
 * - lookalike: an account that looks like automation but is not an app: a login ending in "[bot]"
 *   typed "User", or a known automation name ("dependabot", "renovate-bot") on a user account;
 * - person: anything else.
 */
export type AccountKind = 'app' | 'lookalike' | 'person';

export function accountKind(login: string, type: string | null): AccountKind {
  const suffixed = /\[bot\]$/i.test(login);
  if (type === 'Bot' || (suffixed && type === null)) return 'app';
  if (suffixed || TRUSTED_AUTOMATION.has(botBaseName(login)) || /[-_]bot$/i.test(login)) return 'lookalike';
  return 'person';
}

/** True for verified app accounts only: a look-alike name on a user account is a person. */
export function isBotLogin(login: string, type: string | null): boolean {
  return accountKind(login, type) === 'app';
}

function ageInDays(createdAt: string, now: Date): number | null {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return null;
  return Math.max(0, Math.floor((now.getTime() - created) / DAY_MS));
}

function describeAge(days: number): string {
  return `account created ${daysAgo(days)}`;
}

function daysAgo(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return '1 day ago';
  if (days < 60) return `${days} days ago`;
  if (days < 730) return `${Math.floor(days / 30)} months ago`;
  return `${Math.floor(days / 365)} years ago`;
}

/** Thresholds of the trust model (docs/signal.md "Trust levels"). */
export const TRUST_THRESHOLDS = {
  /** An account younger than this (days) with no merged PR here is new. */
  newAccountDays: 30,
  /** An account at least this old (days) is established. */
  establishedAccountDays: 365,
  /** Merged PRs here that, with an established account, make anyone high. */
  highMergedPrs: 3,
} as const;

export interface TrustInput {
  readonly kind: AccountKind;
  readonly login: string | null;
  readonly association: string | null;
  readonly ageDays: number | null;
  readonly merged: number | null;
  /**
   * Days since this login's first PR in this repository was opened, when known. The account is at
   * least that old, so it makes an account established as its age would (when the profile was not read).
   */
  readonly historyDays?: number | null;
}

/**
 * The trust rules, first match wins (docs/signal.md "Trust levels"):
 * 1. verified app account of known automation, or one whose commits are already here (ownAutomation) -> medium;
 * 2. any other app account -> unknown;
 * 3. OWNER -> high;
 * 4. MEMBER/COLLABORATOR with history (>= 1 merged PR here, or an established account) -> high;
 * 5. anyone with >= 3 merged PRs here and an established account -> high;
 * 6. MEMBER/COLLABORATOR without that history -> medium (the association vouches, history does not);
 * 7. a new account (< 30 days) with no merged PR here -> low;
 * 8. FIRST_TIMER / FIRST_TIME_CONTRIBUTOR / NONE / MANNEQUIN with no merged PR here -> low;
 * 9. CONTRIBUTOR, >= 1 merged PR here, or an established account -> medium;
 * 10. low when anything is known, unknown when nothing is.
 * A look-alike of automation is judged as a person, and at most medium.
 */
export function trustLevel(input: TrustInput): TrustLevel {
  if (input.kind === 'app') return (input.login !== null && TRUSTED_AUTOMATION.has(botBaseName(input.login))) || ownAutomation(input) ? 'medium' : 'unknown';
  const level = personTrust(input);
  return input.kind === 'lookalike' && level === 'high' ? 'medium' : level;
}

/**
 * A verified app account whose association says its commits are already in this repository
 * (CONTRIBUTOR, COLLABORATOR, MEMBER, OWNER): the project's own updater or release bot
 * (`cibuildwheel-bot[bot]` bumping its pinned tools), whose pull requests the maintainers have
 * merged before. An app can open a pull request only where it is installed, and a new one has no
 * commits here yet (NONE, FIRST_TIME_CONTRIBUTOR): that one stays unknown.
 */
function ownAutomation({ kind, association }: TrustInput): boolean {
  return kind === 'app' && association !== null && INSIDER_ASSOCIATIONS.has(association);
}

function personTrust({ association, ageDays, merged, historyDays = null }: TrustInput): TrustLevel {
  const t = TRUST_THRESHOLDS;
  const established = (ageDays !== null && ageDays >= t.establishedAccountDays) || (historyDays !== null && historyDays >= t.establishedAccountDays);
  const hasMerged = merged !== null && merged >= 1;
  const vouched = association === 'MEMBER' || association === 'COLLABORATOR';
  if (association === 'OWNER') return 'high';
  if (vouched && (hasMerged || established)) return 'high';
  if (merged !== null && merged >= t.highMergedPrs && established) return 'high';
  if (vouched) return 'medium';
  if (ageDays !== null && ageDays < t.newAccountDays && !hasMerged) return 'low';
  if (merged === 0 && (association === 'FIRST_TIMER' || association === 'FIRST_TIME_CONTRIBUTOR' || association === 'NONE' || association === 'MANNEQUIN')) return 'low';
  if (association === 'CONTRIBUTOR' || hasMerged || established) return 'medium';
  if (ageDays !== null || merged !== null) return 'low';
  return 'unknown';
}

/** Associations that say the author's work was already taken into this repository. */
const INSIDER_ASSOCIATIONS: ReadonlySet<string> = new Set(['OWNER', 'MEMBER', 'COLLABORATOR', 'CONTRIBUTOR']);

/** The PR author as the pull request names it, before anything else is read. */
export interface AuthorIdentity {
  readonly login: string;
  readonly type: string | null;
  readonly association: string | null;
}

/**
 * Whether the author's profile (the account's age) is read with the other reads, before the history
 * search answers: for anyone whose association does not already say their work was taken here
 * (first-timers, NONE, no association) and for look-alikes of automation. An insider's profile waits
 * for the history (profileNeededAfterHistory), which settles their trust level in most cases.
 */
export function profileNeededUpFront(author: AuthorIdentity): boolean {
  return !(author.association !== null && INSIDER_ASSOCIATIONS.has(author.association) && accountKind(author.login, author.type) === 'person');
}

/**
 * For an insider whose profile was not read up front: is the account's age still needed once the
 * history search answered (`prior` undefined: it failed)? Only when trustLevel could turn on it: the
 * level is then the same as if the profile had been read (test/analyzers/contributors.test.ts
 * checks this against every combination). The age is not needed for an OWNER (rule 3), a MEMBER or
 * COLLABORATOR with a merged PR here (rule 4), a CONTRIBUTOR with 1 or 2 (rule 9), nor one with
 * more whose first PR here is at least `establishedAccountDays` old (rule 5: the account is older).
 */
export function profileNeededAfterHistory(author: AuthorIdentity, prior: { readonly merged: number; readonly firstCreatedAt?: string | null } | undefined, now: Date): boolean {
  if (author.association === 'OWNER') return false;
  if (prior === undefined || prior.merged === 0) return true;
  if (author.association === 'MEMBER' || author.association === 'COLLABORATOR') return false;
  if (prior.merged < TRUST_THRESHOLDS.highMergedPrs) return false;
  const history = prior.firstCreatedAt == null ? null : ageInDays(prior.firstCreatedAt, now);
  return history === null || history < TRUST_THRESHOLDS.establishedAccountDays;
}

export function analyzeContributors(snapshot: PrSnapshot, ctx: AnalyzerContext): Contributor[] {
  const people = new Map<string, Person>();
  /** e-mail (lower case) -> login, learnt from commits GitHub linked to an account. */
  const loginByEmail = new Map<string, string>();
  /** e-mail or name (lower case) -> key of a person without login. */
  const aliasKey = new Map<string, string>();

  for (const commit of snapshot.commits) {
    if (commit.author !== null && commit.authorEmail !== null) loginByEmail.set(commit.authorEmail.toLowerCase(), commit.author.login);
    if (commit.committer !== null && commit.committerEmail !== null && !isWebFlow(commit.committer, commit.committerName, commit.committerEmail)) {
      loginByEmail.set(commit.committerEmail.toLowerCase(), commit.committer.login);
    }
  }

  function resolveLogin(user: SnapshotUser | null, email: string | null): string | null {
    if (user !== null) return user.login;
    if (email === null) return null;
    return loginByEmail.get(email.toLowerCase()) ?? loginFromNoreplyEmail(email);
  }

  function upsert(user: SnapshotUser | null, name: string | null, email: string | null, role: Role, sha: string | null): void {
    const login = resolveLogin(user, email);
    let key: string;
    if (login !== null) {
      key = `login:${login.toLowerCase()}`;
    } else {
      const alias = (email ?? name ?? '').toLowerCase();
      if (alias === '') return;
      key = aliasKey.get(alias) ?? `anon:${alias}`;
      aliasKey.set(alias, key);
      if (email !== null && name !== null) aliasKey.set(name.toLowerCase(), key);
    }
    let person = people.get(key);
    if (person === undefined) {
      person = { key, login, name: null, email: null, type: user?.type ?? null, roles: new Set(), commits: new Set() };
      people.set(key, person);
    }
    if (person.name === null && name !== null && name !== '') person.name = name;
    if (person.email === null && email !== null && email !== '') person.email = email;
    if (person.type === null && user?.type) person.type = user.type;
    person.roles.add(role);
    if (sha !== null) person.commits.add(sha);
  }

  upsert(snapshot.author, snapshot.profiles[snapshot.author.login]?.name ?? null, null, 'author', null);
  for (const commit of snapshot.commits) {
    upsert(commit.author, commit.authorName, commit.authorEmail, 'committer', commit.sha);
    if (!isWebFlow(commit.committer, commit.committerName, commit.committerEmail)) {
      upsert(commit.committer, commit.committerName, commit.committerEmail, 'committer', commit.sha);
    }
    if (commit.message.toLowerCase().includes('co-authored-by')) {
      for (const coAuthor of parseCoAuthors(commit.message)) {
        upsert(null, coAuthor.name, coAuthor.email, 'co_author', commit.sha);
      }
    }
  }

  const authorKey = `login:${snapshot.author.login.toLowerCase()}`;
  const contributors: Contributor[] = [];
  for (const person of people.values()) {
    contributors.push(toContributor(person, person.key === authorKey, snapshot, ctx));
  }
  contributors.sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || b.commits - a.commits || a.login.localeCompare(b.login));
  return contributors;
}

function toContributor(person: Person, isAuthor: boolean, snapshot: PrSnapshot, ctx: AnalyzerContext): Contributor {
  const login = person.login ?? person.name ?? person.email ?? 'unknown';
  const profile = person.login !== null ? findByLogin(snapshot.profiles, person.login) : undefined;
  const prior = person.login !== null ? findByLogin(snapshot.priorPrs, person.login) : undefined;
  const type = person.type ?? profile?.type ?? null;
  const kind: AccountKind = person.login !== null ? accountKind(person.login, type) : 'person';
  const isBot = kind === 'app';
  const ageDays = profile !== undefined ? ageInDays(profile.createdAt, ctx.now) : null;
  const association = isAuthor ? snapshot.authorAssociation : null;
  const merged = prior?.merged ?? null;
  const total = prior?.total ?? null;
  const firstPrDays = prior?.firstCreatedAt != null ? ageInDays(prior.firstCreatedAt, ctx.now) : null;
  const trust = trustLevel({ kind, login: person.login, association, ageDays, merged, historyDays: firstPrDays });

  const roles = [...person.roles].sort((a, b) => ROLE_ORDER[a] - ROLE_ORDER[b]);
  const context: string[] = [];
  if (isBot) {
    context.push(`bot: ${botBaseName(person.login ?? login)}`);
    if (trust === 'medium') context.push(TRUSTED_AUTOMATION.has(botBaseName(person.login ?? login)) ? 'automation' : "automation whose commits are already in this repository");
    else context.push('automation not on the list of known, trusted bots');
  }
  if (kind === 'lookalike') context.push('looks like automation but is not a GitHub App account: trusted as a person, from its history');
  if (association !== null && !isBot) {
    const text = ASSOCIATION_TEXT[association];
    if (text !== undefined) context.push(text);
  }
  if (person.login === null) context.push('no GitHub account linked to this commit identity');
  if (prior !== undefined && !isBot) {
    if (prior.merged > 0) context.push(`${prior.merged} merged PR${prior.merged === 1 ? '' : 's'} in this repository`);
    else if (prior.total <= (isAuthor ? 1 : 0)) context.push('no earlier pull requests in this repository');
    else context.push(`no merged PRs in this repository (${prior.total} opened)`);
  }
  if (ageDays !== null && !isBot) context.push(describeAge(ageDays));
  else if (firstPrDays !== null && !isBot && prior !== undefined && prior.total > 1) context.push(`first pull request here ${daysAgo(firstPrDays)}`);
  if (!isBot && trust === 'unknown') context.push('trust unknown: profile and history could not be read');
  if (isAuthor && snapshot.isFork) context.push('pull request from a fork');

  return {
    login,
    name: person.name,
    role: roles[0] ?? 'committer',
    roles,
    trust_level: trust,
    is_bot: isBot,
    account_age_days: ageDays,
    prior_prs: { total, merged },
    association,
    commits: person.commits.size,
    context,
  };
}

/** GitHub logins are case-insensitive; the snapshot maps may be keyed with either case. */
function findByLogin<T>(record: Readonly<Record<string, T>>, login: string): T | undefined {
  const exact = record[login];
  if (exact !== undefined) return exact;
  const lower = login.toLowerCase();
  for (const [key, value] of Object.entries(record)) {
    if (key.toLowerCase() === lower) return value;
  }
  return undefined;
}
