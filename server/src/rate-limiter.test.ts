import { afterAll, beforeAll } from 'vitest';
import { VirtualClock } from './clock.js';
import { describeRateLimiterContract } from './test/rate-limiter.contract.js';
import { createDbRateLimiter } from './rate-limits.js';
import { TestServer } from './test/harness.js';

// The database's limiter on the suite's database (SQLite or PostgreSQL); two limiters over one
// database stand for two server processes.
let t: TestServer;
beforeAll(async () => {
  t = await TestServer.start();
});
afterAll(async () => {
  await t?.close();
});

describeRateLimiterContract('database', () => {
  const db = t.server.services.db;
  return {
    limiters: [createDbRateLimiter(db), createDbRateLimiter(db)],
    clock: new VirtualClock(),
  };
});
