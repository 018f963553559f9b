import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Link, MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { isFeatureEnabled, type Feature } from '../shared/session/features';
import { useSession } from '../shared/session/session';
import { useSupport } from '../shared/support/support';

// Tariff gating as the user sees it: where a feature is locked the console shows
// this message instead of the control or page. Two sources say a feature is locked: the account
// (Session.features / Session.tariffs) before anything is tried, and a FEATURE_LOCKED answer from
// the API (which carries the tariff) when the account changed under an open page.

export const DEFAULT_TARIFF = 'Enterprise';

export const lockedFeatureText = (tariff: string = DEFAULT_TARIFF): string =>
  `To use this feature, you need to upgrade to the ${tariff}. Please contact us for more information via the Web Chat.`;

/** Without a chat: the sentence names the support e-mail, or just support (never a dead link). */
export const lockedFeatureTextWithoutChat = (
  tariff: string = DEFAULT_TARIFF,
  email: string | null = null,
): string =>
  `To use this feature, you need to upgrade to the ${tariff}. Please contact ${
    email ? `us for more information at ${email}` : 'support for more information'
  }.`;

const upgradeText = (tariff: string) =>
  `To use this feature, you need to upgrade to the ${tariff}.`;

/** How to reach support after the upgrade sentence: the chat's link, the e-mail, or support. */
function ContactSupport() {
  const { chat, email, openChat } = useSupport();
  if (chat) {
    return (
      <>
        Please contact us for more information via the{' '}
        <Link as="button" inline onClick={openChat}>
          Web Chat
        </Link>
        .
      </>
    );
  }
  if (email) {
    return (
      <>
        Please contact us for more information at{' '}
        <Link inline href={`mailto:${email}`}>
          {email}
        </Link>
        .
      </>
    );
  }
  return <>Please contact support for more information.</>;
}

/**
 * The message for a locked feature, naming the tariff that unlocks it (Enterprise by default).
 * "Web Chat" opens the support chat when it is on; without it the message says how to reach
 * support instead.
 */
export function LockedFeature({ tariff = DEFAULT_TARIFF }: { tariff?: string }) {
  return (
    <MessageBar intent="warning" data-testid="feature-locked">
      <MessageBarBody>
        {upgradeText(tariff)} <ContactSupport />
      </MessageBarBody>
    </MessageBar>
  );
}

/** Whether the signed-in account has a feature, and the tariff that unlocks it if not. */
export function useFeature(feature: Feature): { enabled: boolean; tariff: string } {
  const { features, tariffs } = useSession();
  return {
    enabled: isFeatureEnabled(features, feature),
    tariff: tariffs[feature] ?? DEFAULT_TARIFF,
  };
}

/** Renders its children only when the account has the feature, else the locked message. */
export function FeatureGate({ feature, children }: { feature: Feature; children: ReactNode }) {
  const { enabled, tariff } = useFeature(feature);
  return enabled ? children : <LockedFeature tariff={tariff} />;
}

/** The tariff named by a FEATURE_LOCKED API error, or null for any other error. */
export function lockedTariffOf(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const locked = error.errors.find((e) => e.extensions?.code === 'FEATURE_LOCKED');
  if (!locked) return null;
  const tariff = locked.extensions?.tariff;
  return typeof tariff === 'string' && tariff !== '' ? tariff : DEFAULT_TARIFF;
}
