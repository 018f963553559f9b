// The N screens' device tokens: each screen paired through the API (pairing code, pair, publish
// the playlist, claim), or with BENCH_SEED=db one paired and the rest copied in the database, or
// those an earlier SQLite run kept in BENCH_DATA_DIR.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gql } from './api.mjs';
import { DB, N, requireFromServer, tokensFile } from './config.mjs';

const Database = requireFromServer('better-sqlite3');

const hashToken = (token) => createHash('sha256').update(token).digest('hex');
const newToken = () => `mqd_${randomBytes(32).toString('base64url')}`;

/**
 * BENCH_SEED=db: pairs one screen through the API, then copies it N-1 times straight into the
 * database (same account, space and published playlist; own id, name and token). Setting up
 * 10,000 screens through the API takes many minutes on a busy 2-core machine, and the server hands
 * one address at most 120 pairing codes a minute; the measured part (subscriptions, heartbeats,
 * publish) is the same either way.
 */
function seedSqlite(dataDir, firstToken) {
  const db = new Database(join(dataDir, 'marquee.db'));
  db.pragma('busy_timeout = 10000');
  const tokenRow = db
    .prepare('select * from device_tokens where token_hash = ?')
    .get(hashToken(firstToken));
  const device = db.prepare('select * from devices where id = ?').get(tokenRow.device_id);
  const insert = (table, row) =>
    db
      .prepare(
        `insert into ${table} (${Object.keys(row).join(', ')}) values (${Object.keys(row)
          .map(() => '?')
          .join(', ')})`,
      )
      .run(...Object.values(row));
  const tokens = [firstToken];
  db.transaction(() => {
    for (let i = 1; i < N; i++) {
      const id = randomUUID();
      const token = newToken();
      insert('devices', { ...device, id, name: `Bench screen ${i}` });
      insert('device_tokens', {
        ...tokenRow,
        id: randomUUID(),
        device_id: id,
        token_hash: hashToken(token),
      });
      tokens.push(token);
    }
  })();
  db.close();
  return tokens;
}

/**
 * The same on PostgreSQL: every column of the first screen's `devices` and `device_tokens` rows
 * is copied by `insert … select` (so each keeps its own type), with id, name, device_id and
 * token_hash taken from arrays, 5,000 rows a statement, in one transaction.
 */
async function seedPostgres(databaseUrl, firstToken) {
  const pg = requireFromServer('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tokenResult = await client.query('select * from device_tokens where token_hash = $1', [
      hashToken(firstToken),
    ]);
    const tokenRow = tokenResult.rows[0];
    const deviceResult = await client.query('select * from devices where id = $1', [
      tokenRow.device_id,
    ]);
    const q = (name) => `"${name.replace(/"/g, '""')}"`;
    const copy = (table, fields, fromArrays) => {
      const columns = fields.map((f) => f.name);
      const values = columns.map((c) => (c in fromArrays ? `n.${q(c)}` : `src.${q(c)}`));
      const arrayNames = Object.keys(fromArrays);
      return `insert into ${table} (${columns.map(q).join(', ')})
        select ${values.join(', ')} from ${table} src,
          unnest(${arrayNames.map((_, i) => `$${i + 2}::text[]`).join(', ')})
            as n(${arrayNames.map(q).join(', ')})
        where src.id = $1`;
    };
    const insertDevices = copy('devices', deviceResult.fields, { id: 1, name: 1 });
    const insertTokens = copy('device_tokens', tokenResult.fields, {
      id: 1,
      device_id: 1,
      token_hash: 1,
    });
    const tokens = [firstToken];
    await client.query('begin');
    for (let from = 1; from < N; from += 5000) {
      const ids = [];
      const names = [];
      const tokenIds = [];
      const hashes = [];
      for (let i = from; i < Math.min(N, from + 5000); i++) {
        const token = newToken();
        ids.push(randomUUID());
        names.push(`Bench screen ${i}`);
        tokenIds.push(randomUUID());
        hashes.push(hashToken(token));
        tokens.push(token);
      }
      await client.query(insertDevices, [tokenRow.device_id, ids, names]);
      await client.query(insertTokens, [tokenRow.id, tokenIds, ids, hashes]);
    }
    await client.query('commit');
    return tokens;
  } finally {
    await client.end();
  }
}

async function pool(count, concurrency, task) {
  let next = 0;
  const results = new Array(count);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

/** The N screens' tokens, all published to `playlistId`; on SQLite kept in the data dir. */
export async function screenTokens({ url, operator, playlistId, dataDir, databaseUrl, kept }) {
  const keptTokens = kept ? JSON.parse(readFileSync(tokensFile(dataDir), 'utf8')) : undefined;
  const pairOne = async (i) => {
    const { requestPairingCode: code } = await gql(
      url,
      'mutation { requestPairingCode(platform: "web") { pairingCode pairingSecret } }',
    );
    const { pairDevice } = await gql(
      url,
      'mutation($c: String!, $n: String!) { pairDevice(pairingCode: $c, name: $n) { _id } }',
      { c: code.pairingCode, n: `Bench screen ${i}` },
      operator,
    );
    await gql(
      url,
      'mutation($d: ID!, $e: ID!) { publishToDevice(deviceId: $d, content: { collectionName: playlist, entityId: $e }) { _id } }',
      { d: pairDevice._id, e: playlistId },
      operator,
    );
    const { claimDevice } = await gql(
      url,
      'mutation($s: String!) { claimDevice(pairingSecret: $s) { deviceToken } }',
      { s: code.pairingSecret },
    );
    return claimDevice.deviceToken;
  };
  const tokens =
    keptTokens?.playlistId === playlistId
      ? keptTokens.tokens
      : process.env.BENCH_SEED === 'db'
        ? databaseUrl
          ? await seedPostgres(databaseUrl, await pairOne(0))
          : seedSqlite(dataDir, await pairOne(0))
        : await pool(N, 32, pairOne);
  if (DB === 'sqlite' && tokens !== keptTokens?.tokens)
    writeFileSync(tokensFile(dataDir), JSON.stringify({ playlistId, tokens }));
  return tokens;
}
