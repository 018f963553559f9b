import type { WidgetEditor } from '../types';
import { styleGroup, textsGroup } from './DisplayGroups';
import { emulatorGroup } from './EmulatorGroup';

/**
 * A new cashier display needs no content: it welcomes in Czech until a till sends events. The
 * emulator opens first, so the operator can see the display's other states at once.
 */
export const cashierEditor: WidgetEditor = {
  type: 'gs_cashier',
  toolbarGroups: [emulatorGroup, textsGroup, styleGroup],
};
