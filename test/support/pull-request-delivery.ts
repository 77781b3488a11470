import { createHash } from 'node:crypto';
import type { PullRequestDelivery } from '../../src/storage/webhook-queue.js';

/** A pull_request delivery of acme/<repo> as the queue records it, its head derived from the delivery id. */
export function pullRequestDelivery(spec: { deliveryId: string; prNumber: number; repo?: string; action?: string; receivedAt: Date }): PullRequestDelivery {
  return {
    deliveryId: spec.deliveryId,
    event: 'pull_request',
    action: spec.action ?? 'synchronize',
    owner: 'acme',
    repo: spec.repo ?? 'widgets',
    prNumber: spec.prNumber,
    headSha: createHash('sha1').update(spec.deliveryId).digest('hex'),
    prUpdatedAt: '2026-06-01T11:00:00Z',
    via: 'repository',
    installationId: null,
    receivedAt: spec.receivedAt,
  };
}
