import { backgroundGroup } from '../shared/BackgroundGroup';
import { endFollowsContent } from '../shared/contentLength';
import { fileGroup } from '../shared/FileGroup';
import type { WidgetEditor } from '../types';
import { pageDurationGroup } from './PageDurationGroup';

const PICK = { title: 'Choose a PDF', kinds: ['pdf'] } as const;

/** Editor groups and creation shared by the PDF item and a presentation scene's item. */
export const pdfLikeEditor = (type: string): WidgetEditor => ({
  type,
  toolbarGroups: [pageDurationGroup, backgroundGroup, fileGroup(PICK.title, PICK.kinds)],
  create: async ({ pickFile }) => {
    const file = await pickFile(PICK);
    return file ? { fileId: file._id } : null;
  },
  // Its length is pages × seconds per page: a new file or page duration moves the end.
  update: endFollowsContent,
});

export const pdfEditor = pdfLikeEditor('pdf');
