import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';

/**
 * Says that edits left unsaved on an earlier visit are back on the page (kept in the tab by
 * `keptDraft`), with the way to drop them. `what` names the thing edited: "this schedule".
 */
export function KeptEditsBar({
  what,
  onDiscard,
  testId,
}: {
  what: string;
  onDiscard: () => void;
  testId?: string;
}) {
  return (
    <MessageBar intent="warning" data-testid={testId}>
      <MessageBarBody>{`Your unsaved changes to ${what} were kept when you left the page.`}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={onDiscard}>Discard them</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
