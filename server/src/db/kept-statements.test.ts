import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepingStatements } from './kept-statements.js';

describe('kept SQLite statements', () => {
  let raw: SqliteDatabase.Database;
  afterEach(() => raw?.open && raw.close());

  function connection(max?: number) {
    raw = new SqliteDatabase(':memory:');
    raw.exec(
      "create table t (id integer primary key, name text); insert into t (name) values ('a'), ('b'), ('c')",
    );
    const compile = vi.spyOn(raw, 'prepare');
    return { db: keepingStatements(raw, max), compile };
  }

  it('compiles a SQL text once and runs it again with new parameters', () => {
    const { db, compile } = connection();
    const byId = 'select name from t where id = ?';
    expect(db.prepare(byId).all([1])).toEqual([{ name: 'a' }]);
    expect(db.prepare(byId).all([3])).toEqual([{ name: 'c' }]);
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('drops the least recently used past its limit', () => {
    const { db, compile } = connection(2);
    const [first, second, third] = ['select 1 as n', 'select 2 as n', 'select 3 as n'];
    db.prepare(first);
    db.prepare(second);
    db.prepare(first); // used again: second is now the oldest
    db.prepare(third); // over the limit: second goes
    expect(compile).toHaveBeenCalledTimes(3);
    db.prepare(first);
    expect(compile).toHaveBeenCalledTimes(3);
    expect(db.prepare(second).all([])).toEqual([{ n: 2 }]);
    expect(compile).toHaveBeenCalledTimes(4);
  });

  it('gives a fresh statement while the kept one is still being iterated', () => {
    const { db } = connection();
    const all = 'select name from t order by id';
    const streaming = db.prepare(all).iterate([]);
    expect(streaming.next().value).toEqual({ name: 'a' });
    expect(db.prepare(all).all([])).toEqual([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
    expect([...streaming]).toEqual([{ name: 'b' }, { name: 'c' }]);
  });

  it('answers with the schema as it is now after a change', () => {
    const { db } = connection();
    const everything = 'select * from t where id = ?';
    expect(db.prepare(everything).all([1])).toEqual([{ id: 1, name: 'a' }]);
    db.prepare("alter table t add column colour text default 'red'").run([]);
    expect(db.prepare(everything).all([1])).toEqual([{ id: 1, name: 'a', colour: 'red' }]);
  });

  it('serves Kysely: a stream left early does not hold up the same query after it', async () => {
    const { db } = connection();
    const kysely = new Kysely<{ t: { id: number; name: string } }>({
      dialect: new SqliteDialect({ database: db }),
    });
    const query = kysely.selectFrom('t').select('name').orderBy('id');
    for await (const row of query.stream()) {
      expect(row).toEqual({ name: 'a' });
      break;
    }
    expect(await query.execute()).toEqual([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
    await sql`insert into t (name) values (${'d'})`.execute(kysely);
    expect((await query.execute()).length).toBe(4);
    await kysely.destroy();
    expect(raw.open).toBe(false);
  });
});
