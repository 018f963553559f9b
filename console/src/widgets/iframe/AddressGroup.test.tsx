import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage, user } from '../../test/fakeApi';
import { renderToolbarGroup } from '../../test/toolbarGroup';
import { addressGroup, FRAMABLE_CHECK_DEBOUNCE_MS, NOT_A_WEB_ADDRESS } from './AddressGroup';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The server's answers by address; anything else can be framed. */
const serverRefusing = (refused: Record<string, string>) =>
  fakeApi({
    CheckUrlFramable: ({ data }) => {
      const { url } = data as { url: string };
      const reason = refused[url];
      return { checkUrlFramable: { isFramable: !reason, reason: reason ?? null } };
    },
  });

const REFUSAL = 'The site does not allow being shown inside other pages (X-Frame-Options: DENY).';

/** The address group over an item whose body follows its changes, as the scene editor does. */
function renderAddress(api: ReturnType<typeof fakeApi>, body: Record<string, unknown> = {}) {
  const { onChange } = renderToolbarGroup(addressGroup, {
    type: 'iframe',
    body,
    followsChanges: true,
    wrapper: (ui) => renderPage(ui, { api }),
  });
  return { onChange, field: screen.getByTestId<HTMLInputElement>('iframe-url') };
}

describe('web page address', () => {
  it('completes a missing scheme with https when the field is left and asks the server', async () => {
    const api = serverRefusing({});
    const { onChange, field } = renderAddress(api);
    await user.type(field, 'example.com/menu');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenCalledWith({
      body: { url: 'https://example.com/menu', duration: undefined },
    });
    await vi.waitFor(() =>
      expect(api.sent('CheckUrlFramable')).toEqual([{ data: { url: 'https://example.com/menu' } }]),
    );
    expect(screen.queryByText(REFUSAL)).toBeNull();
  });

  it("keeps a page that cannot be framed, with the server's reason under the field", async () => {
    const api = serverRefusing({ 'https://bank.example.com': REFUSAL });
    const { onChange, field } = renderAddress(api);
    await user.type(field, 'bank.example.com{Enter}');
    expect(onChange).toHaveBeenCalledWith({
      body: { url: 'https://bank.example.com', duration: undefined },
    });
    await screen.findByText(REFUSAL);

    // Another address: the warning belongs to the old one.
    await user.clear(field);
    await user.type(field, 'https://example.com');
    expect(screen.queryByText(REFUSAL)).toBeNull();
  });

  it('refuses a script address and saves nothing', async () => {
    const api = serverRefusing({});
    const { onChange, field } = renderAddress(api);
    await user.type(field, 'javascript:alert(document.cookie)');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    screen.getByText(NOT_A_WEB_ADDRESS);
    expect(api.sent('CheckUrlFramable')).toEqual([]);
  });

  it('asks the server once typing pauses, before the field is left', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const api = serverRefusing({ 'https://bank.example.com': REFUSAL });
    const { onChange, field } = renderAddress(api, { url: 'https://example.com' });
    expect(field.value).toBe('https://example.com');
    // Typed without user-event, whose wrapper waits on a timer these fake ones would hold.
    fireEvent.change(field, { target: { value: 'bank.example.com' } });
    await act(() => vi.advanceTimersByTimeAsync(FRAMABLE_CHECK_DEBOUNCE_MS - 1));
    expect(api.sent('CheckUrlFramable')).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.sent('CheckUrlFramable')).toEqual([{ data: { url: 'https://bank.example.com' } }]);
    await vi.waitFor(() => screen.getByText(REFUSAL));
    // Only a check: the address is applied when the field is left.
    expect(onChange).not.toHaveBeenCalled();
  });
});
