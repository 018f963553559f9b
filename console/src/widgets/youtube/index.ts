import { readYouTubeBody } from '@marquee/sdk';
import type { WidgetEditor } from '../types';
import { endFollowsVideo } from './videoEnd';
import { videoGroup } from './VideoGroup';

export const youtubeEditor: WidgetEditor = {
  type: 'youtube',
  toolbarGroups: [videoGroup],
  // No file to pick: a new item starts empty and the video is typed into its toolbar.
  update: endFollowsVideo((body) => readYouTubeBody(body).videoId || null),
};
