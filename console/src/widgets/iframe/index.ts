import { iframeVideoId } from '@marquee/sdk';
import { endFollowsVideo } from '../youtube/videoEnd';
import type { WidgetEditor } from '../types';
import { addressGroup } from './AddressGroup';
import { layoutGroup, refreshGroup } from './DisplayGroups';

export const iframeEditor: WidgetEditor = {
  type: 'iframe',
  toolbarGroups: [addressGroup, layoutGroup, refreshGroup],
  // No file to pick: a new item starts empty and its address is typed into its toolbar. A
  // YouTube address plays as a video, whose length then sets the end.
  update: endFollowsVideo(iframeVideoId),
};
