import { Body1, Button, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { readPlaylistBody } from '@marquee/sdk';
import { useState } from 'react';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';
import { usePlaylistContent } from './playlistContent';
import { SelectPlaylistDialog } from './SelectPlaylistDialog';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
});

/** The playlist the item plays, with a button that reopens Select a playlist. */
export const playlistGroup: ToolbarGroup = {
  id: 'playlist',
  label: 'Playlist',
  render: (props) => <PlaylistRow {...props} />,
};

function PlaylistRow({ sceneItem, scene, onChange }: ToolbarGroupProps) {
  const styles = useStyles();
  const { playlistId } = readPlaylistBody(sceneItem.item.body);
  // Fetching it also lets the item's end follow its length (see playlistContent.ts).
  const { name, loading } = usePlaylistContent(playlistId);
  const [choosing, setChoosing] = useState(false);
  const shown = !playlistId ? 'No playlist' : (name ?? (loading ? 'Loading…' : 'Unknown playlist'));
  return (
    <div className={styles.row}>
      <Body1 className={styles.name} data-testid="item-playlist-name">
        {shown}
      </Body1>
      <Button size="small" data-testid="change-playlist" onClick={() => setChoosing(true)}>
        Change
      </Button>
      {choosing && (
        <SelectPlaylistDialog
          sceneId={scene?._id}
          onCancel={() => setChoosing(false)}
          onSelect={(id) => {
            setChoosing(false);
            if (id !== playlistId) onChange({ body: { playlistId: id } });
          }}
        />
      )}
    </div>
  );
}

/** The item lasts as long as its playlist (doesDurationDependOnContent). */
export const durationGroup: ToolbarGroup = {
  id: 'duration',
  label: 'Duration',
  render: (props) => <DurationSwitch {...props} />,
};

function DurationSwitch({ body, onChange }: Pick<ToolbarGroupProps, 'body' | 'onChange'>) {
  const { playlistId, doesDurationDependOnContent } = readPlaylistBody(body);
  // Turning it on sets the end from the playlist's length: have the playlist fetched by then.
  usePlaylistContent(playlistId);
  return (
    <Switch
      label="Duration depends on content"
      checked={doesDurationDependOnContent}
      data-testid="duration-depends-on-content"
      onChange={(_e, d) => onChange({ body: { doesDurationDependOnContent: d.checked } })}
    />
  );
}
