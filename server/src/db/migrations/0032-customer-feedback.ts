import type { Kysely } from 'kysely';

// Customer feedback: answers to a feedback item's question, given by touch on a screen or on a
// phone through the item's QR code. Each screen's answer has a key of its own (the player's id
// for a touch, the form's one-time nonce for a phone), unique per screen, so a resent batch or a
// form posted twice is stored once. Forms are one per screen and item; their token is derived
// from the server's secret and only its sha256 is kept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer_feedback_forms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('scene_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('customer_feedback_forms_item_uq', ['device_id', 'scene_id', 'item_id'])
    .execute();
  await db.schema
    .createTable('customer_feedback_answers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('scene_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('answer_key', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('customer_feedback_answers_key_uq', ['device_id', 'answer_key'])
    .execute();
  await db.schema
    .createIndex('customer_feedback_answers_day_idx')
    .on('customer_feedback_answers')
    .columns(['account_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('customer_feedback_answers').execute();
  await db.schema.dropTable('customer_feedback_forms').execute();
}
