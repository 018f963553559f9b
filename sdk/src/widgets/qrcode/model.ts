import { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';

export const QR_CODE_WIDGET_TYPE = 'qrcode';

/** What a QR code can hold; the type decides which fields it uses. */
export const QR_CODE_TYPES = ['url', 'email', 'phone', 'sms', 'text', 'wifi'] as const;
export type QrCodeType = (typeof QR_CODE_TYPES)[number];

/**
 * A new QR code points at a placeholder address, so the item shows a code from the start; the
 * editor's URL field shows what to replace.
 */
export const DEFAULT_QR_CODE_URL = 'https://example.com';

export const qrCodeValueSchema = lazySchema(() =>
  z.looseObject({
    type: z.enum(QR_CODE_TYPES).default('url'),
    url: z.string().default(DEFAULT_QR_CODE_URL),
    email: z.string().default(''),
    subject: z.string().default(''),
    phone: z.string().default(''),
    message: z.string().default(''),
    text: z.string().default(''),
    ssid: z.string().default(''),
    password: z.string().default(''),
  }),
);
export type QrCodeValue = z.infer<typeof qrCodeValueSchema>;

export const qrCodeBodySchema = lazySchema(() =>
  z.looseObject({
    // prefault: the missing value is parsed, so its own defaults fill in.
    value: qrCodeValueSchema.prefault({}),
    foregroundColor: z.string().default('#000000'),
    backgroundColor: z.string().default('#ffffff'),
  }),
);
export type QrCodeBody = z.infer<typeof qrCodeBodySchema>;

/** A body that does not parse falls back to the defaults rather than hiding the code. */
export function readQrCodeBody(body: unknown): QrCodeBody {
  const parsed = qrCodeBodySchema.safeParse(body ?? {});
  return parsed.success ? parsed.data : qrCodeBodySchema.parse({});
}

/** The Wi-Fi format's special characters are escaped with a backslash. */
const escapeWifi = (value: string) => value.replace(/[\\;,:"]/g, (c) => `\\${c}`);

/**
 * The text a QR code of this value encodes, in the forms phone cameras act on: a link, a
 * mailto: draft (the subject URL-encoded), a tel: number, an SMSTO: draft, plain text, or a
 * Wi-Fi network to join (WPA; an open network when no password is set).
 */
export function qrCodePayload(value: QrCodeValue): string {
  switch (value.type) {
    case 'url':
      return value.url.trim();
    case 'email': {
      const subject = value.subject.trim();
      const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
      return `mailto:${value.email.trim()}${query}`;
    }
    case 'phone':
      return `tel:${value.phone.trim()}`;
    case 'sms':
      return `SMSTO:${value.phone.trim()}:${value.message}`;
    case 'text':
      return value.text;
    case 'wifi': {
      const ssid = escapeWifi(value.ssid);
      if (!value.password) return `WIFI:T:nopass;S:${ssid};;`;
      return `WIFI:T:WPA;S:${ssid};P:${escapeWifi(value.password)};;`;
    }
  }
}
