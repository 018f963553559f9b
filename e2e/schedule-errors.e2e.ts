// A schedule row that ends when it starts, in the real console against the real server: the
// operator signs in, makes a schedule with two rows, gives the second the same start and end and
// saves (an earlier end is a day part past midnight, which is kept). The refusal sits beside that row's End time, marked invalid and read for it, in words
// (never "playlistTimings.1.timeTo"); both rows keep what was typed. The operator corrects the
// end, saves, is told it is saved, and after a reload the schedule is the corrected one.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, ElementHandle, HTTPResponse, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactsDir, launchChromium, recordConsole } from './support/browser.js';
import { DEMO_ADMIN } from './support/demo.js';
import { startBuiltServer, type RunningServer } from './support/server.js';
import { clickStill, clickWhenDrawn, typeWhenDrawn, WAIT_LIMIT_MS } from './support/waits.js';

const SCHEDULE = 'Shop hours';
const CARD = `[data-testid="schedule"][data-schedule-name="${SCHEDULE}"]`;
const ROW = (n: number) => `${CARD} [role="group"][aria-label="Row ${n}"]`;
const REFUSAL = 'Start and end are the same time: choose when it ends';

let server: RunningServer;
let browser: Browser;
let operator: Page;
const pageLog: string[] = [];

beforeAll(async () => {
  server = await startBuiltServer();
  browser = await launchChromium();
  operator = await browser.newPage();
  await operator.setViewport({ width: 1280, height: 900 });
  recordConsole(operator, pageLog);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (pageLog.length > 0) console.log(`browser console:\n${pageLog.join('\n')}`);
});

/** The answer to the next GraphQL call of this operation, once it has fully arrived. */
async function answerTo(operation: string): Promise<unknown> {
  const res: HTTPResponse = await operator.waitForResponse(
    (r) =>
      r.url().endsWith('/graphql') &&
      (r.request().postData() ?? '').includes(`"operationName":"${operation}"`),
    { timeout: WAIT_LIMIT_MS },
  );
  return res.json();
}

/** A row's field (input or select) by its visible label. */
async function fieldOf(row: number, label: string): Promise<ElementHandle<HTMLInputElement>> {
  const group = (await operator.waitForSelector(ROW(row)))!;
  const field = await group.waitForSelector(`::-p-aria(${label})`);
  return field as ElementHandle<HTMLInputElement>;
}

/** What the rows show: playlist, start, end, one line a row. */
const rowsShown = () =>
  operator.$$eval(`${CARD} [role="group"][aria-label^="Row "]`, (groups) =>
    groups.map((g) =>
      [...g.querySelectorAll<HTMLInputElement | HTMLSelectElement>('select, input')]
        .map((el) => (el instanceof HTMLSelectElement ? el.selectedOptions[0]?.text : el.value))
        .join(' '),
    ),
  );

/**
 * Types a time of day ("18:00") into a row's time field as a person does: clicks its hour, types
 * the digits, and on a 12-hour clock the AM/PM letter Chromium's field asks for.
 */
async function typeTime(row: number, label: string, time: string) {
  const input = await fieldOf(row, label);
  const box = (await input.boundingBox())!;
  await clickStill(input, { offset: { x: 14, y: box.height / 2 } });
  const twelveHour = await operator.evaluate(
    () => new Intl.DateTimeFormat(navigator.language, { hour: 'numeric' }).resolvedOptions().hour12,
  );
  const [h, m] = time.split(':').map(Number) as [number, number];
  const pad = (n: number) => String(n).padStart(2, '0');
  await operator.keyboard.type(
    twelveHour ? `${pad(h % 12 || 12)}${pad(m)}${h < 12 ? 'A' : 'P'}` : `${pad(h)}${pad(m)}`,
  );
  await operator.waitForFunction((el, v) => el.value === v, {}, input, time);
}

describe('a schedule row that ends when it starts', () => {
  it('is refused beside its field, keeps what was typed, and saves once corrected', async () => {
    await operator.goto(`${server.url}/login`);
    await (await operator.waitForSelector('input[name="email"]'))!.type(DEMO_ADMIN.email);
    await typeWhenDrawn(operator, 'input[name="password"]', DEMO_ADMIN.password);
    await clickWhenDrawn(operator, 'button[type="submit"]');
    await operator.waitForFunction(() => !location.pathname.startsWith('/login'), {
      timeout: WAIT_LIMIT_MS,
    });

    // Signed in, the console lands on Screens; once it is drawn the operator opens Schedules.
    await operator.waitForSelector('main h1::-p-text(Screens)', { timeout: WAIT_LIMIT_MS });
    await clickWhenDrawn(operator, 'nav ::-p-text(Schedules)');
    await operator.waitForSelector('main h1::-p-text(Schedules)');
    const name = (await operator.waitForSelector('::-p-aria(New schedule)'))!;
    await name.type(SCHEDULE);
    const created = answerTo('ScheduleList');
    await clickWhenDrawn(operator, '::-p-aria(Create schedule)');
    await created;
    await operator.waitForSelector(CARD);

    // Row 1 from 06:00 (a new day part's start) to 12:00, row 2 from 18:00 to 18:00: the second
    // ends when it starts.
    await clickWhenDrawn(operator, `${CARD} ::-p-aria(Add day part)`);
    await typeTime(1, 'End time', '12:00');
    await clickWhenDrawn(operator, `${CARD} ::-p-aria(Add day part)`);
    await typeTime(2, 'Start time', '18:00');
    await typeTime(2, 'End time', '18:00');
    const typed = ['Every day Demo playlist 06:00 12:00', 'Every day Demo playlist 18:00 18:00'];
    expect(await rowsShown()).toEqual(typed);

    const refused = answerTo('UpdateSchedule');
    await clickWhenDrawn(operator, `${CARD} ::-p-aria(Save)`);
    expect(JSON.stringify(await refused)).toContain(REFUSAL);
    const end = await fieldOf(2, 'End time');
    await operator.waitForFunction((el) => el.getAttribute('aria-invalid') === 'true', {}, end);

    // The message read for the field is the refusal, in words, inside row 2 and just under the
    // field, whole (nothing cut off) and on screen.
    const said = await end.evaluate((input) => {
      const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      const described = ids.map((id) => document.getElementById(id)).filter((el) => el !== null);
      const message = described.find((el) => el.textContent?.trim());
      if (!message) return null;
      const field = input.getBoundingClientRect();
      const box = message.getBoundingClientRect();
      return {
        text: message.textContent?.trim(),
        inRow: message.closest('[role="group"]')?.getAttribute('aria-label'),
        gapBelowField: Math.round(box.top - field.bottom),
        leftOffset: Math.round(box.left - field.left),
        clipped:
          message.scrollWidth > message.clientWidth + 1 ||
          message.scrollHeight > message.clientHeight + 1 ||
          box.right > window.innerWidth,
      };
    });
    expect(said).toEqual({
      text: REFUSAL,
      inRow: 'Row 2',
      gapBelowField: expect.any(Number),
      leftOffset: expect.any(Number),
      clipped: false,
    });
    expect(said!.gapBelowField).toBeGreaterThanOrEqual(0);
    expect(said!.gapBelowField).toBeLessThan(16);
    expect(Math.abs(said!.leftOffset)).toBeLessThan(16);
    expect(await operator.$eval(ROW(2), (g) => (g as HTMLElement).dataset.invalid)).toBe('true');
    expect(await operator.$eval(ROW(1), (g) => g.querySelector('[aria-invalid="true"]'))).toBe(
      null,
    );
    // The message does not move the row around: End time keeps its width and place (the columns
    // of both rows stay lined up), and the row's Delete button keeps its height beside the field.
    const layout = await operator.evaluate(
      (rows) => {
        const endField = (row: string) =>
          document.querySelector(`${row} [data-testid="row-end"]`)!.closest('.fui-Field')!;
        const deleteButton = (row: string) =>
          document
            .querySelector(row)!
            .closest('li')!
            .querySelector('button[aria-label^="Delete "]')!;
        return rows.map((row) => {
          const field = endField(row).getBoundingClientRect();
          const input = endField(row).querySelector('.fui-Input')!.getBoundingClientRect();
          return {
            width: Math.round(field.width),
            left: Math.round(field.left),
            deleteVsInput: Math.round(deleteButton(row).getBoundingClientRect().top - input.top),
          };
        });
      },
      [ROW(1), ROW(2)],
    );
    expect(layout[1]).toEqual(layout[0]);
    // What is shown, and what a screen reader may read (hidden text included), is in words.
    // Hidden text is read node by node: the page's whole textContent runs neighbours together.
    const [shown, readable] = await operator.evaluate(() => {
      const nodes: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) nodes.push(walker.currentNode.textContent ?? '');
      return [document.body.innerText, nodes.join('\n')];
    });
    expect(shown).toContain(`Row 2, End time: ${REFUSAL}`);
    for (const text of [shown, readable])
      expect(text).not.toMatch(/playlistTimings|timeTo|timeFrom|BAD_USER_INPUT/);
    // Nothing typed is lost.
    expect(await rowsShown()).toEqual(typed);
    mkdirSync(artifactsDir, { recursive: true });
    writeFileSync(join(artifactsDir, 'schedule-error.png'), await operator.screenshot());

    // Corrected: row 2 now ends at 20:00; the save goes through and says so.
    await typeTime(2, 'End time', '20:00');
    const saved = answerTo('UpdateSchedule');
    await clickWhenDrawn(operator, `${CARD} ::-p-aria(Save)`);
    expect(JSON.stringify(await saved)).not.toContain('"errors"');
    await operator.waitForSelector('::-p-text(Schedule saved)');
    expect(await operator.$(`${CARD} [aria-invalid="true"]`)).toBe(null);
    expect(await operator.evaluate(() => document.body.innerText)).not.toContain(REFUSAL);

    await operator.reload();
    await operator.waitForSelector(ROW(2));
    expect(await rowsShown()).toEqual([
      'Every day Demo playlist 06:00 12:00',
      'Every day Demo playlist 18:00 20:00',
    ]);
  });
});
