import { generateKeyPairSync } from 'node:crypto';
import { Probot } from 'probot';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppDeliveries } from '../../src/app/index.js';
import { AuthenticationError, InputError } from '../../src/errors.js';
import type { AppIntake, DeliveryAnswer, ReceivedDelivery, VerifiedDelivery } from '../../src/services/webhook-intake.js';
import { pullRequestPayload, signBody } from '../support/webhook-delivery.js';

const SECRET = 'app-webhook-secret-for-the-probot-path-01';

/** An intake that records each call and answers what the test asks. */
class RecordingIntake implements AppIntake {
  readonly calls: { method: string; delivery: VerifiedDelivery }[] = [];
  refuse: Error | null = null;
  private answer(method: string, delivery: VerifiedDelivery, answer: DeliveryAnswer): Promise<DeliveryAnswer> {
    this.calls.push({ method, delivery });
    return this.refuse !== null ? Promise.reject(this.refuse) : Promise.resolve(answer);
  }
  acceptPullRequest(delivery: VerifiedDelivery) {
    return this.answer('acceptPullRequest', delivery, { status: 202, body: { status: 'queued', delivery_id: delivery.deliveryId } });
  }
  acceptPing(delivery: VerifiedDelivery) {
    return this.answer('acceptPing', delivery, { status: 200, body: { status: 'pong' } });
  }
  acceptRerun(delivery: VerifiedDelivery) {
    return this.answer('acceptRerun', delivery, { status: 202, body: { status: 'queued', delivery_id: delivery.deliveryId } });
  }
  recordIgnored(delivery: VerifiedDelivery) {
    return this.answer('recordIgnored', delivery, { status: 200, body: { status: 'ignored', reason: 'no handler' } });
  }
}

function received(event: string, payload: Record<string, unknown>, signature: string | undefined, deliveryId = `d-${event}-${Math.random().toString(36).slice(2)}`): ReceivedDelivery {
  const rawBody = Buffer.from(JSON.stringify(payload));
  const installation = (payload.installation as { id?: number } | undefined)?.id;
  return { rawBody, signature, deliveryId, event, payload, fullName: undefined, key: undefined, installationId: installation, verifier: 'app' };
}

const signed = (event: string, payload: Record<string, unknown>, secret = SECRET) => received(event, payload, signBody(secret, JSON.stringify(payload)));

/** Issue #16: App deliveries are verified by Probot and handled by the app's own handlers. */
describe('the GitHub App path (Probot verification and handlers)', () => {
  let privateKey = '';
  beforeAll(() => {
    privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  });

  const setUp = async () => {
    const intake = new RecordingIntake();
    const probot = new Probot({ appId: 1, privateKey, secret: SECRET, baseUrl: 'http://127.0.0.1:9/api/v3', logLevel: 'fatal' });
    return { intake, deliveries: await AppDeliveries.create(probot, intake) };
  };

  it('refuses a delivery whose signature does not match WEBHOOK_SECRET, before any handler runs', async () => {
    const { intake, deliveries } = await setUp();
    const payload = pullRequestPayload({ owner: 'acme', repo: 'widgets', number: 1, headSha: 'a'.repeat(40), action: 'opened', installationId: 7 });
    await expect(deliveries.receive(signed('pull_request', payload, 'another-secret-another-secret-00'))).rejects.toThrow(AuthenticationError);
    await expect(deliveries.receive(received('pull_request', payload, undefined))).rejects.toThrow(AuthenticationError);
    await expect(deliveries.receive(received('pull_request', payload, 'sha256=00'))).rejects.toThrow(AuthenticationError);
    const tampered = signed('pull_request', payload);
    await expect(deliveries.receive({ ...tampered, rawBody: Buffer.from(JSON.stringify({ ...payload, number: 2 })) })).rejects.toThrow(AuthenticationError);
    expect(intake.calls).toEqual([]);
  });

  it('hands a signed pull_request to the pull_request handler, which calls the intake once', async () => {
    const { intake, deliveries } = await setUp();
    const payload = pullRequestPayload({ owner: 'acme', repo: 'widgets', number: 1, headSha: 'a'.repeat(40), action: 'opened', installationId: 7 });
    const delivery = signed('pull_request', payload);
    expect(await deliveries.receive(delivery)).toEqual({ status: 202, body: { status: 'queued', delivery_id: delivery.deliveryId } });
    expect(intake.calls.map((call) => call.method)).toEqual(['acceptPullRequest']);
    expect(intake.calls[0]?.delivery).toMatchObject({ deliveryId: delivery.deliveryId, event: 'pull_request', via: 'installation', installationId: '7' });
  });

  it("answers the app's ping through its ping handler", async () => {
    const { intake, deliveries } = await setUp();
    const answer = await deliveries.receive(signed('ping', { zen: 'Design for failure.', hook_id: 1, hook: { type: 'App', id: 1, app_id: 1, events: ['pull_request'] } }));
    expect(answer).toEqual({ status: 200, body: { status: 'pong' } });
    expect(intake.calls.map((call) => call.method)).toEqual(['acceptPing']);
  });

  it('sends a re-run of the check (check_run and check_suite rerequested) to the re-run handler', async () => {
    const { intake, deliveries } = await setUp();
    const repository = { id: 1, name: 'widgets', full_name: 'acme/widgets', owner: { login: 'acme' } };
    await deliveries.receive(signed('check_run', { action: 'rerequested', check_run: { name: 'svc signal', head_sha: 'a'.repeat(40), pull_requests: [] }, repository, installation: { id: 7 } }));
    await deliveries.receive(signed('check_suite', { action: 'rerequested', check_suite: { head_sha: 'a'.repeat(40), pull_requests: [] }, repository, installation: { id: 7 } }));
    // Other check actions have no handler: recorded as ignored.
    await deliveries.receive(signed('check_run', { action: 'completed', check_run: { name: 'svc signal', head_sha: 'a'.repeat(40), pull_requests: [] }, repository, installation: { id: 7 } }));
    expect(intake.calls.map((call) => `${call.method} ${call.delivery.event}`)).toEqual(['acceptRerun check_run', 'acceptRerun check_suite', 'recordIgnored check_run']);
  });

  it("answers with the intake's refusal (a 400), not a server error", async () => {
    const { intake, deliveries } = await setUp();
    intake.refuse = new InputError('The delivery names more than one repository');
    const payload = pullRequestPayload({ owner: 'acme', repo: 'widgets', number: 1, headSha: 'a'.repeat(40), action: 'opened', installationId: 7 });
    await expect(deliveries.receive(signed('pull_request', payload))).rejects.toThrow(InputError);
  });
});
