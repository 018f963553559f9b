import { useMutation } from '@apollo/client/react';
import { StartBroadcastDocument, type StartBroadcastInput } from '../../graphql/generated';
import type { Confirmation } from '../../kit/ConfirmDialog';
import { notify } from '../../kit/notices';
import { startedNotice, startQuestion } from './broadcastText';
import { putStartedInList } from './startedInList';

/**
 * Asks once more, saying how many screens it takes over (`reach`, once counted), then starts the
 * broadcast. The promise resolves once it is started or the question is answered no, and rejects
 * with the server's refusal, so the form that asked stays filled in until then.
 */
export function useStartBroadcast(
  ask: (confirmation: Confirmation) => void,
  onStarted: () => void,
) {
  const [start] = useMutation(StartBroadcastDocument, { refetchQueries: ['ActiveBroadcasts'] });
  return (input: StartBroadcastInput, name: string, reach: string | null) =>
    new Promise<void>((resolve, reject) =>
      ask({
        question: startQuestion(input.groupIds?.length ?? 0, input.startsAt),
        detail: [reach, `${name} replaces what they play until the broadcast ends or is cleared.`]
          .filter(Boolean)
          .join(' '),
        confirmLabel: 'Start broadcast',
        danger: false,
        onCancel: resolve,
        onConfirm: () =>
          void start({
            variables: { input },
            // In the list at once, on air when started now (see putStartedInList).
            update: (cache, { data }) => {
              if (data) putStartedInList(cache, data.startBroadcast, !input.startsAt);
            },
          }).then(() => {
            onStarted();
            notify(startedNotice(name, input.startsAt));
            resolve();
          }, reject),
      }),
    );
}
