import type { Knex } from 'knex';

/**
 * The X-Request-Id of the request that brought each delivery, and of the delivery that set each
 * pull request's newest head: the job that analyzes the head logs under that id.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('deliveries', (t) => {
    t.text('request_id');
  });
  await knex.schema.alterTable('webhook_heads', (t) => {
    t.text('request_id');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('webhook_heads', (t) => {
    t.dropColumn('request_id');
  });
  await knex.schema.alterTable('deliveries', (t) => {
    t.dropColumn('request_id');
  });
}
