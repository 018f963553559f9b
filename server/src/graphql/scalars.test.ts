import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, TestServer } from '../test/harness.js';

// DateTime arguments name instants that exist: Date.parse alone would read an overflowing day or
// time as a later one ("2026-02-30T10:00:00Z" as 2 March) and the filter would silently shift.
const AUDIT = `query($from: DateTime) { auditLog(filter: { from: $from }) { total } }`;
const AUDIT_LITERAL = (from: string) =>
  `query { auditLog(filter: { from: ${JSON.stringify(from)} }) { total } }`;

describe('the DateTime scalar', () => {
  let t: TestServer;
  let operator: string;
  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
  });
  afterAll(() => t?.close());

  it.each([
    ['2026-02-30T10:00:00Z', '"2026-02-30" is not a calendar date'],
    ['2026-99-99T10:00:00Z', '"2026-99-99" is not a date YYYY-MM-DD'],
    ['2026-01-01T24:00:00Z', 'DateTime must be an ISO 8601 date-time string'],
    ['2026-01-01T10:60:00Z', 'DateTime must be an ISO 8601 date-time string'],
    ['2026-01-01T10:00:00+24:00', 'DateTime must be an ISO 8601 date-time string'],
  ])('refuses %s, as a variable and as a literal', async (value, message) => {
    for (const answer of [
      await t.gql(AUDIT, { from: value }, { token: operator }),
      await t.gql(AUDIT_LITERAL(value), {}, { token: operator }),
    ]) {
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0]?.message).toContain(message);
    }
  });

  it('accepts instants that exist, leap days and zones included', async () => {
    for (const value of ['2028-02-29T23:59:59.999Z', '2026-12-31T23:00:00-05:30']) {
      const answer = await t.gql(AUDIT, { from: value }, { token: operator });
      expect(answer.errors).toBeUndefined();
      expect(codeOf(answer)).toBeUndefined();
    }
  });
});
