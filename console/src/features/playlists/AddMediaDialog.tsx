import { useQuery } from '@apollo/client/react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { PlaylistMediaFilesDocument } from '../../graphql/generated';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    maxHeight: '50vh',
    overflowY: 'auto',
  },
});

const PLAYABLE = /^(image\/|video\/|application\/pdf$)/;

/** Picks ready media files; each becomes an inline scene item of the playlist. */
export function AddMediaDialog({
  open,
  onClose,
  onAdd,
}: {
  open: boolean;
  onClose: () => void;
  onAdd: (fileIds: string[]) => Promise<void>;
}) {
  const styles = useStyles();
  const { data, loading } = useQuery(PlaylistMediaFilesDocument, {
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  const [picked, setPicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const files = (data?.files ?? []).filter(
    (f) => PLAYABLE.test(f.mimetype) && f.status === 'READY',
  );

  return (
    <Dialog open={open} onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Add media</DialogTitle>
          <DialogContent>
            {loading && !data && <Spinner label="Loading media..." />}
            <div className={styles.list}>
              {files.map((f) => (
                <Checkbox
                  key={f._id}
                  data-testid="media-option"
                  data-file-name={f.originalName}
                  label={f.originalName}
                  checked={picked.includes(f._id)}
                  onChange={(_e, d) =>
                    setPicked((now) =>
                      d.checked ? [...now, f._id] : now.filter((id) => id !== f._id),
                    )
                  }
                />
              ))}
            </div>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button
              appearance="primary"
              data-testid="add-media-submit"
              disabled={picked.length === 0 || busy}
              onClick={() => {
                setBusy(true);
                void onAdd(picked).finally(() => {
                  setBusy(false);
                  setPicked([]);
                });
              }}
            >
              Add {picked.length > 0 ? picked.length : ''}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
