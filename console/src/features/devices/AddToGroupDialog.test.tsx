import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage, user } from '../../test/fakeApi';
import { AddToGroupDialog } from './AddToGroupDialog';

afterEach(cleanup);

const group = (_id: string, name: string) => ({
  __typename: 'ScreenGroup',
  _id,
  name,
  createdAt: '2026-11-30T00:00:00.000Z',
  screenCount: 2,
  publishedAt: null,
  publishedContent: null,
});

describe('adding screens to a group', () => {
  it('chooses no group for the operator among several', async () => {
    const added = vi.fn();
    const api = fakeApi({
      ScreenGroups: () => ({
        screenGroups: [group('g1', 'Brno shop'), group('g2', 'Prague shop')],
      }),
      AddScreensToGroup: (v) => {
        added(v);
        return { addScreensToGroup: group(String(v.groupId), 'Prague shop') };
      },
    });
    renderPage(<AddToGroupDialog deviceIds={['d1']} onClose={() => {}} onAdded={() => {}} />, {
      api,
    });
    const select = await screen.findByTestId<HTMLSelectElement>('add-to-group-select');
    expect(select.selectedOptions[0]?.textContent).toBe('Choose a group');
    const submit = screen.getByTestId('add-to-group-submit');
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    await user.selectOptions(select, 'g2');
    expect(submit.getAttribute('aria-disabled')).not.toBe('true');
    await user.click(submit);
    await vi.waitFor(() =>
      expect(added).toHaveBeenCalledWith({ groupId: 'g2', deviceIds: ['d1'] }),
    );
  });
});
