import { useMutation, useQuery } from '@apollo/client/react';
import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PERMISSIONS } from '@marquee/sdk/model';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RouterLink } from '../../kit/RouterLink';
import { useConfirm } from '../../kit/ConfirmDialog';
import { errorMessage } from '../../kit/errorMessage';
import { ResponsiveTable, type TableColumn } from '../../kit/ResponsiveTable';
import { notify } from '../../kit/notices';
import { useCan } from '../../shared/session/session';
import {
  CreatePlaylistDocument,
  DeletePlaylistDocument,
  PlaylistListDocument,
  type PlaylistListQuery,
} from '../../graphql/generated';
import { SubmitButton } from '../../kit/SubmitButton';

const useStyles = makeStyles({
  create: {
    display: 'flex',
    alignItems: 'end',
    gap: tokens.spacingHorizontalS,
    margin: `${tokens.spacingVerticalM} 0`,
  },
});

type Playlist = PlaylistListQuery['playlists'][number];

const PLAYLIST_COLUMNS: TableColumn<Playlist>[] = [
  {
    label: 'Name',
    role: 'title',
    cell: (p) => <RouterLink to={`/playlists/${p._id}`}>{p.name}</RouterLink>,
  },
  {
    label: 'Items',
    cell: (p) => (Array.isArray(p.playlistItems) ? p.playlistItems.length : 0),
  },
];

/** /playlists: the playlists of the current space; create one, open it, delete it. */
export function PlaylistsPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const canEdit = useCan(PERMISSIONS.playlist.update);
  const canDelete = useCan(PERMISSIONS.playlist.delete);
  const { data, loading, error, refetch } = useQuery(PlaylistListDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [create, creating] = useMutation(CreatePlaylistDocument);
  const [remove] = useMutation(DeletePlaylistDocument);
  const [name, setName] = useState('');
  const [actionError, setActionError] = useState<string | null>(null);
  const confirm = useConfirm();

  // Deleting takes the playlist off every screen it plays on, so it is asked first.
  const askToDelete = (playlist: { _id: string; name: string }) =>
    confirm.ask({
      detail: `${playlist.name} will be deleted, and screens playing it stop showing it.`,
      onConfirm: () => {
        setActionError(null);
        remove({ variables: { id: playlist._id } })
          .then(() => {
            notify(`Deleted ${playlist.name}`);
            return refetch();
          })
          .catch((e: unknown) => setActionError(errorMessage(e)));
      },
    });

  const submit = async () => {
    setActionError(null);
    try {
      const result = await create({ variables: { input: { name: name.trim() } } });
      const id = result.data?.createPlaylist._id;
      if (id) void navigate(`/playlists/${id}`);
    } catch (e) {
      setActionError(errorMessage(e));
    }
  };

  return (
    <section>
      <Title2 as="h1">Playlists</Title2>
      {canEdit && (
        <form
          className={styles.create}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Field label="New playlist">
            <Input
              data-testid="new-playlist-name"
              value={name}
              placeholder="Name"
              onChange={(_e, d) => setName(d.value)}
            />
          </Field>
          <SubmitButton
            appearance="primary"
            data-testid="create-playlist"
            disabledFocusable={!name.trim() || creating.loading}
          >
            Create playlist
          </SubmitButton>
        </form>
      )}
      {(error || actionError) && (
        <MessageBar intent="error">
          <MessageBarBody>{actionError ?? errorMessage(error)}</MessageBarBody>
        </MessageBar>
      )}
      {loading && !data && <Spinner label="Loading playlists..." />}
      {data && data.playlists.length === 0 && <Body1 as="p">There are no playlists yet.</Body1>}
      {data && data.playlists.length > 0 && (
        <ResponsiveTable
          aria-label="Playlists"
          items={data.playlists}
          keyOf={(p) => p._id}
          rowProps={(p) => ({ 'data-testid': 'playlist-row', 'data-playlist-name': p.name })}
          columns={[
            ...PLAYLIST_COLUMNS,
            ...(canDelete
              ? [
                  {
                    label: 'Actions',
                    role: 'actions',
                    cell: (p) => (
                      <Button aria-label={`Delete ${p.name}`} onClick={() => askToDelete(p)}>
                        Delete
                      </Button>
                    ),
                  } satisfies TableColumn<Playlist>,
                ]
              : []),
          ]}
          minTableWidth={420}
        />
      )}
      {confirm.dialog}
    </section>
  );
}
