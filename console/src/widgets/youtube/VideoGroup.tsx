import { Field, Input } from '@fluentui/react-components';
import { parseYouTubeId, readYouTubeBody } from '@marquee/sdk';
import { useState } from 'react';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';

/** Shown when what was typed is neither a YouTube address nor a video id. */
export const NOT_A_YOUTUBE_VIDEO = 'Enter a YouTube link or an 11-character video id.';

/** The video, as a full watch address or a bare id; applied when left. */
export const videoGroup: ToolbarGroup = {
  id: 'video',
  label: 'Video',
  render: (props) => <VideoField {...props} />,
};

function VideoField({ body, onChange }: Pick<ToolbarGroupProps, 'body' | 'onChange'>) {
  const { videoId } = readYouTubeBody(body);
  const [draft, setDraft] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const commit = () => {
    if (draft === null) return;
    const id = draft.trim() === '' ? '' : parseYouTubeId(draft);
    if (id === null) {
      setRefused(true);
      return;
    }
    setRefused(false);
    setDraft(null);
    // Another video: its length is learned again from its player.
    if (id !== videoId) onChange({ body: { videoId: id, duration: undefined } });
  };
  return (
    <Field
      label="YouTube video"
      hint="A YouTube link or video id"
      validationState={refused ? 'error' : 'none'}
      validationMessage={refused ? NOT_A_YOUTUBE_VIDEO : undefined}
    >
      <Input
        data-testid="youtube-video"
        placeholder="https://www.youtube.com/watch?v=…"
        value={draft ?? videoId}
        onChange={(_e, d) => setDraft(d.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
        }}
      />
    </Field>
  );
}
