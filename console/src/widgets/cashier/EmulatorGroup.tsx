import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { CASHIER_EVENT } from '@marquee/sdk';
import { sharedEditorItemData } from '../shared/editorItemData';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';
import { NEW_TILL, tillEvent, type TillAction, type TillState } from './emulatedTill';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

// Each item's emulated purchase outlives its group, which closes when another one opens.
const tills = new Map<string, TillState>();

/** Sends the preview what a till would: the same browser event a screen gets. */
function emulate(itemId: string, action: TillAction) {
  const [detail, next] = tillEvent(tills.get(itemId) ?? NEW_TILL, action);
  tills.set(itemId, next);
  sharedEditorItemData().events.dispatchEvent(new CustomEvent(CASHIER_EVENT, { detail }));
}

const BUTTONS: readonly { action: TillAction; label: string }[] = [
  { action: 'article', label: 'Send article' },
  { action: 'subtotal', label: 'Send subtotal' },
  { action: 'payback', label: 'Send payment' },
  { action: 'clear', label: 'Clear all' },
];

/**
 * The cashier emulator: a till for the preview, shown while the item is being edited
 * (its toolbar shows only then). It scans sample articles, totals and pays the purchase, or
 * clears the display, so the operator sees every state a screen will show.
 */
export const emulatorGroup: ToolbarGroup = {
  id: 'emulator',
  label: 'Emulator',
  render: (props) => <Emulator {...props} />,
};

function Emulator({ sceneItem }: Pick<ToolbarGroupProps, 'sceneItem'>) {
  const styles = useStyles();
  const itemId = sceneItem._id;
  return (
    <div className={styles.root} role="group" aria-label="Cashier emulator">
      {BUTTONS.map(({ action, label }) => (
        <Button
          key={action}
          size="small"
          appearance={action === 'clear' ? 'subtle' : 'secondary'}
          data-testid={`cashier-${action}`}
          onClick={() => emulate(itemId, action)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
