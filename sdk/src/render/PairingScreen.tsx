import { useEffect, useState } from 'react';

export interface PairingScreenProps {
  /** The pairing code as issued, e.g. "7K3M9QXD" or "7K3M-9QXD". */
  code: string;
  /** What the QR code opens: the console's devices page with the code filled in. */
  qrTarget: string;
}

/** Shows codes in two groups of four, as operators read them out: "7K3M-9QXD". */
export function formatPairingCode(code: string): string {
  const plain = code.replace(/[^0-9a-z]/gi, '').toUpperCase();
  return plain.length === 8 ? `${plain.slice(0, 4)}-${plain.slice(4)}` : code.toUpperCase();
}

/** The URL an operator opens by hand: the devices page, without the code (it is on screen). */
export function pairingPageUrl(qrTarget: string): string {
  try {
    const url = new URL(qrTarget);
    return `${url.origin}${url.pathname}`;
  } catch {
    return qrTarget;
  }
}

/**
 * What an unpaired screen shows: a big code, a QR code of the console link, and how to use them.
 * Readable across a room: sizes follow the viewport's smaller side.
 */
export function PairingScreen({ code, qrTarget }: PairingScreenProps) {
  const [svg, setSvg] = useState<{ target: string; markup: string } | null>(null);

  useEffect(() => {
    let current = true;
    // The encoder loads here, not with the player: a paired screen never draws this.
    import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toString(qrTarget, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then((markup) => {
        if (current) setSvg({ target: qrTarget, markup });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [qrTarget]);

  const url = pairingPageUrl(qrTarget);
  return (
    <main data-testid="pairing-screen" style={screen}>
      <div style={text}>
        <div style={label}>Pairing code</div>
        <div data-testid="pairing-code" style={codeStyle}>
          {formatPairingCode(code)}
        </div>
        <p data-testid="pairing-instruction" style={instruction}>
          Open <strong>{url}</strong> or scan the code to pair this screen
        </p>
      </div>
      <div
        data-testid="pairing-qr"
        role="img"
        aria-label={`QR code of ${qrTarget}`}
        style={qrBox}
        dangerouslySetInnerHTML={svg?.target === qrTarget ? { __html: svg.markup } : undefined}
      />
    </main>
  );
}

const screen = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  alignContent: 'center',
  justifyContent: 'center',
  // Portrait screens put the QR code under the text.
  flexWrap: 'wrap',
  gap: '8vmin',
  padding: '6vmin',
  boxSizing: 'border-box',
  background: 'linear-gradient(135deg, #0f1b2d 0%, #142c4c 100%)',
  color: '#ffffff',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
} as const;
const text = { display: 'flex', flexDirection: 'column', gap: '3vmin', maxWidth: '64vw' } as const;
const label = {
  fontSize: '3.5vmin',
  letterSpacing: '0.2em',
  textTransform: 'uppercase',
  color: '#9fb4d0',
} as const;
const codeStyle = {
  fontFamily: '"DejaVu Sans Mono", Menlo, Consolas, monospace',
  // Nine monospace characters fit 60% of a portrait screen's width at this size.
  fontSize: '9.5vmin',
  fontWeight: 700,
  letterSpacing: '0.08em',
  whiteSpace: 'nowrap',
} as const;
const instruction = {
  margin: 0,
  fontSize: '3.2vmin',
  lineHeight: 1.4,
  color: '#dbe4f0',
  overflowWrap: 'anywhere',
} as const;
const qrBox = {
  flex: 'none',
  width: '38vmin',
  height: '38vmin',
  padding: '2vmin',
  background: '#ffffff',
  borderRadius: '2vmin',
  lineHeight: 0,
} as const;
