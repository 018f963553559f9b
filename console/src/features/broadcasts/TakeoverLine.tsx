import { Body2, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { errorMessage } from '../../kit/errorMessage';

/**
 * How many screens the broadcast takes over and how many are offline, said while it is set up
 * (as the publish dialog says its reach). A count that fails does not stop a broadcast.
 */
export function TakeoverLine({ text, error }: { text: string | null; error?: unknown }) {
  if (error)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>Could not count the screens. {errorMessage(error)}</MessageBarBody>
      </MessageBar>
    );
  if (!text) return <Spinner size="small" label="Counting screens..." />;
  return (
    <Body2 as="p" role="status" data-testid="broadcast-reach">
      {text}
    </Body2>
  );
}
