import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage, user } from '../../test/fakeApi';
import { SignUpPage } from './AccountFlowPages';
import { emailError, repeatError, requiredError } from './formErrors';
import { TextForm } from './TextForm';

afterEach(cleanup);

describe('form errors', () => {
  it('are the exact texts', () => {
    expect(requiredError('  ')).toBe('Required');
    expect(emailError('')).toBe('Required');
    expect(emailError('someone@')).toBe('Incorrect e-mail format');
    expect(emailError(' someone@example.com ')).toBeUndefined();
    expect(repeatError('secret-1', '')).toBe('Required');
    expect(repeatError('secret-1', 'secret-2')).toBe('Passwords dont match');
    expect(repeatError('secret-1', 'secret-1')).toBeUndefined();
  });

  it('show on the sign-up form once fields are left or a submit is tried, and nothing is sent', async () => {
    const api = fakeApi({ SignUp: () => ({ signUp: true }) });
    renderPage(<SignUpPage />, { api, path: '/sign-up' });
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'someone@');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.type(screen.getByLabelText('Repeat password'), 'secret-2');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    screen.getByText('Required');
    screen.getByText('Incorrect e-mail format');
    screen.getByText('Passwords dont match');
    expect(api.calls).toEqual([]);
  });

  it('sends the partnerAccountId of /sign-up?partnerAccountId= with the new account', async () => {
    const api = fakeApi({ SignUp: () => ({ signUp: true }) });
    renderPage(<SignUpPage />, { api, path: '/sign-up?partnerAccountId=p-42' });
    await user.type(screen.getByRole('textbox', { name: 'Organization name' }), 'Cafe');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'owner@cafe.example');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.type(screen.getByLabelText('Repeat password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await vi.waitFor(() => expect(api.sent('SignUp')).toHaveLength(1));
    expect(api.sent('SignUp')[0]).toEqual({
      input: {
        email: 'owner@cafe.example',
        password: 'secret-1',
        accountName: 'Cafe',
        partnerAccountId: 'p-42',
      },
    });
  });
});

describe('basic form', () => {
  it('keeps submit disabled until a field changes, and again when changed back', async () => {
    const onSubmit = vi.fn(async () => {});
    renderPage(
      <TextForm
        submitLabel="Save"
        fields={[{ name: 'name', label: 'Name', initial: 'Lobby', validate: requiredError }]}
        onSubmit={onSubmit}
      />,
      { api: fakeApi({}) },
    );
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    await user.type(name, 's');
    expect(save.getAttribute('aria-disabled')).toBeNull();
    await user.type(name, '{Backspace}');
    expect(save.getAttribute('aria-disabled')).toBe('true');

    await user.clear(name);
    await user.click(save);
    screen.getByText('Required');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(name, 'Atrium');
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Atrium' });
  });

  it('shows a refused submit above the fields and keeps what was typed', async () => {
    renderPage(
      <TextForm
        submitLabel="Save"
        fields={[{ name: 'name', label: 'Name' }]}
        onSubmit={async () => {
          throw new Error('Name is taken');
        }}
      />,
      { api: fakeApi({}) },
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Lobby');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Name is taken');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Lobby');
  });
});
