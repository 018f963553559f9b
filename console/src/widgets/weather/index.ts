import { WEATHER_WIDGET_TYPE } from '@marquee/sdk';
import type { WidgetEditor } from '../types';
import { newWeatherContent } from './accountDefaults';
import { displayGroup } from './DisplayGroup';
import { locationGroup } from './LocationGroup';
import { textsGroup } from './TextsGroup';

export const weatherEditor: WidgetEditor = {
  type: WEATHER_WIDGET_TYPE,
  toolbarGroups: [locationGroup, displayGroup, textsGroup],
  // A new item shows the default place in the account's unit and language.
  create: ({ openDialog }) => newWeatherContent(openDialog),
};
