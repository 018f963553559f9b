import type { WidgetEditor } from '../types';
import { clockShowsGroup, clockTextGroup } from './ClockGroups';

/** A new clock needs no content: it is created showing the time and date in white. */
export const clockEditor: WidgetEditor = {
  type: 'clock',
  toolbarGroups: [clockShowsGroup, clockTextGroup],
};
