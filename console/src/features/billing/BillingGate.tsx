import { PERMISSIONS } from '@marquee/sdk/model';
import { Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Outlet } from 'react-router';
import { useSession } from '../../shared/session/session';
import { RequirePermission } from '../auth/RequirePermission';

export const NOT_SUBSCRIPTION_BILLED = 'Billing is only for accounts that pay by subscription.';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** /billing/*: people with the manage billing permission, on an account billed by subscription. */
export function BillingGate() {
  const styles = useStyles();
  const { billingType } = useSession();
  return (
    <RequirePermission permission={PERMISSIONS.account.manageBilling}>
      {billingType === 'subscription' ? (
        <Outlet />
      ) : (
        <div className={styles.page}>
          <Title2 as="h1">Billing</Title2>
          <Text as="p" role="alert">
            {NOT_SUBSCRIPTION_BILLED}
          </Text>
        </div>
      )}
    </RequirePermission>
  );
}
