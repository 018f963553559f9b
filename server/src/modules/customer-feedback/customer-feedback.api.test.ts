import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../../test/harness.js';
import { ANSWERS_PER_PHONE, PHONE_ANSWERS_PER_SCREEN } from './limits.js';
import { FORM_MESSAGES } from './public-page.js';

// A feedback item asks a question on a screen. Visitors answer by touch (the player's outbox
// sends the answers, maybe twice) or on their phone through the item's QR code (a public form).
// The operator sees every answer once, counted by question, screen and day, and as CSV.

const ITEM_ID = 'feedback-item';
const QUESTION = 'How was the coffee?';

const feedbackScene = {
  name: 'Feedback',
  type: 'slides',
  sceneItems: [
    {
      _id: ITEM_ID,
      start: 0,
      end: 60,
      x: 10,
      y: 10,
      w: 80,
      h: 80,
      rotation: 0,
      item: { type: 'customer_feedback', body: { question: QUESTION, answerStyle: 'smileys' } },
    },
  ],
};

const REPORT = `query($from: String, $to: String, $limit: Int) {
  customerFeedback(from: $from, to: $to, limit: $limit) {
    total averageScore csvPath
    answers { deviceName question score channel day }
    byQuestion { label answers averageScore scoreCounts }
    byScreen { label answers }
    byDay { key answers }
  }
}`;

interface Report {
  total: number;
  averageScore: number | null;
  csvPath: string;
  answers: { deviceName: string; question: string; score: number; channel: string }[];
  byQuestion: { label: string; answers: number; averageScore: number; scoreCounts: number[] }[];
  byScreen: { label: string; answers: number }[];
  byDay: { key: string; answers: number }[];
}

describe('customer feedback', () => {
  let t: TestServer;
  let operator: string;
  let screen: { deviceId: string; deviceToken: string };
  let sceneId: string;
  let formUrl: string;
  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    screen = await t.pairDevice(operator, 'Café counter');
    const created = await t.gql<{ createScene: { _id: string } }>(
      'mutation($input: CreateSceneInput!) { createScene(input: $input) { _id } }',
      { input: feedbackScene },
      { token: operator },
    );
    sceneId = created.data!.createScene._id;
  });
  afterAll(() => t.close());

  const report = async () =>
    (await t.gql<{ customerFeedback: Report }>(REPORT, {}, { token: operator })).data!
      .customerFeedback;
  const touch = (answers: unknown[]) =>
    t.gql<{ recordCustomerFeedbackAnswers: { accepted: number; acknowledgedIds: string[] } }>(
      `mutation($a: [CustomerFeedbackAnswerInput!]!) {
        recordCustomerFeedbackAnswers(answers: $a) { accepted duplicates acknowledgedIds }
      }`,
      { a: answers },
      { token: screen.deviceToken },
    );
  const touchAnswer = (id: string, score: number) => ({
    id,
    sceneId,
    itemId: ITEM_ID,
    question: QUESTION,
    score,
    answeredAt: '2030-01-01T08:30:00.000Z',
  });
  const formLink = (itemId = ITEM_ID, token = screen.deviceToken) =>
    t.gql<{ customerFeedbackFormLink: { path: string } }>(
      'mutation($s: ID!, $i: ID!) { customerFeedbackFormLink(sceneId: $s, itemId: $i) { path } }',
      { s: sceneId, i: itemId },
      { token },
    );
  const nonceOf = (html: string) => /name="nonce" value="([^"]+)"/.exec(html)![1]!;
  const post = (url: string, body: string, cookie?: string) =>
    fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(cookie ? { cookie } : {}),
      },
      body,
    });

  it('stores a touch answer once however often the outbox sends it', async () => {
    const batch = [touchAnswer('touch-1', 5), touchAnswer('touch-2', 4)];
    const first = await touch(batch);
    expect(first.data!.recordCustomerFeedbackAnswers.accepted).toBe(2);
    const again = await Promise.all([touch(batch), touch(batch)]);
    for (const result of again) {
      expect(result.data!.recordCustomerFeedbackAnswers.accepted).toBe(0);
      expect(result.data!.recordCustomerFeedbackAnswers.acknowledgedIds).toEqual([
        'touch-1',
        'touch-2',
      ]);
    }
    const seen = await report();
    expect(seen.total).toBe(2);
    expect(seen.byQuestion).toEqual([
      { label: QUESTION, answers: 2, averageScore: 4.5, scoreCounts: [0, 0, 0, 1, 1] },
    ]);
    expect(seen.byScreen).toEqual([{ label: 'Café counter', answers: 2 }]);
  });

  it('refuses a score outside 1 to 5 and operators sending answers', async () => {
    const bad = await touch([touchAnswer('touch-bad', 6)]);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const asOperator = await t.gql(
      'mutation($a: [CustomerFeedbackAnswerInput!]!) { recordCustomerFeedbackAnswers(answers: $a) { accepted } }',
      { a: [touchAnswer('touch-op', 3)] },
      { token: operator },
    );
    expect(asOperator.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('gives a screen one stable form address per item, and none for an unknown item', async () => {
    const first = await formLink();
    const second = await formLink();
    expect(first.data!.customerFeedbackFormLink.path).toMatch(/^\/feedback\/[\w-]{43}$/);
    expect(second.data!.customerFeedbackFormLink.path).toBe(
      first.data!.customerFeedbackFormLink.path,
    );
    formUrl = `${t.url}${first.data!.customerFeedbackFormLink.path}`;
    const unknown = await formLink('no-such-item');
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('takes a phone answer through the public form, once per form', async () => {
    const page = await fetch(formUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(QUESTION);
    const cookie = page.headers.get('set-cookie')!.split(';')[0]!;
    const body = `nonce=${nonceOf(html)}&score=2`;
    const answered = await post(formUrl, body, cookie);
    expect(answered.status).toBe(200);
    expect(await answered.text()).toContain(FORM_MESSAGES.thanks);
    // The same form sent again (a double tap, a reload) thanks again and stores nothing more.
    expect((await post(formUrl, body, cookie)).status).toBe(200);
    const seen = await report();
    expect(seen.total).toBe(3);
    expect(seen.answers.filter((a) => a.channel === 'phone')).toEqual([
      expect.objectContaining({ score: 2, question: QUESTION, deviceName: 'Café counter' }),
    ]);
  });

  it('says so when the token is wrong or the answer is missing', async () => {
    const gone = await fetch(`${t.url}/feedback/${'x'.repeat(43)}`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain(FORM_MESSAGES.gone);
    const html = await (await fetch(formUrl)).text();
    const noScore = await post(formUrl, `nonce=${nonceOf(html)}`);
    expect(noScore.status).toBe(400);
    expect(await noScore.text()).toContain(FORM_MESSAGES.noScore);
    const huge = await post(formUrl, `nonce=${nonceOf(html)}&score=1&x=${'a'.repeat(100_000)}`);
    expect(huge.status).toBe(413);
  });

  it('holds the per-phone limit under 200 parallel posts', async () => {
    const before = (await report()).total;
    const cookie = 'marquee_feedback_phone=AAAAAAAAAAAAAAAAAAAAAA';
    const nonces = Array.from({ length: 200 }, (_, i) => `n${String(i).padStart(21, '0')}`);
    const answers = await Promise.all(
      nonces.map((nonce) => post(formUrl, `nonce=${nonce}&score=3`, cookie)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(ANSWERS_PER_PHONE.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - ANSWERS_PER_PHONE.limit);
    const refused = answers.find((a) => a.status === 429)!;
    expect(await refused.text()).toContain(FORM_MESSAGES.tooMany);
    expect((await report()).total).toBe(before + ANSWERS_PER_PHONE.limit);
  });

  it('holds the per-screen limit under 200 parallel posts from different phones', async () => {
    // A new minute: the screen's window opens afresh (the per-phone one spans ten minutes).
    t.clock.advance(60_000);
    const before = (await report()).total;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const id = `p${String(i).padStart(21, '0')}`;
        return post(formUrl, `nonce=${id}&score=4`, `marquee_feedback_phone=${id}`);
      }),
    );
    const stored = answers.filter((a) => a.status === 200).length;
    expect(stored).toBe(PHONE_ANSWERS_PER_SCREEN.limit);
    expect((await report()).total).toBe(before + stored);
  });

  it('exports the answers as CSV for the signed-in operator only', async () => {
    const { csvPath } = await report();
    const anonymous = await fetch(`${t.url}${csvPath}`);
    expect(anonymous.status).toBe(401);
    const csv = await fetch(`${t.url}${csvPath}`, {
      headers: { authorization: `Bearer ${operator}` },
    });
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('answeredAt,day,screen,question,score,answer,channel');
    expect(lines.some((l) => l.includes('Café counter,How was the coffee?,2,Unhappy,phone'))).toBe(
      true,
    );
    expect(lines.filter((l) => l.endsWith(',touch'))).toHaveLength(2);
  });

  it('refuses a period over a year, a list too long, and a day that does not exist', async () => {
    const result = await t.gql(
      REPORT,
      { from: '2028-01-01', to: '2030-01-01' },
      { token: operator },
    );
    expect(result.errors?.[0]?.message).toBe('Choose at most 366 days');
    const many = await t.gql(REPORT, { limit: 501 }, { token: operator });
    expect(many.errors?.[0]?.message).toBe('Ask for 1 to 500 answers');
    const noDay = await t.gql(REPORT, { from: '2030-02-30' }, { token: operator });
    expect(noDay.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('reads days left blank as not given: the default period', async () => {
    const blank = await t.gql<{ customerFeedback: Report }>(
      REPORT,
      { from: '', to: '' },
      { token: operator },
    );
    expect(blank.errors).toBeUndefined();
    expect(blank.data!.customerFeedback).toEqual(await report());
  });
});
