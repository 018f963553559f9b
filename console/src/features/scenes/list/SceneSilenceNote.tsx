import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { Scene } from '@marquee/sdk/model';
import { silenceWarning } from './sceneSilence';

/**
 * Beside content that plays a scene (a playlist item): a warning when a screen would show
 * nothing for part of it (see silenceWarning); nothing otherwise.
 */
export function SceneSilenceNote(props: {
  scene: Scene | null | undefined;
  /** How long it plays there. */
  seconds: number | undefined;
  /** What to do about it, from where the note is shown. */
  fix: string;
}) {
  const warning = silenceWarning(props.scene, props.seconds, props.fix);
  if (!warning) return null;
  return (
    <MessageBar intent="warning">
      <MessageBarBody data-testid="scene-silence">{warning}</MessageBarBody>
    </MessageBar>
  );
}
