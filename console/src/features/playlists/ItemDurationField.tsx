import { Body1, Caption1, Field, Input, makeStyles } from '@fluentui/react-components';
import { itemDuration, setItemDuration, type EditorItem } from './playlistEditing';

const useStyles = makeStyles({
  // Fills its track of the row's settings line, so every row's settings line up.
  field: { minWidth: 0 },
  // An input is as wide as its characters by default: make it fill the track instead.
  input: { width: '100%', minWidth: 0 },
  text: { width: '100%', minWidth: 0 },
});

interface Props {
  item: EditorItem;
  /** The row's name: the field is "Seconds for Welcome", so rows do not repeat bare "Seconds". */
  name?: string;
  /** Seconds the item plays as a screen times it (a video its file's length), when known. */
  seconds: number | undefined;
  /** What the seconds come from when the item has none of its own: "video", "pages", "scene". */
  source: string | undefined;
  onChange: (item: EditorItem) => void;
}

/**
 * The item's seconds: editable for an inline scene with a duration of its own (an image's hour
 * included); read-only text where the content times itself (a scene by its length, a video by
 * its file: "Video uses file duration"), saying so beside the number.
 */
export function ItemDurationField({ item, name, seconds, source, onChange }: Props) {
  const styles = useStyles();
  const ariaLabel = name ? `Seconds for ${name}` : undefined;
  const own = itemDuration(item);
  if (own !== undefined) {
    return (
      <Field label="Seconds" className={styles.field}>
        <Input
          key={own}
          className={styles.input}
          input={{ className: styles.text }}
          data-testid="item-duration"
          aria-label={ariaLabel}
          type="number"
          min={1}
          defaultValue={String(own)}
          onBlur={(e) => {
            const next = Math.round(Number(e.target.value));
            if (next >= 1 && next !== own) onChange(setItemDuration(item, next));
          }}
        />
      </Field>
    );
  }
  if (seconds === undefined) return <span className={styles.field} />;
  // Timed by its content, not here: text, not a box that looks as if it could be typed into,
  // saying where the seconds come from (and, on hover, where to change them).
  return (
    <div className={styles.field}>
      <Body1 block>Seconds</Body1>
      <Body1 block data-testid="item-duration" title={source ? readOnlyHint(source) : undefined}>
        {Math.round(seconds)} s{source && <Caption1> from {source}</Caption1>}
      </Body1>
    </div>
  );
}

/** Where read-only seconds are changed, by what they come from. */
function readOnlyHint(source: string): string {
  if (source === 'scene') return "The scene's length: change it in the scene editor.";
  if (source === 'video') return "The video's own length.";
  if (source === 'pages') return 'The PDF plays each of its pages in turn.';
  return `Set by the ${source}.`;
}
