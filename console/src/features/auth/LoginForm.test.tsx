import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { LoginForm } from './LoginForm';

afterEach(cleanup);

const fields = () => ({
  email: screen.getByLabelText(/E-mail/),
  password: screen.getByLabelText(/Password/),
  submit: screen.getByRole('button', { name: 'Sign in' }),
});

describe('LoginForm', () => {
  it('asks for both fields when submitted empty and does not sign in', async () => {
    const onSignIn = vi.fn(async () => {});
    renderWithTheme(<LoginForm onSignIn={onSignIn} />);

    await userEvent.click(fields().submit);

    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail address', async () => {
    const onSignIn = vi.fn(async () => {});
    renderWithTheme(<LoginForm onSignIn={onSignIn} />);

    await userEvent.type(fields().email, 'admin.marquee.local');
    await userEvent.type(fields().password, 'marquee-demo');
    await userEvent.click(fields().submit);

    screen.getByText('Incorrect e-mail format');
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('signs in with what the user typed', async () => {
    const onSignIn = vi.fn(async () => {});
    renderWithTheme(<LoginForm onSignIn={onSignIn} />);

    await userEvent.type(fields().email, 'admin@marquee.local');
    await userEvent.type(fields().password, 'marquee-demo');
    await userEvent.click(fields().submit);

    expect(onSignIn).toHaveBeenCalledWith({
      email: 'admin@marquee.local',
      password: 'marquee-demo',
    });
    expect(screen.queryByText('Required')).toBeNull();
  });

  it('shows the server error and keeps what was typed', async () => {
    const onSignIn = vi.fn(async () => {
      throw new Error('Wrong e-mail or password');
    });
    renderWithTheme(<LoginForm onSignIn={onSignIn} />);

    await userEvent.type(fields().email, 'admin@marquee.local');
    await userEvent.type(fields().password, 'wrong');
    await userEvent.click(fields().submit);

    await screen.findByText('Wrong e-mail or password');
    expect((fields().email as HTMLInputElement).value).toBe('admin@marquee.local');
    expect(fields().submit.getAttribute('aria-disabled')).toBeNull();
  });

  it('shows a notice when the session expired', () => {
    renderWithTheme(
      <LoginForm
        onSignIn={async () => {}}
        notice="Your session has expired. Please sign in again."
      />,
    );
    screen.getByText('Your session has expired. Please sign in again.');
  });
});
