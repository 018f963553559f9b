import { useQuery } from '@apollo/client/react';
import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { WidgetMediaFilesDocument, type WidgetMediaFileFragment } from '../../graphql/generated';
import { pictureOf } from '../../shared/filePicture';
import type { EditorFile, PickFileRequest } from '../types';
import { editorFileOf, isOfKinds, READY_STATUS } from './mediaFiles';

const PAGE_SIZE = 200;

const useStyles = makeStyles({
  surface: { width: 'min(720px, 95vw)' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    maxHeight: '60vh',
  },
  list: { overflowY: 'auto', display: 'flex', flexDirection: 'column' },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalXS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  // Preview thumbnails are 64 × 36.
  thumb: {
    width: '64px',
    height: '36px',
    objectFit: 'cover',
    flexShrink: 0,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  name: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' },
});

interface Props {
  /** The open request, or null when closed. */
  request: PickFileRequest | null;
  onDone: (file: EditorFile | null) => void;
}

/** The media library filtered to the kinds asked for (an image picker shows only images). */
export function MediaFilePicker({ request, onDone }: Props) {
  return (
    <Dialog open={request !== null} onOpenChange={(_e, d) => !d.open && onDone(null)}>
      <DialogSurface className={useStyles().surface}>
        {request && <PickerBody request={request} onDone={onDone} />}
      </DialogSurface>
    </Dialog>
  );
}

function PickerBody({ request, onDone }: { request: PickFileRequest; onDone: Props['onDone'] }) {
  const styles = useStyles();
  const [search, setSearch] = useState('');
  const { data, loading, error, fetchMore } = useQuery(WidgetMediaFilesDocument, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.filesPage;
  const files = useMemo(() => {
    const wanted = search.trim().toLowerCase();
    return (page?.items ?? []).filter(
      (f) =>
        isOfKinds(f.mimetype, request.kinds) &&
        (!wanted || f.originalName.toLowerCase().includes(wanted)),
    );
  }, [page, request.kinds, search]);
  const more = () =>
    void fetchMore({
      variables: { after: page?.endCursor ?? null },
      updateQuery: (prev, { fetchMoreResult }) => ({
        filesPage: {
          ...fetchMoreResult.filesPage,
          items: [...prev.filesPage.items, ...fetchMoreResult.filesPage.items],
        },
      }),
    });

  return (
    <DialogBody>
      <DialogTitle>{request.title}</DialogTitle>
      <DialogContent className={styles.content}>
        <Input
          contentBefore={<SearchRegular />}
          placeholder="Search by name"
          aria-label="Search by name"
          value={search}
          onChange={(_e, d) => setSearch(d.value)}
        />
        {error && (
          <MessageBar intent="error">
            <MessageBarBody>{error.message}</MessageBarBody>
          </MessageBar>
        )}
        {loading && !page && <Spinner size="small" label="Loading files..." />}
        {page && files.length === 0 && <Body1>No matching files.</Body1>}
        <div className={styles.list} data-testid="media-file-list">
          {files.map((file) => (
            <FileRow key={file._id} file={file} onPick={() => onDone(editorFileOf(file))} />
          ))}
        </div>
        {page?.hasNextPage && (
          <Button appearance="subtle" onClick={more}>
            Show more files
          </Button>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onDone(null)}>Cancel</Button>
      </DialogActions>
    </DialogBody>
  );
}

function FileRow({ file, onPick }: { file: WidgetMediaFileFragment; onPick: () => void }) {
  const styles = useStyles();
  const ready = file.status === READY_STATUS;
  const picture = pictureOf(file);
  return (
    <div className={styles.row} data-testid={`media-file-${file._id}`}>
      {picture ? (
        <img className={styles.thumb} src={picture} alt="" />
      ) : (
        <span className={styles.thumb} />
      )}
      <Body1 className={styles.name}>{file.originalName}</Body1>
      {!ready && <Caption1>{file.status.toLowerCase()}</Caption1>}
      <Button size="small" appearance="primary" disabledFocusable={!ready} onClick={onPick}>
        Choose
      </Button>
    </div>
  );
}
