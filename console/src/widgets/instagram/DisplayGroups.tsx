import { Field, Select, Switch, makeStyles, tokens } from '@fluentui/react-components';
import {
  INSTAGRAM_MEDIA_SECONDS,
  INSTAGRAM_ORIENTATIONS,
  instagramMediaSecondsOf,
  readInstagramBody,
  readInstagramPublicBody,
  type InstagramOrientation,
} from '@marquee/sdk';
import { ColourField } from '../shared/ColourField';
import { RangeField } from '../shared/RangeField';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

type Props = Pick<ToolbarGroupProps, 'body' | 'onChange'>;

const ORIENTATION_LABELS: Record<InstagramOrientation, string> = {
  auto: 'By the shape of the box',
  landscape: 'Picture beside the text',
  portrait: 'Picture above the text',
};

/** Both variants share these fields; the public one adds showCaption. */
const readerOf = (variant: 'account' | 'public') =>
  variant === 'public' ? readInstagramPublicBody : readInstagramBody;

/**
 * How the posts play: the seconds each shows (the item's end follows: posts × seconds), how
 * picture and text share the box, and for a public profile whether captions show.
 */
export const postsGroup = (variant: 'account' | 'public'): ToolbarGroup => ({
  id: 'posts',
  label: 'Posts',
  render: (props) => <Posts {...props} variant={variant} />,
});

function Posts({ body, onChange, variant }: Props & { variant: 'account' | 'public' }) {
  const styles = useStyles();
  const feed = readerOf(variant)(body);
  return (
    <div className={styles.root}>
      <RangeField
        label="Seconds per post"
        testId="instagram-duration"
        value={instagramMediaSecondsOf(feed)}
        range={INSTAGRAM_MEDIA_SECONDS}
        onChange={(duration) => onChange({ body: { duration } })}
      />
      <Field label="Layout">
        <Select
          data-testid="instagram-orientation"
          value={feed.orientation}
          onChange={(_e, d) => onChange({ body: { orientation: d.value } })}
        >
          {INSTAGRAM_ORIENTATIONS.map((orientation) => (
            <option key={orientation} value={orientation}>
              {ORIENTATION_LABELS[orientation]}
            </option>
          ))}
        </Select>
      </Field>
      {variant === 'public' && (
        <Switch
          label="Show captions"
          data-testid="instagram-show-caption"
          checked={readInstagramPublicBody(body).showCaption}
          onChange={(_e, d) => onChange({ body: { showCaption: d.checked } })}
        />
      )}
    </div>
  );
}

/** The text and background colours. */
export const coloursGroup = (variant: 'account' | 'public'): ToolbarGroup => ({
  id: 'colours',
  label: 'Colours',
  render: (props) => <Colours {...props} variant={variant} />,
});

function Colours({ body, onChange, variant }: Props & { variant: 'account' | 'public' }) {
  const styles = useStyles();
  const feed = readerOf(variant)(body);
  return (
    <div className={styles.root}>
      <ColourField
        label="Text colour"
        testId="instagram-text-colour"
        value={feed.textColor}
        onChange={(textColor) => onChange({ body: { textColor } })}
      />
      <ColourField
        label="Background colour"
        testId="instagram-background-colour"
        value={feed.backgroundColor}
        onChange={(backgroundColor) => onChange({ body: { backgroundColor } })}
      />
    </div>
  );
}
