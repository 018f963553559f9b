import { MessageBar, MessageBarBody, Spinner, Subtitle2 } from '@fluentui/react-components';
import { errorMessage } from '../../kit/errorMessage';
import { PlayerPreview } from './PlayerPreview';
import { usePreviewContent, type LivePlaylist } from './usePreviewContent';

/** The editor's "Player preview": the live playlist on the sdk stage. */
export function PlaylistPreview({ playlist }: { playlist: LivePlaylist }) {
  const { content, problem, error } = usePreviewContent(playlist);
  return (
    <section aria-label="Player preview">
      <Subtitle2 as="h2">Player preview</Subtitle2>
      {error && !content && (
        <MessageBar intent="error">
          <MessageBarBody>{errorMessage(error)}</MessageBarBody>
        </MessageBar>
      )}
      {problem && (
        <MessageBar intent="warning">
          <MessageBarBody data-testid="preview-problem">
            {problem.path}: {problem.message}
          </MessageBarBody>
        </MessageBar>
      )}
      {content ? (
        <PlayerPreview content={content} />
      ) : (
        !error && <Spinner size="small" label="Loading the preview" />
      )}
    </section>
  );
}
