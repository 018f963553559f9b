import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, messageOf, TestServer } from '../../test/harness.js';

// A report's days must exist: an impossible one is refused beside its field, never read as a
// range that matches nothing (an empty report that looks like "no plays").
const REPORT = `query($id: ID!, $from: String, $to: String) {
  proofOfPlayReport(entityType: device, entityId: $id, from: $from, to: $to) { totalPlays }
}`;

describe('proof-of-play report dates', () => {
  let t: TestServer;
  let operator: string;
  let deviceId: string;
  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    ({ deviceId } = await t.pairDevice(operator));
  });
  afterAll(() => t?.close());

  const report = (from: string | null, to: string | null) =>
    t.gql(REPORT, { id: deviceId, from, to }, { token: operator });
  const csv = async (query: string) => {
    const res = await fetch(`${t.url}/api/proof-of-play/device/${deviceId}.csv?${query}`, {
      headers: { authorization: `Bearer ${operator}` },
    });
    return { status: res.status, text: (await res.text()).trim() };
  };

  it.each([
    ['from', '2026-02-30', '"2026-02-30" is not a calendar date'],
    ['to', '2026-99-99', '"2026-99-99" is not a date YYYY-MM-DD'],
    ['from', '2027-02-29', '"2027-02-29" is not a calendar date'],
    ['to', '2026-04-31', '"2026-04-31" is not a calendar date'],
  ])('refuses %s=%s in the query, beside the field', async (field, day, message) => {
    const answer = await report(field === 'from' ? day : null, field === 'to' ? day : null);
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(messageOf(answer)).toBe(`${field}: ${message}`);
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      fieldErrors: [{ path: field, message }],
    });
  });

  it.each([
    ['from=2026-02-30', 'from: "2026-02-30" is not a calendar date'],
    ['from=2026-01-01&to=2026-99-99', 'to: "2026-99-99" is not a date YYYY-MM-DD'],
  ])('refuses %s in the CSV export with 400', async (query, text) => {
    expect(await csv(query)).toEqual({ status: 400, text });
  });

  it('accepts days that exist, leap days included', async () => {
    const answer = await report('2028-02-29', '2028-12-31');
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ proofOfPlayReport: { totalPlays: 0 } });
    expect((await csv('from=2028-02-29&to=2028-12-31')).status).toBe(200);
  });
});
