import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  Caption1,
  Divider,
  makeStyles,
  tokens,
  type AccordionToggleData,
} from '@fluentui/react-components';
import {
  ArrowDownRegular,
  ArrowUpRegular,
  CopyRegular,
  DeleteRegular,
} from '@fluentui/react-icons';
import { useState, type ReactElement } from 'react';
import { ToolTip, type ToolbarGroup, type ToolbarGroupProps } from '../../../widgets';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow16,
  },
  tools: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  title: { flexGrow: 1, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: { width: '10px', height: '10px', borderRadius: '2px' },
  heading: { margin: 0, fontWeight: tokens.fontWeightSemibold },
});

interface ItemTools {
  raise: () => void;
  lower: () => void;
  duplicate: () => void;
  remove: () => void;
}

interface Props {
  /** What is selected, for the title: the type's label, or "3 items". */
  title: string;
  colour?: string;
  /** The groups of the one selected item's editor; none for a multi-selection. */
  groups: readonly ToolbarGroup[];
  groupProps?: ToolbarGroupProps;
  tools: ItemTools;
}

/**
 * The floating toolbar of the selection: the item editor's groups as
 * collapsible sections, the first open and at most one open at a time, then the z-order,
 * duplicate and delete tools, each named by a tooltip that waits 750 ms. The parent keys it by
 * the selection, so another item starts again with its first group open.
 */
export function ItemToolbar({ title, colour, groups, groupProps, tools }: Props) {
  const styles = useStyles();
  const [open, setOpen] = useState<string[]>(groups[0] ? [groups[0].id] : []);
  const onToggle = (_e: unknown, data: AccordionToggleData<string>) => setOpen(data.openItems);
  return (
    <section className={styles.root} aria-label="Selected item" data-testid="item-toolbar">
      <div className={styles.tools}>
        <span className={styles.title}>
          {colour && <span className={styles.swatch} style={{ backgroundColor: colour }} />}
          <Caption1 as="h2" className={styles.heading}>
            {title}
          </Caption1>
        </span>
        <Tool label="Bring forward" icon={<ArrowUpRegular />} onClick={tools.raise} />
        <Tool label="Send backward" icon={<ArrowDownRegular />} onClick={tools.lower} />
        <Tool label="Duplicate" icon={<CopyRegular />} onClick={tools.duplicate} />
        <Tool label="Delete item" icon={<DeleteRegular />} onClick={tools.remove} />
      </div>
      {groups.length > 0 && groupProps && (
        <>
          <Divider />
          <Accordion collapsible openItems={open} onToggle={onToggle}>
            {groups.map((group) => (
              <AccordionItem key={group.id} value={group.id}>
                <AccordionHeader size="small" data-testid={`group-${group.id}`}>
                  {group.label}
                </AccordionHeader>
                <AccordionPanel>{group.render(groupProps)}</AccordionPanel>
              </AccordionItem>
            ))}
          </Accordion>
        </>
      )}
    </section>
  );
}

function Tool(props: { label: string; icon: ReactElement; onClick: () => void }) {
  const id = props.label.toLowerCase().replace(/\s+/g, '-');
  return (
    <ToolTip content={props.label}>
      <Button
        size="small"
        appearance="subtle"
        icon={props.icon}
        data-testid={`tool-${id}`}
        onClick={props.onClick}
      />
    </ToolTip>
  );
}
