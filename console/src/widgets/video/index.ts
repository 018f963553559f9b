import { backgroundGroup } from '../shared/BackgroundGroup';
import { endFollowsContent } from '../shared/contentLength';
import { fileGroup } from '../shared/FileGroup';
import { sizingGroup } from '../shared/SizingGroup';
import type { WidgetEditor } from '../types';

const PICK = { title: 'Choose a video', kinds: ['video'] } as const;

export const videoEditor: WidgetEditor = {
  type: 'video',
  toolbarGroups: [sizingGroup, backgroundGroup, fileGroup(PICK.title, PICK.kinds)],
  create: async ({ pickFile }) => {
    const file = await pickFile(PICK);
    return file ? { fileId: file._id } : null;
  },
  // A video item lasts its file: a new file moves the end.
  update: endFollowsContent,
};
