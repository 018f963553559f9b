import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { ContentPicker } from './ContentPicker';
import { GroupChecklist } from './GroupChecklist';

afterEach(cleanup);

const LABELS = { playlist: 'Playlist', file: 'File' };
const OPTIONS = {
  playlist: [
    { _id: 'p1', name: 'Morning' },
    { _id: 'p2', name: 'Evening' },
  ],
  file: [],
};

function Picker() {
  const [kind, setKind] = useState<'playlist' | 'file'>('playlist');
  const [id, setId] = useState('');
  return (
    <ContentPicker
      kindLabels={LABELS}
      options={OPTIONS}
      loading={false}
      kind={kind}
      onKindChange={setKind}
      chosenId={id}
      onChosenChange={setId}
      emptyText={(label) => `There is no ${label.toLowerCase()} yet.`}
    />
  );
}

function Groups() {
  const [ids, setIds] = useState<readonly string[]>([]);
  return (
    <>
      <GroupChecklist
        groups={[
          { _id: 'g1', name: 'Lobby', screenCount: 3 },
          { _id: 'g2', name: 'Cafe', screenCount: 1 },
        ]}
        checkedIds={ids}
        onChange={setIds}
      />
      <output>{ids.join(',')}</output>
    </>
  );
}

describe('ContentPicker', () => {
  it('offers the newest of a kind by its label; another kind with nothing says so', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Picker />);
    expect(screen.getByLabelText<HTMLSelectElement>('Playlist').value).toBe('p2');
    await user.selectOptions(screen.getByLabelText('Playlist'), 'Morning');
    expect(screen.getByLabelText<HTMLSelectElement>('Playlist').value).toBe('p1');
    await user.selectOptions(screen.getByLabelText('Kind'), 'file');
    expect(screen.getByLabelText<HTMLSelectElement>('Kind').value).toBe('file');
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual([
      'There is no file yet.',
    ]);
    expect(screen.queryByLabelText('File')).toBeNull();
  });
});

describe('GroupChecklist', () => {
  it('is a named set of checkboxes, ticked from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Groups />);
    const set = screen.getByRole('group', { name: 'Groups' });
    const lobby = within(set).getByRole('checkbox', { name: 'Lobby (3)' });
    await user.tab();
    expect(document.activeElement).toBe(lobby);
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('status').textContent).toBe('g1,g2');
  });

  it('shows nothing without groups unless it has words for that', () => {
    const none = { groups: [], checkedIds: [], onChange: () => {} };
    renderWithTheme(<GroupChecklist {...none} />);
    expect(screen.queryByRole('group')).toBeNull();
    cleanup();
    renderWithTheme(<GroupChecklist {...none} emptyText="There are no groups yet." />);
    expect(screen.getByRole('group', { name: 'Groups' }).textContent).toContain(
      'There are no groups yet.',
    );
  });
});
