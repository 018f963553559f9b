import {
  Caption1,
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { WidgetDefinition } from '@marquee/sdk';
import { useEffect, useId, useState } from 'react';
import { editorFor } from '../../../widgets';

const useStyles = makeStyles({
  swatch: { display: 'inline-block', width: '12px', height: '12px', borderRadius: '2px' },
  entry: { display: 'flex', flexDirection: 'column' },
  reason: { maxWidth: '280px', whiteSpace: 'normal' },
});

const noReason = (): string | null => null;

interface Props {
  /** The types offered (available and editable), in the widget list's order. */
  widgets: readonly WidgetDefinition[];
  onAdd: (type: string) => void;
  disabled?: boolean;
}

/**
 * "Add item": one entry per type the operator may add, with its label and colour. The choice
 * is acted on once the menu has closed: a type's creation may open a dialog (the media picker),
 * which must not appear while the menu still hides the rest of the page from assistive tools.
 */
export function AddItemMenu({ widgets, onAdd, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => {
    if (open || chosen === null) return;
    // A task later: the menu lets go of the page (focus, aria-hidden) after it has closed.
    const timer = setTimeout(() => {
      setChosen(null);
      onAdd(chosen);
    });
    return () => clearTimeout(timer);
  }, [open, chosen, onAdd]);
  return (
    <Menu open={open} onOpenChange={(_e, d) => setOpen(d.open)}>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton
          appearance="primary"
          icon={<AddRegular />}
          data-testid="add-item"
          // Unavailable, it stays in the Tab order (aria-disabled); the trigger ignores it then.
          disabledFocusable={disabled || widgets.length === 0}
        >
          Add item
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {widgets.map((widget) => (
            <AddItemEntry key={widget.type} widget={widget} onChoose={setChosen} />
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/**
 * One type in the menu. A type its editor says cannot be added now (the server lacks what it
 * needs) is shown disabled, with the reason under its label.
 */
function AddItemEntry({
  widget,
  onChoose,
}: {
  widget: WidgetDefinition;
  onChoose: (type: string) => void;
}) {
  const styles = useStyles();
  // One editor per entry for its whole life (entries are keyed by type): a stable hook.
  const useDisabledReason = editorFor(widget.type)?.useDisabledReason ?? noReason;
  const reason = useDisabledReason();
  const reasonId = useId();
  // A disabled entry stays focusable (aria-disabled), so the keyboard reaches it and a screen
  // reader reads its name, then why it cannot be added.
  return (
    <MenuItem
      data-testid={`add-item-${widget.type}`}
      icon={<span className={styles.swatch} style={{ backgroundColor: widget.colour }} />}
      disabled={reason !== null}
      aria-label={reason === null ? undefined : widget.label}
      aria-describedby={reason === null ? undefined : reasonId}
      onClick={() => onChoose(widget.type)}
    >
      {reason === null ? (
        widget.label
      ) : (
        <span className={styles.entry}>
          <span>{widget.label}</span>
          <Caption1
            id={reasonId}
            className={styles.reason}
            data-testid={`add-item-${widget.type}-reason`}
          >
            {reason}
          </Caption1>
        </span>
      )}
    </MenuItem>
  );
}
