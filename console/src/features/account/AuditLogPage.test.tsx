import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditLogPage, EMPTY_LOG, NO_MATCHES } from './AuditLogPage';
import { fakeApi, renderPage, user } from '../../test/fakeApi';

afterEach(cleanup);

/** 60 entries, newest first; every third one is a file rename, the rest space creations. */
const ENTRIES = Array.from({ length: 60 }, (_, i) => ({
  _id: `e-${i}`,
  createdAt: new Date(Date.UTC(2026, 10, 1, 0, 60 - i)).toISOString(),
  actor: 'admin@example.com',
  action: i % 3 === 0 ? 'updateFile' : 'createSpace',
  entityType: i % 3 === 0 ? 'file' : 'space',
  entityId: `id-${i}`,
  changes: { n: i },
}));

function logServer() {
  return fakeApi({
    AuditLog: (v) => {
      const filter = (v.filter ?? {}) as { action?: string | null; entityType?: string | null };
      const hits = ENTRIES.filter(
        (e) =>
          (!filter.action || e.action === filter.action) &&
          (!filter.entityType || e.entityType === filter.entityType),
      );
      const offset = Number(v.offset ?? 0);
      return {
        auditLog: { total: hits.length, items: hits.slice(offset, offset + Number(v.limit)) },
      };
    },
  });
}

const entityCells = () =>
  within(screen.getByRole('table', { name: 'Audit log' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[3]!.textContent);

describe('/account/audit-log', () => {
  it('pages through the entries 25 at a time', async () => {
    const api = logServer();
    renderPage(<AuditLogPage />, { api });
    await screen.findByText('1-25 of 60');
    expect(entityCells()[0]).toBe('file id-0');
    const newer = screen.getByRole<HTMLButtonElement>('button', { name: 'Newer' });
    const older = screen.getByRole<HTMLButtonElement>('button', { name: 'Older' });
    expect(newer.disabled).toBe(true);

    await user.click(older);
    await screen.findByText('26-50 of 60');
    await user.click(older);
    await screen.findByText('51-60 of 60');
    expect(entityCells()).toHaveLength(10);
    expect(older.disabled).toBe(true);
    await user.click(newer);
    await screen.findByText('26-50 of 60');
    expect(entityCells()[0]).toBe('space id-25');
  });

  it('filters by action and entity type, starting again at the first page', async () => {
    const api = logServer();
    renderPage(<AuditLogPage />, { api });
    await screen.findByText('1-25 of 60');
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByText('26-50 of 60');

    await user.type(screen.getByRole('textbox', { name: 'Action' }), 'updateFile');
    await screen.findByText('1-20 of 20');
    await waitFor(() =>
      expect(new Set(entityCells().map((c) => c.split(' ')[0]))).toEqual(new Set(['file'])),
    );
    expect(api.sent('AuditLog').at(-1)).toEqual({
      filter: { action: 'updateFile', entityType: null },
      offset: 0,
      limit: 25,
    });

    await user.type(screen.getByRole('textbox', { name: 'Entity type' }), 'space');
    await screen.findByText(NO_MATCHES);
    expect(screen.queryByRole('table', { name: 'Audit log' })).toBeNull();
    expect(screen.queryByText(/of 0/)).toBeNull();
  });

  it('says plainly that nothing has happened yet in a new account', async () => {
    renderPage(<AuditLogPage />, {
      api: fakeApi({ AuditLog: () => ({ auditLog: { total: 0, items: [] } }) }),
    });
    await screen.findByText(EMPTY_LOG);
    expect(screen.queryByRole('table', { name: 'Audit log' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Older' })).toBeNull();
  });
});
