import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderPage } from '../../test/fakeApi';
import { ContentSourcePanel } from './ContentSourcePanel';

afterEach(cleanup);

describe('where a screen’s content comes from', () => {
  it('names the emergency broadcast covering the screen and links to it, not "own"', () => {
    renderPage(
      <ContentSourcePanel
        deviceId="d1"
        deviceName="Lobby"
        source={{ kind: 'broadcast', group: null, broadcast: { content: { name: 'Fire drill' } } }}
        groups={[]}
        canClear
        onCleared={() => undefined}
      />,
      { api: fakeApi({}) },
    );
    expect(screen.getByTestId('content-source').textContent).toBe(
      'Content: Emergency broadcast: Fire drill',
    );
    expect(screen.getByRole('link', { name: 'Fire drill' }).getAttribute('href')).toBe(
      '/broadcast',
    );
    // The screen's own publish is not what plays: nothing to clear here.
    expect(screen.queryByTestId('clear-own-content')).toBeNull();
  });
});
