import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditLogPage, EMPTY_LOG, NO_MATCHES } from './AuditLogPage';
import { fakeApi, renderPage, user } from '../../test/fakeApi';
import { AUDIT_LOG_ENTRIES } from '../../test/realisticEntries';

afterEach(cleanup);

/** 60 entries, newest first; every third one a file rename, the rest space creations. */
const ENTRIES = Array.from({ length: 60 }, (_, i) => ({
  _id: `e-${i}`,
  createdAt: new Date(Date.UTC(2026, 10, 1, 0, 60 - i)).toISOString(),
  actor: 'admin@example.com',
  action: i % 3 === 0 ? 'updateFile' : 'createSpace',
  entityType: i % 3 === 0 ? 'File' : 'Space',
  changes: i % 3 === 0 ? { id: `f-${i}`, data: { originalName: `Poster ${i}.jpg` } } : {},
  subjects: [
    i % 3 === 0
      ? { kind: 'file', name: `Poster ${i}.jpg`, deleted: false }
      : { kind: 'space', name: `Floor ${i}`, deleted: false },
  ],
}));

interface AuditRow {
  entityType: string;
  subjects: readonly { kind: string; name: string | null; deleted: boolean }[];
}

function logServer(entries: readonly AuditRow[] = ENTRIES) {
  return fakeApi({
    AuditLog: (v) => {
      const filter = (v.filter ?? {}) as { entityType?: string | null };
      const hits = entries.filter((e) => !filter.entityType || e.entityType === filter.entityType);
      const offset = Number(v.offset ?? 0);
      return {
        auditLog: { total: hits.length, items: hits.slice(offset, offset + Number(v.limit)) },
      };
    },
  });
}

const sentences = () =>
  within(screen.getByRole('list', { name: 'Audit log' }))
    .getAllByRole('listitem')
    .map((item) => item.firstChild!.textContent);

describe('/account/audit-log', () => {
  it('says what happened in sentences that name things, never codes, ids or JSON', async () => {
    renderPage(<AuditLogPage />, { api: logServer(AUDIT_LOG_ENTRIES) });
    await screen.findByText('1-7 of 7');
    expect(sentences()).toEqual([
      'Published Demo playlist to Counter',
      'Rebooted Counter (deleted since)',
      'Invited jane@example.com as Editors',
      'Removed the screen Counter',
      'Added 3 files to Lunch menu',
      'Changed the menu board location Main street',
      'Deleted the schedule Night',
    ]);
    const list = screen.getByRole('list', { name: 'Audit log' });
    expect(list.textContent).not.toMatch(/publishToDevice|deviceId|\{"|01a21f7c/);
    within(list).getAllByText(/^admin@example\.com · /);
  });

  it('pages through the entries 25 at a time', async () => {
    renderPage(<AuditLogPage />, { api: logServer() });
    await screen.findByText('1-25 of 60');
    expect(sentences()[0]).toBe('Changed the file Poster 0.jpg');
    const newer = screen.getByRole<HTMLButtonElement>('button', { name: 'Newer' });
    const older = screen.getByRole<HTMLButtonElement>('button', { name: 'Older' });
    // Out of reach, yet still in the Tab order: a keyboard user finds it and hears why.
    expect(newer.getAttribute('aria-disabled')).toBe('true');
    expect(newer.disabled).toBe(false);

    await user.click(older);
    await screen.findByText('26-50 of 60');
    await user.click(older);
    await screen.findByText('51-60 of 60');
    expect(sentences()).toHaveLength(10);
    expect(older.getAttribute('aria-disabled')).toBe('true');
    await user.click(older);
    expect(sentences()).toHaveLength(10);
    await user.click(newer);
    await screen.findByText('26-50 of 60');
    expect(sentences()[0]).toBe('Created the space Floor 25');
  });

  it('shows changes to one kind of thing, starting again at the first page', async () => {
    const api = logServer();
    renderPage(<AuditLogPage />, { api });
    await screen.findByText('1-25 of 60');
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByText('26-50 of 60');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Show changes to' }),
      'Media files',
    );
    await screen.findByText('1-20 of 20');
    await waitFor(() =>
      expect(sentences().every((s) => s!.startsWith('Changed the file'))).toBe(true),
    );
    expect(api.sent('AuditLog').at(-1)).toEqual({
      filter: { entityType: 'File' },
      offset: 0,
      limit: 25,
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show changes to' }), 'Scenes');
    await screen.findByText(NO_MATCHES);
    expect(screen.queryByRole('list', { name: 'Audit log' })).toBeNull();
    expect(screen.queryByText(/of 0/)).toBeNull();
  });

  it('says plainly that nothing has happened yet in a new account', async () => {
    renderPage(<AuditLogPage />, {
      api: fakeApi({ AuditLog: () => ({ auditLog: { total: 0, items: [] } }) }),
    });
    await screen.findByText(EMPTY_LOG);
    expect(screen.queryByRole('list', { name: 'Audit log' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Older' })).toBeNull();
  });
});
