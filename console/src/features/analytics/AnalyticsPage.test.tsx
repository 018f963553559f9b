import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage, user } from '../../test/fakeApi';
import { AnalyticsPage } from './AnalyticsPage';
import { tableCsv } from './audience';
import { chartTables } from './AudienceCharts';
import { bodyRowsOf, groupName, headersOf } from '../../test/readTable';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const REPORT = {
  from: '2030-01-01T00:00:00.000Z',
  to: '2030-01-08T00:00:00.000Z',
  bucket: 'hour' as const,
  screenCount: 2,
  totalPeople: 42,
  male: 10,
  female: 20,
  dwellSeconds: 75,
  series: [
    { at: '2030-01-01T09:00:00.000Z', people: 30, male: 10, female: 20, minutes: 60 },
    { at: '2030-01-01T10:00:00.000Z', people: 12, male: 0, female: 0, minutes: 12 },
  ],
  ages: ['0-17', '18-24', '25-34', '35-44', '45-54', '55-64', '65+'].map((label, i) => ({
    label,
    people: i === 2 ? 30 : 0,
  })),
  objects: [
    { label: 'person', count: 42 },
    { label: '=cmd', count: 1 },
  ],
  hours: Array.from({ length: 24 }, (_, hour) => ({
    hour,
    people: hour === 9 ? 30 : hour === 10 ? 12 : 0,
  })),
};

function open(path = '/data-integrations/analytics') {
  const asked: Record<string, unknown>[] = [];
  const api = fakeApi({
    AudienceReport: (v) => {
      asked.push(v);
      return { audienceReport: REPORT };
    },
    AnalyticsGroups: () => ({ screenGroups: [{ _id: 'g-1', name: 'Cafes' }] }),
  });
  renderPage(
    <Routes>
      <Route path="/data-integrations/analytics" element={<AnalyticsPage />} />
    </Routes>,
    { api, path },
  );
  return asked;
}

describe('analytics page', () => {
  it('says that no image leaves the screen and shows the audience with its figures', async () => {
    open();
    expect(screen.getByTestId('analytics-privacy').textContent).toMatch(/No image or video/);
    expect((await screen.findByTestId('analytics-total')).textContent).toBe('42');
    // Each figure under its label (Peak hours follow the operator's time zone).
    expect(
      screen
        .getAllByRole('term')
        .slice(0, 3)
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toEqual([
      ['People counted', '42'],
      ['Screens', '2'],
      ['Average dwell', '1 min 15 s'],
    ]);
    expect(screen.getAllByRole('group').map(groupName)).toEqual([
      'Audience over time',
      'Peak hours',
      'Gender',
      'Age',
      'Detected objects',
    ]);
  });

  it('shows a chart as a table on request', async () => {
    open();
    const figure = await screen.findByRole('group', { name: 'Detected objects' });
    await user.click(within(figure).getByRole('button', { name: 'Show table' }));
    const table = within(figure).getByRole('table', { name: 'Detected objects' });
    expect(headersOf(table)).toEqual(['Object', 'Most seen at once, summed by minute']);
    expect(bodyRowsOf(table)).toEqual([
      ['person', '42'],
      ['=cmd', '1'],
    ]);
  });

  it('asks for a group once one is chosen', async () => {
    const asked = open('/data-integrations/analytics?scope=group');
    await waitFor(() => expect(screen.getByLabelText('Screen group').innerHTML).toContain('Cafes'));
    await user.selectOptions(screen.getByLabelText('Screen group'), 'g-1');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ scope: 'group', scopeId: 'g-1' }));
  });

  it("writes each chart's CSV with its figures, and never a formula", () => {
    const tables = chartTables(REPORT);
    expect(tableCsv(tables.objects)).toBe(
      'Object,"Most seen at once, summed by minute"\r\nperson,42\r\n\'=cmd,1\r\n',
    );
    expect(tables.ages.rows).toContainEqual(['25-34', 30]);
    expect(tables.gender.rows).toEqual([
      ['Women', 20],
      ['Men', 10],
    ]);
  });
});
