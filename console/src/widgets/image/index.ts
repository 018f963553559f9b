import { backgroundGroup } from '../shared/BackgroundGroup';
import { fileGroup } from '../shared/FileGroup';
import { sizingGroup } from '../shared/SizingGroup';
import type { WidgetEditor } from '../types';

const PICK = { title: 'Choose an image', kinds: ['image'] } as const;

export const imageEditor: WidgetEditor = {
  type: 'image',
  toolbarGroups: [sizingGroup, backgroundGroup, fileGroup(PICK.title, PICK.kinds)],
  // The image picker shows only image files.
  create: async ({ pickFile }) => {
    const file = await pickFile(PICK);
    return file ? { fileId: file._id } : null;
  },
};
