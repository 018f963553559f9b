import type { WidgetEditor } from '../types';
import { qrColoursGroup } from './ColoursGroup';
import { qrContentGroup } from './ContentGroup';

export { QR_CODE_TYPE_WARNING } from './qrFields';

/** A new QR code needs no content: it is created as a URL code, black on white. */
export const qrCodeEditor: WidgetEditor = {
  type: 'qrcode',
  toolbarGroups: [qrContentGroup, qrColoursGroup],
};
