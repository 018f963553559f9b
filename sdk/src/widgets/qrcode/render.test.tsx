// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sceneSchema } from '../../model/index.js';
import { QR_QUIET_ZONE_MODULES } from './matrix.js';
import { qrCodeBodySchema, qrCodePayload, qrCodeValueSchema } from './model.js';
import { QrCodeWidget } from './render.js';

afterEach(cleanup);

const valueOf = (fields: Record<string, unknown>) => qrCodeValueSchema.parse(fields);

function drawn(body: Record<string, unknown>) {
  const scene = sceneSchema.parse({
    _id: 's',
    name: 's',
    type: 'slides',
    sceneItems: [
      { _id: 'q', start: 0, end: 5, x: 0, y: 0, w: 30, h: 30, item: { type: 'qrcode', body } },
    ],
  });
  const onReady = vi.fn();
  render(
    <QrCodeWidget
      sceneItem={scene.sceneItems[0]!}
      scene={scene}
      files={new Map()}
      onReady={onReady}
    />,
  );
  return { svg: screen.getByTestId('qrcode-widget'), onReady };
}

/** The dark modules the SVG draws, as a matrix of the code's own size (quiet zone left out). */
function drawnModules(svg: Element): boolean[][] {
  const side = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const size = side - 2 * QR_QUIET_ZONE_MODULES;
  const modules = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const rect of svg.querySelectorAll('g rect')) {
    const [x, y, width] = ['x', 'y', 'width'].map((name) => Number(rect.getAttribute(name)));
    for (let i = 0; i < width!; i++) modules[y!]![x! + i] = true;
  }
  return modules;
}

describe('QR code payload', () => {
  it('encodes each type in the form phones act on', () => {
    expect(qrCodePayload(valueOf({ type: 'url', url: ' https://marquee.test/menu ' }))).toBe(
      'https://marquee.test/menu',
    );
    expect(
      qrCodePayload(valueOf({ type: 'email', email: 'hi@marquee.test', subject: 'Table 4 & co' })),
    ).toBe('mailto:hi@marquee.test?subject=Table%204%20%26%20co');
    expect(qrCodePayload(valueOf({ type: 'email', email: 'hi@marquee.test' }))).toBe(
      'mailto:hi@marquee.test',
    );
    expect(qrCodePayload(valueOf({ type: 'phone', phone: '+420 123 456 789' }))).toBe(
      'tel:+420 123 456 789',
    );
    expect(qrCodePayload(valueOf({ type: 'sms', phone: '+420123', message: 'Order: 2' }))).toBe(
      'SMSTO:+420123:Order: 2',
    );
    expect(qrCodePayload(valueOf({ type: 'text', text: 'Hello\nworld' }))).toBe('Hello\nworld');
  });

  it('escapes the Wi-Fi format special characters, and joins an open network without password', () => {
    expect(
      qrCodePayload(valueOf({ type: 'wifi', ssid: 'Café;"Guest"', password: 'a\\b,c:d;e' })),
    ).toBe('WIFI:T:WPA;S:Café\\;\\"Guest\\";P:a\\\\b\\,c\\:d\\;e;;');
    expect(qrCodePayload(valueOf({ type: 'wifi', ssid: 'Lobby' }))).toBe('WIFI:T:nopass;S:Lobby;;');
  });

  it('gives a new body a URL code in black on white', () => {
    const body = qrCodeBodySchema.parse({});
    expect(body.value.type).toBe('url');
    expect(body.foregroundColor).toBe('#000000');
    expect(body.backgroundColor).toBe('#ffffff');
  });
});

describe('QrCodeWidget', () => {
  it('draws the modules of the payload code inside a quiet zone, and is ready at once', () => {
    const { svg, onReady } = drawn({
      value: { type: 'wifi', ssid: 'Lobby', password: 'secret' },
      foregroundColor: '#112233',
    });
    const expected = encode('WIFI:T:WPA;S:Lobby;P:secret;;', { ecc: 'M', border: 0 });
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${expected.size + 8} ${expected.size + 8}`);
    expect(drawnModules(svg)).toEqual(expected.data);
    expect(svg.querySelector('g')!.getAttribute('fill')).toBe('#112233');
    expect(onReady).toHaveBeenCalledOnce();
  });

  it('grows the matrix with a longer payload', () => {
    const short = drawnModules(drawn({ value: { type: 'text', text: 'hi' } }).svg).length;
    cleanup();
    const long = drawnModules(drawn({ value: { type: 'text', text: 'x'.repeat(300) } }).svg);
    expect(long.length).toBe(encode('x'.repeat(300), { ecc: 'M', border: 0 }).size);
    expect(long.length).toBeGreaterThan(short);
  });

  it('shows only its background for a value no code can hold', () => {
    const { svg, onReady } = drawn({ value: { type: 'text', text: 'x'.repeat(5000) } });
    expect(svg.querySelectorAll('rect')).toHaveLength(1);
    expect(onReady).toHaveBeenCalledOnce();
  });
});
