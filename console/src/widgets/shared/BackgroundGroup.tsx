import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { ToolbarGroup } from '../types';
import { ToolTip } from '../../kit/ToolTip';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  swatch: {
    width: '40px',
    height: '28px',
    padding: 0,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
});

/** No colour chosen: the widget's own default shows (transparent, or white behind a PDF). */
const UNSET_SWATCH = '#ffffff';

/** The colour behind the media (body.backgroundColor); clearing it goes back to the default. */
export const backgroundGroup: ToolbarGroup = {
  id: 'background',
  label: 'Background',
  render: (props) => <BackgroundColour {...props} />,
};

function BackgroundColour({
  body,
  onChange,
}: {
  body: Record<string, unknown>;
  onChange: (change: { body: Record<string, unknown> }) => void;
}) {
  const styles = useStyles();
  const colour = typeof body.backgroundColor === 'string' ? body.backgroundColor : undefined;
  return (
    <Field label="Background colour">
      <div className={styles.row}>
        <input
          type="color"
          className={styles.swatch}
          data-testid="background-colour"
          aria-label="Background colour"
          value={colour ?? UNSET_SWATCH}
          onChange={(e) => onChange({ body: { backgroundColor: e.target.value } })}
        />
        <ToolTip content="No background colour">
          <Button
            size="small"
            appearance="subtle"
            icon={<DismissRegular />}
            disabledFocusable={colour === undefined}
            onClick={() => onChange({ body: { backgroundColor: undefined } })}
          />
        </ToolTip>
      </div>
    </Field>
  );
}
