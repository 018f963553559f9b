import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage } from '../../test/fakeApi';
import { CustomerFeedbackPage } from './CustomerFeedbackPage';
import { bodyRowsOf, cellsOf, groupName } from '../../test/readTable';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const group = (key: string, label: string, scoreCounts: number[]) => {
  const answers = scoreCounts.reduce((n, c) => n + c, 0);
  const sum = scoreCounts.reduce((n, c, i) => n + c * (i + 1), 0);
  return { key, label, answers, averageScore: sum / answers, scoreCounts };
};

const REPORT = {
  total: 3,
  averageScore: 4,
  csvPath: '/api/customer-feedback.csv?from=2030-01-01&to=2030-01-30',
  answers: [
    {
      id: 'a1',
      deviceId: 'd1',
      deviceName: 'Café counter',
      question: 'How was the coffee?',
      score: 5,
      channel: 'phone',
      answeredAt: '2030-01-02T10:00:00.000Z',
      day: '2030-01-02',
    },
    {
      id: 'a2',
      deviceId: 'd1',
      deviceName: 'Café counter',
      question: 'How was the coffee?',
      score: 4,
      channel: 'touch',
      answeredAt: '2030-01-02T09:00:00.000Z',
      day: '2030-01-02',
    },
    {
      id: 'a3',
      deviceId: 'd2',
      deviceName: null,
      question: 'How was the coffee?',
      score: 3,
      channel: 'touch',
      answeredAt: '2030-01-01T09:00:00.000Z',
      day: '2030-01-01',
    },
  ],
  byQuestion: [group('How was the coffee?', 'How was the coffee?', [0, 0, 1, 1, 1])],
  byScreen: [
    group('d1', 'Café counter', [0, 0, 0, 1, 1]),
    group('d2', 'Removed screen', [0, 0, 1, 0, 0]),
  ],
  byDay: [
    group('2030-01-01', '2030-01-01', [0, 0, 1, 0, 0]),
    group('2030-01-02', '2030-01-02', [0, 0, 0, 1, 1]),
  ],
};

const open = (report: typeof REPORT | { total: 0 } = REPORT) => {
  const api = fakeApi({
    CustomerFeedbackReport: () => ({
      customerFeedback: {
        ...REPORT,
        ...report,
        ...(report.total === 0
          ? { averageScore: null, answers: [], byQuestion: [], byScreen: [], byDay: [] }
          : {}),
      },
    }),
  });
  renderPage(
    <Routes>
      <Route path="/data-integrations/customer-feedback" element={<CustomerFeedbackPage />} />
    </Routes>,
    { api, path: '/data-integrations/customer-feedback' },
  );
};

describe('customer feedback page', () => {
  it('lists the answers with charts per day, score, question and screen, and a CSV', async () => {
    open();
    await screen.findByRole('heading', { name: 'Customer feedback' });
    expect(screen.getByTestId('feedback-total').textContent).toBe('3 answers, average 4.0 of 5');
    expect(screen.getAllByRole('group').map(groupName)).toEqual([
      'Answers per day',
      'Answers by score',
      'Answers per question',
      'Answers per screen',
    ]);
    const rows = screen.getAllByTestId('feedback-answer');
    // Every column but When, whose words follow the operator's clock and language.
    expect(rows.map((row) => cellsOf(row).slice(1))).toEqual([
      ['Café counter', 'How was the coffee?', '5 (Very happy)', 'Phone'],
      ['Café counter', 'How was the coffee?', '4 (Happy)', 'Touch'],
      ['Removed screen', 'How was the coffee?', '3 (Neutral)', 'Touch'],
    ]);
    const byScreen = screen.getByRole('table', { name: 'By screen' });
    expect(bodyRowsOf(byScreen)).toEqual([
      ['Café counter', '2', '4.5 of 5'],
      ['Removed screen', '1', '3.0 of 5'],
    ]);
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      REPORT.csvPath,
    );
  });

  it('says how answers come when there are none', async () => {
    open({ total: 0 });
    await screen.findByText(/No answers in this period/);
    expect(screen.queryByRole('group', { name: 'Answers per day' })).toBeNull();
    // No "0 answers, average No answers": the sentence above says it.
    expect(screen.queryByTestId('feedback-total')).toBeNull();
  });
});
