import type { QrCodeType } from '@marquee/sdk';

/** Shown for every QR code type but url and text. */
export const QR_CODE_TYPE_WARNING =
  'Please note that this QR code type is not supported on all devices.';

export const warnsAbout = (type: QrCodeType) => type !== 'url' && type !== 'text';

export const QR_CODE_TYPE_LABELS: Record<QrCodeType, string> = {
  url: 'URL',
  email: 'E-mail',
  phone: 'Phone',
  sms: 'SMS',
  text: 'Text',
  wifi: 'Wi-Fi',
};

/** The value's text fields (QrCodeValue, without the type). */
type ValueField = 'url' | 'email' | 'subject' | 'phone' | 'message' | 'text' | 'ssid' | 'password';

export interface QrField {
  name: ValueField;
  label: string;
  /** The input's kind: a line of some type, or several lines. */
  input: 'url' | 'email' | 'tel' | 'text' | 'password' | 'multiline';
}

/** The type decides which fields appear. */
export const QR_CODE_FIELDS: Record<QrCodeType, readonly QrField[]> = {
  url: [{ name: 'url', label: 'URL', input: 'url' }],
  email: [
    { name: 'email', label: 'E-mail', input: 'email' },
    { name: 'subject', label: 'Subject', input: 'text' },
  ],
  phone: [{ name: 'phone', label: 'Phone number', input: 'tel' }],
  sms: [
    { name: 'phone', label: 'Phone number', input: 'tel' },
    { name: 'message', label: 'Message', input: 'multiline' },
  ],
  text: [{ name: 'text', label: 'Text', input: 'multiline' }],
  wifi: [
    { name: 'ssid', label: 'Network name (SSID)', input: 'text' },
    { name: 'password', label: 'Password', input: 'password' },
  ],
};
