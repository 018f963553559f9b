import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultBodyOf, defaultWidgets } from '@marquee/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { editorFor, ENABLED_ITEM_TYPES, offeredWidgets } from '../index';
import { renderToolbarGroup } from '../../test/toolbarGroup';
import { qrContentGroup } from './ContentGroup';
import { qrCodeEditor, QR_CODE_TYPE_WARNING } from './index';

afterEach(cleanup);

const user = userEvent.setup({ delay: null });

const renderContent = (value: Record<string, unknown>) =>
  renderToolbarGroup(qrContentGroup, { type: 'qrcode', body: { value } }).onChange;

const shownFields = () =>
  screen.queryAllByTestId(/^qrcode-(?!type)/).map((field) => field.dataset.testid);

describe('QR code editor', () => {
  it('is offered as "QR code", opens on its content, and a new code is a URL', () => {
    const offered = offeredWidgets(defaultWidgets, ENABLED_ITEM_TYPES, (t) => !!editorFor(t));
    const widget = offered.find((w) => w.type === 'qrcode');
    expect(widget?.label).toBe('QR code');
    expect(qrCodeEditor.toolbarGroups[0]).toBe(qrContentGroup);
    expect(qrCodeEditor.create).toBeUndefined();
    expect(defaultBodyOf(widget!)).toMatchObject({ value: { type: 'url' } });
  });

  it('warns for an e-mail code and shows only its fields', () => {
    renderContent({ type: 'email', email: 'hi@marquee.test' });
    expect(screen.getByText(QR_CODE_TYPE_WARNING)).toBeDefined();
    expect(QR_CODE_TYPE_WARNING).toBe(
      'Please note that this QR code type is not supported on all devices.',
    );
    expect(shownFields()).toEqual(['qrcode-email', 'qrcode-subject']);
    expect(screen.getByTestId<HTMLInputElement>('qrcode-email').value).toBe('hi@marquee.test');
  });

  it('does not warn for a URL or a text code', () => {
    renderContent({ type: 'url' });
    expect(screen.queryByText(QR_CODE_TYPE_WARNING)).toBeNull();
    expect(shownFields()).toEqual(['qrcode-url']);
    cleanup();
    renderContent({ type: 'text' });
    expect(screen.queryByText(QR_CODE_TYPE_WARNING)).toBeNull();
    expect(shownFields()).toEqual(['qrcode-text']);
  });

  it('shows the fields of SMS, phone and Wi-Fi codes, each with the warning', () => {
    const expected = {
      sms: ['qrcode-phone', 'qrcode-message'],
      phone: ['qrcode-phone'],
      wifi: ['qrcode-ssid', 'qrcode-password'],
    };
    for (const [type, fields] of Object.entries(expected)) {
      renderContent({ type });
      expect(shownFields(), type).toEqual(fields);
      expect(screen.getByText(QR_CODE_TYPE_WARNING)).toBeDefined();
      cleanup();
    }
  });

  it('changes the type, keeping what the other fields hold', async () => {
    const onChange = renderContent({ type: 'url', url: 'https://marquee.test' });
    await user.selectOptions(screen.getByTestId('qrcode-type'), 'wifi');
    expect(onChange).toHaveBeenCalledWith({
      body: { value: expect.objectContaining({ type: 'wifi', url: 'https://marquee.test' }) },
    });
  });

  it('applies a typed field once, when it is left', async () => {
    const onChange = renderContent({ type: 'url', url: '' });
    await user.type(screen.getByTestId('qrcode-url'), 'https://marquee.test/menu');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenCalledWith({
      body: { value: expect.objectContaining({ type: 'url', url: 'https://marquee.test/menu' }) },
    });
  });
});
