import { Button } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { BroadcastItemFragment } from '../../graphql/generated';
import type { Confirmation } from '../../kit/ConfirmDialog';
import { errorMessage } from '../../kit/errorMessage';
import { notify } from '../../kit/notices';
import { when } from './broadcastText';

/**
 * Ends a broadcast, asked first: one on air is cleared and its screens go back to their own
 * content; one set for later is cancelled before it starts.
 */
export function ClearBroadcastButton({
  broadcast: b,
  now,
  ask,
  clear,
}: {
  broadcast: BroadcastItemFragment;
  now: number;
  ask: (confirmation: Confirmation) => void;
  clear: (id: string) => Promise<unknown>;
}) {
  const later = Date.parse(b.startsAt) > now;
  const name = b.content.name ?? 'deleted content';
  return (
    <Button
      icon={<DismissRegular />}
      data-testid="broadcast-clear"
      aria-label={`${later ? 'Cancel' : 'Clear'} the broadcast of ${name}`}
      onClick={() =>
        ask({
          question: later
            ? `Cancel the broadcast set for ${when(b.startsAt)}?`
            : 'Clear the broadcast?',
          detail: later
            ? 'It will not start; screens keep their own content.'
            : 'Each screen returns to its own content.',
          confirmLabel: later ? 'Cancel broadcast' : 'Clear',
          // Clearing gives each screen its own content back: nothing is lost.
          danger: later,
          onConfirm: () =>
            void clear(b._id).then(
              () => notify(later ? 'The broadcast is cancelled' : 'The broadcast is cleared'),
              (e: unknown) => notify(errorMessage(e), 'error'),
            ),
        })
      }
    >
      {later ? 'Cancel' : 'Clear'}
    </Button>
  );
}
