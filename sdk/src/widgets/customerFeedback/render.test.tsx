// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedbackAnswer } from '../../model/customerFeedback.js';
import { drawItem, fakeItemData, SERVER_ORIGIN, serverDown } from '../../testing/feedWidgets.js';
import {
  CUSTOMER_FEEDBACK_WIDGET_TYPE,
  FEEDBACK_OUTBOX_KEY,
  FEEDBACK_THANK_YOU_MS,
} from './model.js';
import { CustomerFeedbackWidget } from './render.js';

const FORM_PATH = '/feedback/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));
const wait = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

/** A server that gives the form's address and, while `online`, acknowledges every answer. */
function feedbackServer() {
  const server = { online: true, delivered: [] as FeedbackAnswer[][] };
  const data = fakeItemData((operation, variables) => {
    if (operation === 'CustomerFeedbackFormLink')
      return { customerFeedbackFormLink: { path: FORM_PATH } };
    if (!server.online) serverDown();
    const { answers } = variables as { answers: FeedbackAnswer[] };
    server.delivered.push(answers);
    return { recordCustomerFeedbackAnswers: { acknowledgedIds: answers.map((a) => a.id) } };
  });
  return { ...data, server };
}

const draw = (source: ReturnType<typeof feedbackServer>['source'], body = {}, preview = false) =>
  drawItem(
    CustomerFeedbackWidget,
    source,
    CUSTOMER_FEEDBACK_WIDGET_TYPE,
    { question: 'How was the coffee?', ...body },
    { preview },
  );

describe('CustomerFeedbackWidget', () => {
  it('asks its question with five smileys and a QR code of its form', async () => {
    const { source } = feedbackServer();
    const { onReady } = draw(source);
    expect(onReady).toHaveBeenCalledOnce();
    await settle();
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual([
      'How was the coffee?',
      'Or answer on your phone',
    ]);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      '1: Very unhappy',
      '2: Unhappy',
      '3: Neutral',
      '4: Happy',
      '5: Very happy',
    ]);
    const qr = screen.getByRole('img', { name: 'QR code of the feedback form' });
    expect(qr.dataset.url).toBe(`${SERVER_ORIGIN}${FORM_PATH}`);
  });

  it('shows the numbers 1 to 5 on the scale style, and no QR code when it is off', async () => {
    const { source, sent } = feedbackServer();
    draw(source, { answerStyle: 'scale', showQrCode: false });
    await settle();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(screen.queryByRole('img', { name: 'QR code of the feedback form' })).toBeNull();
    expect(sent).toEqual([]);
  });

  it('thanks for a touch and sends the answer once, also after the server was away', async () => {
    const { source, server, store } = feedbackServer();
    // The outbox says once that answers wait; that is expected here.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.online = false;
    draw(source);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '4: Happy' }));
    expect(screen.getByRole('status').textContent).toBe('Thank you for your feedback!');
    // Touches while it thanks are one visitor's double tap: not answers.
    fireEvent.click(screen.queryAllByRole('button')[0] ?? document.body);
    await wait(FEEDBACK_THANK_YOU_MS);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual([
      'How was the coffee?',
      'Or answer on your phone',
    ]);
    // Kept on the device while the server cannot be reached.
    expect(await store.get(FEEDBACK_OUTBOX_KEY)).toBeDefined();
    expect(server.delivered).toEqual([]);

    server.online = true;
    await wait(60_000);
    expect(server.delivered).toHaveLength(1);
    expect(server.delivered[0]).toEqual([
      expect.objectContaining({ question: 'How was the coffee?', score: 4, itemId: 'i' }),
    ]);
    // Acknowledged: nothing is sent again.
    await wait(10 * 60_000);
    expect(server.delivered).toHaveLength(1);
  });

  it('records nothing in the editor preview, and asks for no form address', async () => {
    const { source, sent } = feedbackServer();
    draw(source, {}, true);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '1: Very unhappy' }));
    expect(screen.getByRole('status').textContent).toBe('Thank you for your feedback!');
    await wait(60_000);
    expect(sent).toEqual([]);
  });
});
