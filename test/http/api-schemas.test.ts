import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type * as Answers from '../../src/http/api-schemas.js';
import type { Readiness } from '../../src/http/routes/health-route.js';
import type { CreatedKey, ListedKey } from '../../src/services/api-key-service.js';
import type { DeliveryAnswer } from '../../src/services/webhook-intake.js';
import type { WebhookEnablement } from '../../src/services/webhook-settings-service.js';

type Out<T extends z.ZodType> = z.output<T>;
/** The services' readonly shapes as plain ones (the schemas' types are mutable), union by union. */
type Plain<T> = T extends unknown ? { -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? U[] : T[K] } : never;

/**
 * What the services hand the routes fits the answer schemas the OpenAPI document publishes
 * (checked by `npm run typecheck`; the end-to-end test checks the answers themselves).
 */
describe('answer schemas and the services\' types', () => {
  it('agree on keys, webhook enablement, deliveries and readiness', () => {
    expectTypeOf<CreatedKey>().toExtend<Out<typeof Answers.CreatedKey>>();
    expectTypeOf<ListedKey>().toExtend<Out<typeof Answers.ListedKey>>();
    // `events` is WEBHOOK_EVENTS, which the schema's enum is made of.
    expectTypeOf<Omit<WebhookEnablement, 'events'>>().toExtend<Omit<Out<typeof Answers.WebhookEnablement>, 'events'>>();
    expectTypeOf<Extract<DeliveryAnswer, { status: 200 }>['body']>().toExtend<Out<typeof Answers.DeliveryHandled>>();
    expectTypeOf<Extract<DeliveryAnswer, { status: 202 }>['body']>().toExtend<Out<typeof Answers.DeliveryQueued>>();
    expectTypeOf<Plain<Readiness>>().toExtend<Out<typeof Answers.Readiness>>();
  });
});
