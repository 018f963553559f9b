import {
  Button,
  Field,
  Input,
  Link as FluentLink,
  Select,
  Spinner,
  makeStyles,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { MEDIA_FITS, PERMISSIONS, type LayoutPresetId, type MediaFit } from '@marquee/sdk/model';
import { useState, type Ref } from 'react';
import { useNavigate } from 'react-router';
import type { PlaylistEditorQuery } from '../../graphql/generated';
import { useCan } from '../../shared/session/session';
import { MEDIA_FIT_NAMES } from './layoutPresetNames';
import { LayoutPresetPicker } from './LayoutPresetPicker';
import {
  fitItemsToZones,
  presetLayout,
  zoneCount,
  type EditorItem,
  type EditorLayout,
} from './playlistEditing';
import type { PlaylistSave } from './usePlaylistSave';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
    margin: `${tokens.spacingVerticalM} 0`,
  },
});

/** The proof-of-play report of one playlist (its route takes the kind and id of what played). */
const playlistProofOfPlayPath = (playlistId: string) =>
  `/data-integrations/proof-of-play/playlist/${encodeURIComponent(playlistId)}`;

type Playlist = NonNullable<PlaylistEditorQuery['playlist']>;

interface Props {
  playlist: Playlist;
  items: readonly EditorItem[];
  saver: PlaylistSave;
  canPickScenes: boolean;
  /** The Add media button, where the focus goes when the last row is removed. */
  addButton: Ref<HTMLButtonElement>;
  onAddMedia: () => void;
  onAddScene: () => void;
  onPublish: () => void;
}

/**
 * The playlist's settings above its items: name (saved on Enter), layout, media fit, the
 * buttons that add media or a scene and publish, and the link to its proof of play.
 */
export function PlaylistSettingsBar({
  playlist,
  items,
  saver,
  canPickScenes,
  addButton,
  onAddMedia,
  onAddScene,
  onPublish,
}: Props) {
  const styles = useStyles();
  const restoreFocusTarget = useRestoreFocusTarget();
  const navigate = useNavigate();
  const canSeePlays = useCan(PERMISSIONS.device.read);
  const [name, setName] = useState<string | null>(null);
  const { save } = saver;
  const draft = name ?? playlist.name;
  const layout = playlist.layout as EditorLayout | null;
  const presetId = (layout?.presetId ?? 'm') as LayoutPresetId;
  const proofOfPlay = playlistProofOfPlayPath(playlist._id);

  return (
    <div className={styles.bar}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save({ name: draft.trim() }).then((saved) => saved && setName(null));
        }}
      >
        <Field
          label="Name"
          validationMessage={draft.trim() ? (saver.nameProblem ?? undefined) : 'Required'}
        >
          <Input
            data-testid="playlist-name"
            value={draft}
            onChange={(_e, d) => {
              setName(d.value);
              saver.clearNameProblem();
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
      <Button ref={addButton} data-testid="add-media" onClick={onAddMedia} {...restoreFocusTarget}>
        Add media
      </Button>
      {canPickScenes && (
        <Button data-testid="add-scene" onClick={onAddScene} {...restoreFocusTarget}>
          Add scene
        </Button>
      )}
      <Button
        appearance="primary"
        data-testid="publish-playlist"
        onClick={onPublish}
        {...restoreFocusTarget}
      >
        Publish
      </Button>
      {canSeePlays && (
        <FluentLink
          href={proofOfPlay}
          data-testid="playlist-proof-of-play"
          onClick={(e) => {
            e.preventDefault();
            void navigate(proofOfPlay);
          }}
        >
          Proof of play
        </FluentLink>
      )}
      {saver.saving && <Spinner size="tiny" label="Saving" />}
    </div>
  );
}
