import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import type { MediaFileFragment } from '../../graphql/generated';
import { FILE_ERROR_TEXT } from './mediaText';

const useStyles = makeStyles({
  stage: {
    aspectRatio: '16 / 9',
    width: '100%',
    backgroundColor: '#000',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: '#fff',
  },
  media: { maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' },
});

/** File preview: black while uploading or processing, the error on error, else a player. */
export function PreviewDialog({ file, onClose }: { file: MediaFileFragment; onClose: () => void }) {
  const styles = useStyles();
  const body = () => {
    if (file.status === 'ERROR') return file.errorMessage ?? FILE_ERROR_TEXT;
    if (file.status !== 'READY') return null;
    if (file.mimetype.startsWith('video/')) {
      // As screens play it: with its sound unless its play settings mute it.
      return (
        <video className={styles.media} src={file.url} controls autoPlay muted={file.muted} loop />
      );
    }
    // Images and PDFs play without controls: a PDF shows its first page.
    const src = file.mimetype === 'application/pdf' ? file.thumbnailUrl : file.url;
    return src ? <img className={styles.media} src={src} alt={file.originalName} /> : null;
  };
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()} surfaceMotion={null}>
      <DialogSurface backdropMotion={null}>
        <DialogBody>
          <DialogTitle>{file.originalName}</DialogTitle>
          <DialogContent>
            <div className={styles.stage}>{body()}</div>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
