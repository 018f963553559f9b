import { makeStyles, tokens, ToggleButton } from '@fluentui/react-components';
import { MEDIA_FITS, type MediaFit } from '@marquee/sdk/model';
import type { ToolbarGroup } from '../types';
import { ToolTip } from '../../kit/ToolTip';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
});

/** The sizings as words, with what each does for the tooltip. */
const SIZINGS: Record<MediaFit, { label: string; hint: string }> = {
  contain: { label: 'Contain', hint: 'Show all of it inside the box' },
  cover: { label: 'Cover', hint: 'Fill the box, cropping the edges' },
  stretch: { label: 'Stretch', hint: 'Fill the box, distorting it' },
};

const isFit = (value: unknown): value is MediaFit => MEDIA_FITS.includes(value as MediaFit);

/** How the media fills its box (body.imageSizing): contain, cover or stretch. */
export const sizingGroup: ToolbarGroup = {
  id: 'sizing',
  label: 'Sizing',
  render: (props) => <SizingButtons {...props} />,
};

function SizingButtons({
  body,
  onChange,
}: {
  body: Record<string, unknown>;
  onChange: (change: { body: Record<string, unknown> }) => void;
}) {
  const styles = useStyles();
  const current = isFit(body.imageSizing) ? body.imageSizing : undefined;
  return (
    <div className={styles.row} role="group" aria-label="Sizing">
      {MEDIA_FITS.map((fit) => (
        <ToolTip key={fit} content={SIZINGS[fit].hint}>
          <ToggleButton
            size="small"
            checked={current === fit}
            data-testid={`sizing-${fit}`}
            onClick={() => onChange({ body: { imageSizing: fit } })}
          >
            {SIZINGS[fit].label}
          </ToggleButton>
        </ToolTip>
      ))}
    </div>
  );
}
