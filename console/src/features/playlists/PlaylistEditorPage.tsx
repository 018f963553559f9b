import { useMutation, useQuery } from '@apollo/client/react';
import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import {
  Body1,
  Button,
  Field,
  Input,
  Link as FluentLink,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Title2,
  makeStyles,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { MEDIA_FITS, PERMISSIONS, type LayoutPresetId, type MediaFit } from '@marquee/sdk/model';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../kit/errorMessage';
import { useCan } from '../../shared/session/session';
import {
  AddFilesToPlaylistDocument,
  PlaylistEditorDocument,
  UpdatePlaylistDocument,
  type PlaylistInput,
} from '../../graphql/generated';
import { useItemFiles } from './itemMedia';
import { MEDIA_FIT_NAMES } from './layoutPresetNames';
import { LayoutPresetPicker } from './LayoutPresetPicker';
import { MediaPickerDialog } from './MediaPickerDialog';
import { PlaylistItemRow } from './PlaylistItemRow';
import {
  fitItemsToZones,
  moveItem,
  presetLayout,
  sceneReferenceItem,
  zoneCount,
  type EditorItem,
  type EditorLayout,
} from './playlistEditing';
import { PlaylistPreview } from './PlaylistPreview';
import { PublishPlaylistDialog } from './PublishPlaylistDialog';
import { ScenePickerDialog } from './ScenePickerDialog';
import { useCanPickScenes, useReferencedScenes } from './useReferencedScenes';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
    margin: `${tokens.spacingVerticalM} 0`,
  },
  columns: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'start',
    gap: tokens.spacingHorizontalXL,
  },
  items: {
    display: 'flex',
    flexDirection: 'column',
    margin: `${tokens.spacingVerticalM} 0`,
    flex: '1 1 560px',
    minWidth: 0,
  },
  preview: {
    flex: '0 1 480px',
    minWidth: '280px',
    position: 'sticky',
    top: tokens.spacingVerticalM,
  },
});

const NO_ITEMS: EditorItem[] = [];

/** The proof-of-play report of one playlist (its route takes the kind and id of what played). */
export const playlistProofOfPlayPath = (playlistId: string) =>
  `/data-integrations/proof-of-play/playlist/${encodeURIComponent(playlistId)}`;

/**
 * Where focus goes once a removed row has left the list: the next row, else the previous one,
 * else the Add media button, so it never falls back to the page body.
 */
function useFocusAfterRemove(items: readonly EditorItem[]) {
  const list = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const pending = useRef<{ removed: string; next: string | null } | null>(null);
  useEffect(() => {
    const wanted = pending.current;
    if (!wanted || items.some((i) => i._id === wanted.removed)) return;
    pending.current = null;
    const rowEl = [...(list.current?.querySelectorAll<HTMLElement>('[data-item-id]') ?? [])].find(
      (el) => el.dataset.itemId === wanted.next,
    );
    const row = rowEl?.querySelector<HTMLElement>('[data-row-start]');
    (row ?? addButton.current)?.focus();
  }, [items]);
  const removing = (index: number) => {
    const next = items[index + 1] ?? items[index - 1];
    pending.current = { removed: items[index]!._id, next: next?._id ?? null };
  };
  return { list, addButton, removing };
}

/**
 * Why a save was refused: the first field error of a BAD_USER_INPUT answer (its path says whether
 * it belongs beside the name field), else the error's own sentence.
 */
function saveError(error: unknown): { path: string | null; message: string } {
  const first = (
    error as { errors?: { extensions?: { fieldErrors?: { path: string; message: string }[] } }[] }
  ).errors?.[0]?.extensions?.fieldErrors?.[0];
  return first ?? { path: null, message: errorMessage(error) };
}

/** /playlists/{id}: name, layout, media fit and the items; every change is saved at once. */
export function PlaylistEditorPage() {
  const styles = useStyles();
  const { playlistId = '' } = useParams();
  const { data, loading, error } = useQuery(PlaylistEditorDocument, {
    variables: { id: playlistId },
  });
  const [update, saving] = useMutation(UpdatePlaylistDocument);
  const [addFiles] = useMutation(AddFilesToPlaylistDocument);
  const [name, setName] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [pickingScene, setPickingScene] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [nameProblem, setNameProblem] = useState<string | null>(null);

  const playlist = data?.playlist;
  const items = (playlist?.playlistItems as EditorItem[] | undefined) ?? NO_ITEMS;
  const canPickScenes = useCanPickScenes();
  const referenceOf = useReferencedScenes(items);
  const restoreFocusTarget = useRestoreFocusTarget();
  const files = useItemFiles(items);
  const { list: itemList, addButton, removing } = useFocusAfterRemove(items);
  const navigate = useNavigate();
  const canSeePlays = useCan(PERMISSIONS.device.read);
  if (loading && !playlist) return <Spinner label="Loading playlist..." />;
  if (error)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{errorMessage(error)}</MessageBarBody>
      </MessageBar>
    );
  if (!playlist)
    return (
      <Body1 as="p">
        This playlist does not exist. <Link to="/playlists">Back to playlists</Link>
      </Body1>
    );

  const layout = playlist.layout as EditorLayout | null;
  const zones = zoneCount(layout);
  const presetId = (layout?.presetId ?? 'm') as LayoutPresetId;

  /** Saves; a refused name is told beside the name field and the typed name stays. */
  const save = async (input: PlaylistInput): Promise<boolean> => {
    setProblem(null);
    setNameProblem(null);
    try {
      await update({ variables: { id: playlistId, input } });
      return true;
    } catch (e) {
      const refusal = saveError(e);
      if (refusal.path === 'name') setNameProblem(refusal.message);
      else setProblem(refusal.message);
      return false;
    }
  };
  const saveItems = (next: EditorItem[]) => save({ playlistItems: next });
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i._id === active.id);
    const to = items.findIndex((i) => i._id === over.id);
    void saveItems(moveItem(items, from, to));
  };
  const draft = name ?? playlist.name;

  return (
    <section>
      <Title2 as="h1" data-testid="playlist-title">
        {playlist.name}
      </Title2>
      <div className={styles.bar}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save({ name: draft.trim() }).then((saved) => saved && setName(null));
          }}
        >
          <Field
            label="Name"
            validationMessage={draft.trim() ? (nameProblem ?? undefined) : 'Required'}
          >
            <Input
              data-testid="playlist-name"
              value={draft}
              onChange={(_e, d) => {
                setName(d.value);
                setNameProblem(null);
              }}
            />
          </Field>
        </form>
        <LayoutPresetPicker
          value={presetId}
          onChange={(id) => {
            const next = presetLayout(id);
            void save({ layout: next, playlistItems: fitItemsToZones(items, zoneCount(next)) });
          }}
        />
        <Field label="Media fit">
          <Select
            data-testid="media-fit-select"
            value={playlist.mediaFit}
            onChange={(_e, d) => void save({ mediaFit: d.value as MediaFit })}
          >
            {MEDIA_FITS.map((fit) => (
              <option key={fit} value={fit}>
                {MEDIA_FIT_NAMES[fit]}
              </option>
            ))}
          </Select>
        </Field>
        <Button
          ref={addButton}
          data-testid="add-media"
          onClick={() => setAdding(true)}
          {...restoreFocusTarget}
        >
          Add media
        </Button>
        {canPickScenes && (
          <Button
            data-testid="add-scene"
            onClick={() => setPickingScene(true)}
            {...restoreFocusTarget}
          >
            Add scene
          </Button>
        )}
        <Button
          appearance="primary"
          data-testid="publish-playlist"
          onClick={() => setPublishing(true)}
          {...restoreFocusTarget}
        >
          Publish
        </Button>
        {canSeePlays && (
          <FluentLink
            href={playlistProofOfPlayPath(playlistId)}
            data-testid="playlist-proof-of-play"
            onClick={(e) => {
              e.preventDefault();
              void navigate(playlistProofOfPlayPath(playlistId));
            }}
          >
            Proof of play
          </FluentLink>
        )}
        {saving.loading && <Spinner size="tiny" label="Saving" />}
      </div>
      {problem && (
        <MessageBar intent="error">
          <MessageBarBody data-testid="playlist-error">{problem}</MessageBarBody>
        </MessageBar>
      )}
      {items.length === 0 && (
        <Body1 as="p">No items yet. Add media{canPickScenes ? ' or a scene' : ''} to start.</Body1>
      )}
      <div className={styles.columns}>
        <DndContext collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={items.map((i) => i._id)} strategy={verticalListSortingStrategy}>
            <div className={styles.items} ref={itemList}>
              {items.map((item, index) => (
                <PlaylistItemRow
                  key={item._id}
                  item={item}
                  reference={referenceOf(item)}
                  files={files}
                  index={index}
                  count={items.length}
                  zones={zones}
                  onChange={(next) => void saveItems(items.map((i, k) => (k === index ? next : i)))}
                  onMove={(to) => void saveItems(moveItem(items, index, to))}
                  onRemove={() => {
                    removing(index);
                    void saveItems(items.filter((_, k) => k !== index));
                  }}
                />
              ))}
            </div>
          </SortableContext>
        </DndContext>
        <div className={styles.preview}>
          <PlaylistPreview playlist={playlist} />
        </div>
      </div>
      <MediaPickerDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdd={async (file) => {
          await addFiles({ variables: { playlistId, fileIds: [file._id] } });
        }}
      />
      <ScenePickerDialog
        open={pickingScene}
        onClose={() => setPickingScene(false)}
        onSelect={(scene) => {
          setPickingScene(false);
          void saveItems([...items, sceneReferenceItem(scene._id)]);
        }}
      />
      <PublishPlaylistDialog
        playlistId={playlistId}
        open={publishing}
        onClose={() => setPublishing(false)}
      />
    </section>
  );
}
