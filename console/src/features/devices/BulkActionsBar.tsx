import { Body1, Button, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { AddSquareMultipleRegular, SendRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { selectionText } from './fleetText';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalS,
  },
});

/**
 * The bulk actions on the chosen screens: select the page or all that match, Add to group and
 * Publish. An action with nothing chosen stays in the Tab order and does nothing.
 */
export function BulkActionsBar({
  pageState,
  onSelectPage,
  selectedCount,
  allMatching,
  totalCount,
  selectingAll,
  onSelectAllMatching,
  onClear,
  onAddToGroup,
  onPublish,
  children,
}: {
  pageState: boolean | 'mixed';
  onSelectPage: (on: boolean) => void;
  selectedCount: number;
  allMatching: boolean;
  totalCount: number;
  selectingAll: boolean;
  onSelectAllMatching: () => void;
  onClear: () => void;
  onAddToGroup: (() => void) | undefined;
  onPublish: (() => void) | undefined;
  /** Further actions on the chosen screens, after Publish. */
  children?: ReactNode;
}) {
  const styles = useStyles();
  const none = selectedCount === 0;
  return (
    <div className={styles.bar} role="group" aria-label="Bulk actions">
      <Checkbox
        data-testid="select-page"
        label="Select this page"
        checked={pageState}
        onChange={(_e, d) => onSelectPage(d.checked === true)}
      />
      {!allMatching && selectedCount < totalCount && (
        <Button
          data-testid="select-all-matching"
          disabledFocusable={selectingAll}
          onClick={onSelectAllMatching}
        >
          Select all {totalCount} matching
        </Button>
      )}
      <Body1 role="status" data-testid="selection-count">
        {none ? 'No screens selected' : selectionText(selectedCount, allMatching)}
      </Body1>
      {!none && <Button onClick={onClear}>Clear selection</Button>}
      {onAddToGroup && (
        <Button
          data-testid="bulk-add-to-group"
          icon={<AddSquareMultipleRegular />}
          disabledFocusable={none}
          onClick={() => !none && onAddToGroup()}
        >
          Add to group
        </Button>
      )}
      {onPublish && (
        <Button
          data-testid="bulk-publish"
          appearance="primary"
          icon={<SendRegular />}
          disabledFocusable={none}
          onClick={() => !none && onPublish()}
        >
          Publish…
        </Button>
      )}
      {children}
    </div>
  );
}
