import { Button, Field, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { MediaFileFragment } from '../../graphql/generated';
import { pictureOf } from '../../shared/filePicture';
import {
  DO_NOT_CLOSE_TEXT,
  FILE_ERROR_TEXT,
  INITIALIZING_TEXT,
  processingText,
  SLOW_PROCESSING_BYTES,
  SLOW_PROCESSING_TEXT,
} from './mediaText';

const useStyles = makeStyles({
  box: {
    aspectRatio: '16 / 9',
    backgroundColor: '#000',
    color: '#fff',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    textAlign: 'center',
    // Never taller than 16:9: the card's neighbours keep their picture at the same height.
    overflow: 'hidden',
    boxSizing: 'border-box',
  },
  bar: { width: '100%' },
  barLabel: { color: '#fff' },
  // A block, or the line it sits on adds a few pixels under it that the card has no room for.
  thumb: {
    display: 'block',
    aspectRatio: '16 / 9',
    width: '100%',
    objectFit: 'contain',
    backgroundColor: '#000',
  },
  light: { color: '#fff' },
});

export interface UploadTracking {
  percentsUploaded: number;
  errorMessage: string | null;
}

interface Props {
  file: MediaFileFragment;
  upload: UploadTracking | undefined;
  onDelete: () => void;
}

/** A file card's preview area: upload progress, processing or error views, else the thumbnail. */
export function FileStatusView({ file, upload, onDelete }: Props) {
  const styles = useStyles();
  if (file.status === 'ERROR' || upload?.errorMessage) {
    return (
      <div className={styles.box} data-status="error">
        <Text className={styles.light}>{FILE_ERROR_TEXT}</Text>
        {file.errorMessage && (
          <Text size={200} className={styles.light}>
            {file.errorMessage}
          </Text>
        )}
        <Button size="small" onClick={onDelete}>
          Delete
        </Button>
      </div>
    );
  }
  if (file.status === 'UPLOADING') {
    const percent = upload?.percentsUploaded ?? 0;
    return (
      <div className={styles.box} data-status="uploading">
        <ProgressBar value={percent / 100} thickness="large" aria-label="Upload progress" />
        <Text className={styles.light}>{percent}%</Text>
        <Text size={200} className={styles.light}>
          {DO_NOT_CLOSE_TEXT}
        </Text>
      </div>
    );
  }
  if (file.status === 'PROCESSING') {
    const percent = file.fileProcessingProgressPercents;
    // Before the first percentage the bar moves without a value, named "Initializing".
    return (
      <div className={styles.box} data-status="processing">
        <Field
          className={styles.bar}
          label={{
            className: styles.barLabel,
            children: percent > 0 ? processingText(percent) : INITIALIZING_TEXT,
          }}
        >
          <ProgressBar
            thickness="large"
            max={100}
            value={percent > 0 ? percent : undefined}
            data-testid="processing-progress"
          />
        </Field>
        {file.fileSizeInBytes > SLOW_PROCESSING_BYTES && (
          <Text size={200} className={styles.light}>
            {SLOW_PROCESSING_TEXT}
          </Text>
        )}
      </div>
    );
  }
  const picture = pictureOf(file);
  return picture ? (
    <img
      className={styles.thumb}
      src={picture}
      alt=""
      data-status="ready"
      draggable={false}
      loading="lazy"
    />
  ) : (
    <div className={styles.box} data-status="ready">
      <Text className={styles.light}>{file.mimetype}</Text>
    </div>
  );
}
