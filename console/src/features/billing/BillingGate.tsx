import { PERMISSIONS } from '@marquee/sdk/model';
import { Text } from '@fluentui/react-components';
import { Outlet } from 'react-router';
import { useSession } from '../../shared/session/session';
import { RequirePermission } from '../auth/RequirePermission';

export const NOT_SUBSCRIPTION_BILLED = 'Billing is only for accounts that pay by subscription.';

/** /billing/*: people with the manage billing permission, on an account billed by subscription. */
export function BillingGate() {
  const { billingType } = useSession();
  return (
    <RequirePermission permission={PERMISSIONS.account.manageBilling}>
      {billingType === 'subscription' ? (
        <Outlet />
      ) : (
        <Text as="p" role="alert">
          {NOT_SUBSCRIPTION_BILLED}
        </Text>
      )}
    </RequirePermission>
  );
}
