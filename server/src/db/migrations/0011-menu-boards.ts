import type { Kysely } from 'kysely';

// Menu boards: locations with their fixed
// point-of-sale source, boards (daily per location and date, or static) whose meals are one JSON
// document, and meal templates. Content of a space: each row names the space it was made in.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('menu_board_locations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('space_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    // NONE, SEPTIM or GS; never changes after creation, nor does the id that goes with it.
    .addColumn('data_source', 'text', (c) => c.notNull())
    .addColumn('septim_store_id', 'text')
    .addColumn('gs_affiliate_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('menu_board_locations_account_space_idx')
    .on('menu_board_locations')
    .columns(['account_id', 'space_id'])
    .execute();

  await db.schema
    .createTable('menu_boards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('space_id', 'text')
    // Null for a static board; a location's removal takes its daily boards with it.
    .addColumn('menu_board_location_id', 'text', (c) =>
      c.references('menu_board_locations.id').onDelete('cascade'),
    )
    .addColumn('menu_date', 'text')
    .addColumn('name', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('alternative_languages', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('meals', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One daily board per location and day; static boards (nulls) never collide.
  await db.schema
    .createIndex('menu_boards_location_date_idx')
    .on('menu_boards')
    .columns(['menu_board_location_id', 'menu_date'])
    .unique()
    .execute();
  await db.schema
    .createIndex('menu_boards_account_space_idx')
    .on('menu_boards')
    .columns(['account_id', 'space_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('menu_board_meal_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('internal_name', 'text', (c) => c.notNull())
    // JSON array of the spaces the template is offered in; null: every space of the account.
    .addColumn('space_ids', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('menu_board_meal_templates_account_idx')
    .on('menu_board_meal_templates')
    .column('account_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('menu_board_meal_templates').execute();
  await db.schema.dropTable('menu_boards').execute();
  await db.schema.dropTable('menu_board_locations').execute();
}
