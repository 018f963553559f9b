import { makeStyles, tokens } from '@fluentui/react-components';
import { readQrCodeBody } from '@marquee/sdk';
import { ColourField } from '../shared/ColourField';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** The code's colours. Readers need dark modules on a light background to be sure of a scan. */
export const qrColoursGroup: ToolbarGroup = {
  id: 'colours',
  label: 'Colours',
  render: (props) => <Colours {...props} />,
};

function Colours({ body, onChange }: Pick<ToolbarGroupProps, 'body' | 'onChange'>) {
  const styles = useStyles();
  const qr = readQrCodeBody(body);
  return (
    <div className={styles.root}>
      <ColourField
        label="Code colour"
        testId="qrcode-foreground"
        value={qr.foregroundColor}
        onChange={(foregroundColor) => onChange({ body: { foregroundColor } })}
      />
      <ColourField
        label="Background colour"
        testId="qrcode-background"
        value={qr.backgroundColor}
        onChange={(backgroundColor) => onChange({ body: { backgroundColor } })}
      />
    </div>
  );
}
