// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatPairingCode, PairingScreen } from './PairingScreen.js';

afterEach(cleanup);

describe('PairingScreen', () => {
  it('shows the code in two groups, the pairing page and a QR code as SVG', async () => {
    render(
      <PairingScreen code="7k3m9qxd" qrTarget="http://screens.test/devices?pairingCode=7k3m9qxd" />,
    );
    expect(screen.getByTestId('pairing-code').textContent).toBe('7K3M-9QXD');
    expect(screen.getByTestId('pairing-instruction').textContent).toBe(
      'Open http://screens.test/devices or scan the code to pair this screen',
    );
    await waitFor(() =>
      expect(screen.getByTestId('pairing-qr').querySelector('svg')).not.toBeNull(),
    );
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('pairingCode=7k3m9qxd');
  });

  it('keeps a code that already has a dash', () => {
    expect(formatPairingCode('7K3M-9QXD')).toBe('7K3M-9QXD');
  });
});
