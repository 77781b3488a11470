/** Signs and sends webhook deliveries the way GitHub does (X-Hub-Signature-256 over the exact bytes). */
import { createHmac, randomUUID } from 'node:crypto';

export function signBody(secret: string, body: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export interface DeliveryOptions {
  event: string;
  payload: unknown;
  /** Secret to sign with; omit (with no signature) to send no signature header. */
  secret?: string;
  /** Explicit X-Hub-Signature-256 value (wins over secret). */
  signature?: string;
  deliveryId?: string;
  /** Send this body instead of JSON.stringify(payload). */
  rawBody?: string | Buffer;
  /** Further headers (X-Request-Id). */
  headers?: Record<string, string>;
}

export interface DeliveryResponse {
  status: number;
  body: Record<string, unknown>;
  deliveryId: string;
  headers?: Headers;
}

export async function deliver(baseUrl: string, options: DeliveryOptions): Promise<DeliveryResponse> {
  const body = options.rawBody ?? JSON.stringify(options.payload);
  const deliveryId = options.deliveryId ?? randomUUID();
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'GitHub-Hookshot/test',
    'x-github-event': options.event,
    'x-github-delivery': deliveryId,
    'x-github-hook-id': '1',
    ...options.headers,
  };
  const signature = options.signature ?? (options.secret !== undefined ? signBody(options.secret, body) : undefined);
  if (signature !== undefined) headers['x-hub-signature-256'] = signature;
  const response = await fetch(`${baseUrl}/api/webhooks/github`, { method: 'POST', headers, body: typeof body === 'string' ? body : new Uint8Array(body) });
  const text = await response.text();
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { raw: text };
  }
  return { status: response.status, body: parsed, deliveryId, headers: response.headers };
}

/** A pull_request payload in GitHub's shape, with the fields the service reads. */
export function pullRequestPayload(options: {
  owner: string;
  repo: string;
  number: number;
  headSha: string;
  action?: string;
  draft?: boolean;
  updatedAt?: string;
  installationId?: number;
}): Record<string, unknown> {
  const fullName = `${options.owner}/${options.repo}`;
  return {
    action: options.action ?? 'synchronize',
    number: options.number,
    pull_request: {
      number: options.number,
      state: 'open',
      draft: options.draft ?? false,
      title: 'Change',
      updated_at: options.updatedAt ?? new Date().toISOString(),
      head: { sha: options.headSha, ref: 'feature', repo: { full_name: fullName } },
      base: { sha: 'b'.repeat(40), ref: 'main', repo: { full_name: fullName } },
      user: { login: 'jdoe' },
    },
    repository: { id: 1, name: options.repo, full_name: fullName, owner: { login: options.owner }, private: false },
    sender: { login: 'jdoe' },
    ...(options.installationId !== undefined ? { installation: { id: options.installationId, node_id: 'MDIz' } } : {}),
  };
}

/** Enables svc's webhook for a repository as a signed-in admin (its session cookie); resolves to the webhook secret. */
export async function enableWebhook(baseUrl: string, cookie: string, repo = 'acme/widgets'): Promise<string> {
  const response = await fetch(`${baseUrl}/api/repos/github/${repo}/webhook/enable`, { method: 'POST', headers: { cookie } });
  if (!response.ok) throw new Error(`enabling the webhook of ${repo} answered ${response.status}`);
  return ((await response.json()) as { webhook_secret: string }).webhook_secret;
}
