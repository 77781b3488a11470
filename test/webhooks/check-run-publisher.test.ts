import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { CHECK_RUN_NAME, CheckRunPublisher } from '../../src/services/check-run-publisher.js';
import type { Signal } from '../../src/signal/schema.js';
import { makeSignal } from '../support/signal-factory.js';
import { API, testOctokit, useNock } from '../support/test-octokit.js';

function riskySignal(): Signal {
  const signal = makeSignal({ owner: 'acme', repo: 'widgets', number: 42, headSha: 'a'.repeat(40), source: 'webhook' });
  return {
    ...signal,
    risk: { ...signal.risk, level: 'high', score: 0.81, drivers: [{ id: 'new-dependency', title: 'New dependency left-pad', detail: 'Adds left-pad 1.3.0', weight: 0.4, floor: null, evidence: [] }] },
    review: { ...signal.review, action: 'request_changes', rationale: 'An install script runs on npm install.' },
  };
}

describe('CheckRunPublisher against the REST API (nock)', () => {
  useNock();

  it(`creates "${CHECK_RUN_NAME}" in progress on the head commit and completes it with conclusion, output and details_url`, async () => {
    const signal = riskySignal();
    const created = nock(API)
      .post('/repos/acme/widgets/check-runs', (body: Record<string, unknown>) => {
        expect(body).toMatchObject({ name: 'svc signal', head_sha: 'a'.repeat(40), status: 'in_progress' });
        expect(typeof body.started_at).toBe('string');
        return true;
      })
      .matchHeader('authorization', /^token ghs_/)
      .reply(201, { id: 4711, name: 'svc signal', status: 'in_progress' });
    const completed = nock(API)
      .patch('/repos/acme/widgets/check-runs/4711', (body: Record<string, unknown>) => {
        expect(body).toMatchObject({
          status: 'completed',
          conclusion: 'failure',
          details_url: 'https://svc.example.com/s/sig-acme-widgets-42-abc',
          external_id: 'sig-acme-widgets-42-abc',
          output: { title: 'Risk high (0.81) · suggested review: request changes' },
        });
        const output = body.output as { summary: string };
        expect(output.summary).toContain('https://svc.example.com/s/sig-acme-widgets-42-abc');
        return true;
      })
      .reply(200, { id: 4711, status: 'completed' });
    const { octokit } = testOctokit({ token: 'ghs_installationtoken000000000000000000' });
    const publisher = new CheckRunPublisher('https://svc.example.com');
    const id = await publisher.start(octokit, { owner: 'acme', repo: 'widgets', headSha: 'a'.repeat(40) });
    expect(id).toBe('4711');
    await publisher.complete(octokit, { owner: 'acme', repo: 'widgets', checkRunId: id }, signal, 'sig-acme-widgets-42-abc');
    expect(created.isDone()).toBe(true);
    expect(completed.isDone()).toBe(true);
  });
});

