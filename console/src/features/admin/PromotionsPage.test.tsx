import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_SESSION, fakeApi, renderPage, user } from '../../test/fakeApi';
import { PromotionsPage } from './PromotionsPage';

afterEach(cleanup);

const SERVICE_ADMIN = { ...ADMIN_SESSION, role: 'ROLE_GOD' as const };

const promotion = (status: string) => ({
  __typename: 'ServicePromotion',
  _id: 'p-1',
  type: 'PROMOTION',
  title: 'Spring sale',
  redirectUrl: null,
  validFrom: null,
  validUntil: '2030-05-01T09:00:00.000Z',
  discountPercents: 30,
  createdAt: '2030-04-01T09:00:00.000Z',
  status,
});

describe('/admin/promotions', () => {
  it('lists promotions and ends one after asking', async () => {
    const api = fakeApi({
      AdminPromotions: () => ({ servicePromotions: [promotion('running')] }),
      AdminEndPromotion: () => ({ endPromotion: promotion('ended') }),
    });
    renderPage(<PromotionsPage />, { api, session: SERVICE_ADMIN });
    const table = await screen.findByRole('table', { name: 'Promotions' });
    within(table).getByText('Running');
    await user.click(within(table).getByRole('button', { name: 'End Spring sale' }));
    // The question's buttons may come a render after its surface on a busy machine.
    const question = await screen.findByRole('alertdialog');
    await user.click(await within(question).findByRole('button', { name: 'End now' }));
    await waitFor(() => expect(api.sent('AdminEndPromotion')).toEqual([{ id: 'p-1' }]));
  });

  it('needs a title and an end before it creates one', async () => {
    const api = fakeApi({
      AdminPromotions: () => ({ servicePromotions: [] }),
      AdminCreatePromotion: () => ({ createPromotion: promotion('scheduled') }),
    });
    renderPage(<PromotionsPage />, { api, session: SERVICE_ADMIN });
    await user.click(await screen.findByRole('button', { name: 'New promotion' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Create' }));
    await waitFor(() => expect(within(dialog).getAllByText('Required')).toHaveLength(2));
    expect(api.sent('AdminCreatePromotion')).toEqual([]);
  });
});
