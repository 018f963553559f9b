import type { Db } from './connect.js';

/**
 * Runs `work` in one transaction that no other account write of the same account overlaps: on
 * PostgreSQL the account's row is locked first; SQLite runs one writing transaction at a time.
 * A limit checked inside it (storage, group count, unique names) holds however many requests
 * arrive at once, since each sees the ones before it.
 */
export function inAccountWrite<T>(
  app: { db: Db; dialect: 'sqlite' | 'postgres' },
  accountId: string,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  return app.db.transaction().execute(async (trx) => {
    if (app.dialect === 'postgres')
      await trx
        .selectFrom('accounts')
        .select('id')
        .where('id', '=', accountId)
        .forUpdate()
        .execute();
    return work(trx);
  });
}
