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

  it('sends more than 50 annotations in batches: the completing update carries the first 50, further updates append the rest', async () => {
    const signal = riskySignal();
    const annotations = Array.from({ length: 73 }, (_, i) => ({ path: 'src/app.ts', start_line: i + 1, end_line: i + 1, annotation_level: 'warning' as const, title: `Note ${i}`, message: 'Look here' }));
    const bodies: Record<string, unknown>[] = [];
    const patches = nock(API)
      .patch('/repos/acme/widgets/check-runs/4711', (body: Record<string, unknown>) => {
        bodies.push(body);
        return true;
      })
      .times(2)
      .reply(200, { id: 4711 });
    const { octokit } = testOctokit({ token: 'ghs_installationtoken000000000000000000' });
    await new CheckRunPublisher('https://svc.example.com').complete(octokit, { owner: 'acme', repo: 'widgets', checkRunId: '4711' }, signal, 'sig-acme-widgets-42-abc', { annotations, overCap: 2, outsideHead: 0 });
    expect(patches.isDone()).toBe(true);
    const first = bodies[0] as { status: string; output: { annotations: unknown[]; summary: string } };
    const second = bodies[1] as { status?: string; output: { title: string; summary: string; annotations: unknown[] } };
    expect(first.status).toBe('completed');
    expect(first.output.annotations).toEqual(annotations.slice(0, 50));
    expect(first.output.summary).toContain('2 annotations over the cap of 150 left out');
    expect(second.status).toBeUndefined();
    expect(second.output.annotations).toEqual(annotations.slice(50));
    expect(second.output.title).toBe('Risk high (0.81) · suggested review: request changes');
  });
});
