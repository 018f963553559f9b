import { PROFILE_MESSAGES } from '@marquee/sdk/model';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, fakeApi, renderPage, user } from '../../test/fakeApi';
import { ContactForm } from './ContactForm';

afterEach(cleanup);

function profileServer(refuseCountry = false) {
  let stored = { phone: null as string | null, country: null as string | null };
  const me = () => ({
    __typename: 'User',
    _id: 'u-admin',
    phoneNumber: stored.phone ? { __typename: 'UserPhone', phone: stored.phone } : null,
    countryCode: stored.country,
  });
  return fakeApi({
    MyContactDetails: () => ({ currentUser: me() }),
    UpdateMyContactDetails: (v) => {
      const input = v.input as { phoneNumber: string; countryCode: string };
      if (refuseCountry) {
        throw new ApiError(PROFILE_MESSAGES.country, {
          code: 'BAD_USER_INPUT',
          fieldErrors: [{ path: 'countryCode', message: PROFILE_MESSAGES.country }],
        });
      }
      stored = { phone: input.phoneNumber || null, country: input.countryCode || null };
      return { updateMyProfile: me() };
    },
  });
}

const phone = () => screen.getByRole('textbox', { name: /Phone number/ });
const country = () => screen.getByRole('combobox', { name: 'Country' });
const save = () => screen.getByRole('button', { name: 'Save contact details' });

describe('my profile: contact details', () => {
  it('refuses a bad phone beside its field without asking the server', async () => {
    const api = profileServer();
    renderPage(<ContactForm />, { api });
    await user.type(await screen.findByRole('textbox', { name: /Phone number/ }), '601 234');
    await user.click(save());
    const field = phone().closest('.fui-Field');
    expect(field?.textContent).toContain(PROFILE_MESSAGES.phone);
    expect(api.sent('UpdateMyContactDetails')).toEqual([]);
  });

  it('saves the phone in international format and a country chosen by name', async () => {
    const api = profileServer();
    renderPage(<ContactForm />, { api });
    await user.type(
      await screen.findByRole('textbox', { name: /Phone number/ }),
      '+420 601 234 567',
    );
    await user.selectOptions(country(), 'CZ');
    expect((country() as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Czechia');
    await user.click(save());
    expect(api.sent('UpdateMyContactDetails')).toEqual([
      { input: { phoneNumber: '+420601234567', countryCode: 'CZ' } },
    ]);
    await screen.findByText('Saved.');
    expect((phone() as HTMLInputElement).value).toBe('+420601234567');
  });

  it('shows the server refusing a field beside that field', async () => {
    renderPage(<ContactForm />, { api: profileServer(true) });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'DE');
    await user.click(save());
    await screen.findByText(PROFILE_MESSAGES.country);
    expect(country().closest('.fui-Field')?.textContent).toContain(PROFILE_MESSAGES.country);
  });

  it('bounds the phone field', async () => {
    renderPage(<ContactForm />, { api: profileServer() });
    const input = await screen.findByRole<HTMLInputElement>('textbox', { name: /Phone number/ });
    expect(input.maxLength).toBe(32);
  });
});
