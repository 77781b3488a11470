import { describe, expect, it } from 'vitest';
import { renderSignalPage } from '../../src/http/pages/render-signal-page.js';
import type { Contributor } from '../../src/signal/schema.js';
import { makeSignal } from '../support/signal-factory.js';

const person = (over: Partial<Contributor>): Contributor => ({
  login: 'jdoe',
  name: null,
  role: 'author',
  roles: ['author'],
  trust_level: 'medium',
  is_bot: false,
  account_age_days: null,
  prior_prs: { total: 12, merged: 9 },
  association: 'CONTRIBUTOR',
  commits: 1,
  context: [],
  ...over,
});

const page = (contributor: Contributor): string => renderSignalPage({ ...makeSignal(), contributors: [contributor] });

describe('the signal page: a contributor whose profile was not read', () => {
  it('shows the account age when it is known', () => {
    expect(page(person({ account_age_days: 800 }))).toContain('account 800 days old');
  });
  it('says nothing of the account age when the history here settled trust (the context says since when)', () => {
    const html = page(person({ context: ['has contributed to this repository before', '9 merged PRs in this repository', 'first pull request here 3 years ago'] }));
    expect(html).not.toContain('account age unknown');
    expect(html).toContain('first pull request here 3 years ago');
  });
  it('says the account age is unknown when neither is known', () => {
    expect(page(person({ prior_prs: { total: null, merged: null } }))).toContain('account age unknown');
  });
});
