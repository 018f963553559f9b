// The fleet benchmark's group: every screen of the run in one screen group, without a publish of
// its own (so each plays the group's content), and the group showing `playlistId`. The members are
// written straight into the SQLite file (10 calls of addScreensToGroup per 10,000 screens would do
// the same); the group itself and its publish go through the API.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { requireFromServer } from '../devices-load/config.mjs';

const Database = requireFromServer('better-sqlite3');

export async function groupAllScreens({ gql, url, operator, dataDir, playlistId }) {
  const { createScreenGroup } = await gql(
    url,
    'mutation($n: String!) { createScreenGroup(name: $n) { _id } }',
    { n: `Fleet ${Date.now()}` },
    operator,
  );
  const groupId = createScreenGroup._id;
  const db = new Database(join(dataDir, 'marquee.db'));
  db.pragma('busy_timeout = 10000');
  const now = new Date().toISOString();
  db.transaction(() => {
    db.prepare('update devices set published_collection = null, published_entity_id = null').run();
    const insert = db.prepare(
      'insert or ignore into screen_group_members (id, account_id, group_id, device_id, added_at) values (?, ?, ?, ?, ?)',
    );
    for (const d of db.prepare('select id, account_id from devices').all())
      insert.run(randomUUID(), d.account_id, groupId, d.id, now);
  })();
  db.close();
  await gql(
    url,
    'mutation($c: PublishContentInput!, $t: PublishTargetsInput!) { publishToScreens(content: $c, targets: $t) { screenCount } }',
    { c: { collectionName: 'playlist', entityId: playlistId }, t: { groupIds: [groupId] } },
    operator,
  );
  return groupId;
}
