import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, type ReactNode } from 'react';
import { SupportChatSetupDocument } from '../../graphql/generated';
import { useSession } from '../../shared/session/session';
import { SupportContext, type Support } from '../../shared/support/support';
import {
  openSupportChat,
  startSupportChat,
  stopSupportChat,
} from '../../shared/support/supportChat';

/**
 * Around the signed-in console: loads the support chat when the server names one (after sign-in,
 * with the person's e-mail and role and the account), shuts it down when the shell goes (sign-out
 * leaves it), and tells the pages how to reach support (LockedFeature's "Web Chat").
 */
export function SupportChatProvider({ children }: { children: ReactNode }) {
  const { email, role } = useSession();
  const { data } = useQuery(SupportChatSetupDocument, { fetchPolicy: 'cache-first' });
  const config = data?.supportConfig;
  const scriptUrl = config?.chatScriptUrl ?? null;
  const chatId = config?.chatId ?? null;
  const accountId = data?.currentAccount?._id ?? null;
  const accountName = data?.currentAccount?.name ?? '';
  const setup = useMemo(
    () =>
      scriptUrl && email && role && accountId
        ? {
            scriptUrl,
            context: {
              id: chatId,
              user: { email, role },
              account: { id: accountId, name: accountName },
            },
          }
        : null,
    [scriptUrl, chatId, email, role, accountId, accountName],
  );
  const on = setup !== null;

  useEffect(() => {
    if (!setup) return;
    startSupportChat(setup.scriptUrl, setup.context);
    return stopSupportChat;
  }, [setup]);

  const support = useMemo<Support>(
    () => ({
      chat: on,
      email: config?.email ?? null,
      openChat: () => void openSupportChat(),
    }),
    [on, config?.email],
  );
  return <SupportContext value={support}>{children}</SupportContext>;
}
