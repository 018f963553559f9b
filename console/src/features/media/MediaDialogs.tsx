import type { PlayQuotaPeriod } from '@marquee/sdk/model';
import { useSession } from '../../shared/session/session';
import type { MediaFileFragment, MediaFolderFragment } from '../../graphql/generated';
import { PlayQuotasDialog } from './PlayQuotasDialog';
import { PlaySettingsDialog } from './PlaySettingsDialog';
import { PreviewDialog } from './PreviewDialog';
import { PublishFileDialog } from './PublishFileDialog';
import { ShareDialog } from './ShareDialog';
import { RenameDialog } from './RenameDialog';

export type MediaDialog =
  | { kind: 'new-folder' }
  | { kind: 'rename-folder' | 'share-folder'; folder: MediaFolderFragment }
  | {
      kind: 'rename' | 'play-settings' | 'play-quotas' | 'preview' | 'share' | 'publish';
      file: MediaFileFragment;
    };

interface FileData {
  originalName?: string;
  playbackSource?: 'Converted' | 'Original';
  playQuota?: { count: number; period: PlayQuotaPeriod } | null;
  spaceIds?: string[];
  validFrom?: string | null;
  validUntil?: string | null;
  muted?: boolean;
}

interface Props {
  dialog: MediaDialog | null;
  tariffMap: unknown;
  onClose: () => void;
  onCreateFolder: (name: string) => Promise<void>;
  onRenameFolder: (folder: MediaFolderFragment, name: string) => Promise<void>;
  onShareFolder: (folder: MediaFolderFragment, spaceIds: string[]) => Promise<void>;
  onUpdateFile: (file: MediaFileFragment, data: FileData) => Promise<void>;
}

const PLAYBACK_LIMITING = 'playback-limiting';

/** The one dialog the media page has open at a time. */
export function MediaDialogs({ dialog, tariffMap, onClose, ...actions }: Props) {
  const session = useSession();
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'new-folder':
      return (
        <RenameDialog
          title="New folder"
          initialName=""
          onClose={onClose}
          onSave={actions.onCreateFolder}
        />
      );
    case 'rename-folder':
      return (
        <RenameDialog
          title="Rename folder"
          initialName={dialog.folder.name}
          onClose={onClose}
          onSave={(name) => actions.onRenameFolder(dialog.folder, name)}
        />
      );
    case 'rename':
      return (
        <RenameDialog
          title="Rename file"
          initialName={dialog.file.originalName}
          onClose={onClose}
          onSave={(name) => actions.onUpdateFile(dialog.file, { originalName: name })}
        />
      );
    case 'play-settings':
      return (
        <PlaySettingsDialog
          fileName={dialog.file.originalName}
          isVideo={dialog.file.mimetype.startsWith('video/')}
          initial={{
            playbackSource: dialog.file.playbackSource,
            validFrom: dialog.file.validFrom ?? null,
            validUntil: dialog.file.validUntil ?? null,
            muted: dialog.file.muted,
          }}
          onClose={onClose}
          onSave={(settings) => actions.onUpdateFile(dialog.file, settings)}
        />
      );
    case 'play-quotas': {
      const map = (tariffMap ?? {}) as Record<string, string | undefined>;
      return (
        <PlayQuotasDialog
          quota={dialog.file.playQuota ?? null}
          featureEnabled={session.features.has(PLAYBACK_LIMITING)}
          tariff={map[PLAYBACK_LIMITING] ?? 'Enterprise'}
          onClose={onClose}
          onSave={(quota) => actions.onUpdateFile(dialog.file, { playQuota: quota })}
        />
      );
    }
    case 'share':
      return (
        <ShareDialog
          name={dialog.file.originalName}
          spaceIds={dialog.file.spaceIds}
          onClose={onClose}
          onSave={(spaceIds) => actions.onUpdateFile(dialog.file, { spaceIds })}
        />
      );
    case 'share-folder':
      return (
        <ShareDialog
          name={dialog.folder.name}
          spaceIds={dialog.folder.spaceIds}
          onClose={onClose}
          onSave={(spaceIds) => actions.onShareFolder(dialog.folder, spaceIds)}
        />
      );
    case 'publish':
      return (
        <PublishFileDialog
          fileId={dialog.file._id}
          fileName={dialog.file.originalName}
          onClose={onClose}
        />
      );
    case 'preview':
      return <PreviewDialog file={dialog.file} onClose={onClose} />;
  }
}
