import {
  Button,
  Caption1,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { sceneItemsEndSeconds, silentTailSeconds } from '@marquee/sdk';
import type { Scene } from '@marquee/sdk/model';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { formatLength, selectLengthFollowsItems, type EditorActor } from '../editor';
import { checkLength, hasNoLengthYet } from './sceneLengthText';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', alignItems: 'end', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  // Label and field side by side at their own widths: the horizontal field's default first
  // column (a third of its width) broke "Scene length" over two lines.
  field: { gridTemplateColumns: 'auto auto', columnGap: tokens.spacingHorizontalS },
  input: { width: '96px', minWidth: 0 },
  mode: { paddingBottom: tokens.spacingVerticalSNudge },
});

interface Props {
  editor: EditorActor;
  document: Scene;
  /** What a screen plays, in seconds (playedSeconds). */
  seconds: number;
}

/**
 * The scene's length, in m:ss or seconds. It follows the items unless the operator types one;
 * "Follow items" hands it back. A scene without items that follows them has no length yet: the
 * field is empty (0:00 greyed) and says the first item sets it, rather than showing a length the
 * first item then replaces. A length below the latest item end is refused beside the field
 * (nothing is cut). The silence a longer length leaves at the end, and items a shorter stored
 * length cuts off, are said under it.
 */
export function SceneLengthField({ editor, document, seconds }: Props) {
  const styles = useStyles();
  const follows = useSelector(editor, selectLengthFollowsItems);
  const [draft, setDraft] = useState<string | null>(null);
  const check = draft === null ? null : checkLength(draft, document);
  const end = sceneItemsEndSeconds(document);
  // A scene never edited here may still play longer or shorter than its items.
  const fitted = end === undefined || end === seconds;
  const unset = hasNoLengthYet(document, follows);

  const commit = () => {
    if (draft === null || !check || check.error !== undefined) return;
    setDraft(null);
    editor.send({ type: 'SET_LENGTH', seconds: check.seconds });
  };

  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <Field
          className={styles.field}
          label="Scene length"
          orientation="horizontal"
          validationState={check?.error ? 'error' : 'none'}
          validationMessage={check?.error}
        >
          <Input
            className={styles.input}
            data-testid="scene-length"
            value={draft ?? (unset ? '' : formatLength(seconds))}
            placeholder={unset ? '0:00' : undefined}
            onChange={(_e, d) => setDraft(d.value)}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commit();
              if (e.key === 'Escape') setDraft(null);
            }}
          />
        </Field>
        <Caption1 className={styles.mode} data-testid="scene-length-mode">
          {unset
            ? 'None yet: the first item you add sets it, or type one.'
            : follows
              ? 'Follows its items: it ends where the last one ends.'
              : 'Set by hand.'}
        </Caption1>
        {(!follows || !fitted) && (
          <Button
            size="small"
            data-testid="scene-length-follow"
            onClick={() => {
              setDraft(null);
              editor.send({ type: 'FOLLOW_ITEMS' });
            }}
          >
            Follow items
          </Button>
        )}
      </div>
      <LengthWarning document={document} seconds={seconds} />
    </div>
  );
}

/** What a screen shows at the end of the scene that the operator may not expect. */
function LengthWarning({ document, seconds }: { document: Scene; seconds: number }) {
  const end = sceneItemsEndSeconds(document);
  if (end === undefined) return null;
  const silent = silentTailSeconds(document, seconds);
  if (silent > 0)
    return (
      <MessageBar intent="warning">
        <MessageBarBody data-testid="scene-length-warning">
          Nothing shows for the last {formatLength(silent)} of this scene: its items end at{' '}
          {formatLength(end)}, and it plays for {formatLength(seconds)}. Shorten it, or choose
          Follow items.
        </MessageBarBody>
      </MessageBar>
    );
  if (end > seconds)
    return (
      <MessageBar intent="warning">
        <MessageBarBody data-testid="scene-length-warning">
          Screens stop this scene at {formatLength(seconds)}: what shows after that is cut off.
        </MessageBarBody>
      </MessageBar>
    );
  return null;
}
