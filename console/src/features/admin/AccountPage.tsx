import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useParams } from 'react-router';
import { AdminAccountDocument, AdminSetAccountDisabledDocument } from '../../graphql/generated';
import { useConfirm } from '../../kit/ConfirmDialog';
import { errorMessage } from '../../kit/errorMessage';
import { notify } from '../../kit/notices';
import { RouterLink } from '../../kit/RouterLink';
import { useSession } from '../../shared/session/session';
import { AccountMembers } from './AccountMembers';
import { AccountSettingsForm } from './AccountSettingsForm';
import { SERVICE_ADMIN_ROLE, billingLabel, dayLabel, storageLabel } from './adminFormat';
import { ServiceAdminsOnly } from './ServiceAdminsOnly';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  facts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXL },
});

/** /admin/accounts/:id: one account's facts, subscription, its people and screens. */
export function AccountPage() {
  const styles = useStyles();
  const { id = '' } = useParams();
  const session = useSession();
  const serviceAdmin = session.role === SERVICE_ADMIN_ROLE;
  const { data, loading, error, refetch } = useQuery(AdminAccountDocument, {
    variables: { id },
    skip: !serviceAdmin,
  });
  const [setDisabled, disabling] = useMutation(AdminSetAccountDisabledDocument);
  const { ask, dialog } = useConfirm();
  if (!serviceAdmin) return <ServiceAdminsOnly title="Account" />;
  const account = data?.serviceAccount;

  const toggle = async (disabled: boolean) => {
    try {
      await setDisabled({ variables: { id, disabled } });
      notify(disabled ? `Disabled ${account?.name}` : `Enabled ${account?.name}`);
    } catch (failure) {
      notify(errorMessage(failure), 'error');
    }
  };

  return (
    <section className={styles.page}>
      <RouterLink to="/admin/accounts">All accounts</RouterLink>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>
            Could not load the account: {errorMessage(error)}{' '}
            <Button size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          </MessageBarBody>
        </MessageBar>
      )}
      {loading && !data && <Spinner label="Loading the account..." />}
      {data && !account && <Body1 as="p">There is no such account.</Body1>}
      {account && (
        <>
          <div className={styles.header}>
            <Title2 as="h1">{account.name}</Title2>
            {account.disabled && <Badge color="danger">Disabled</Badge>}
            {account.disabled ? (
              <Button disabled={disabling.loading} onClick={() => void toggle(false)}>
                Enable account
              </Button>
            ) : (
              <Button
                disabled={disabling.loading}
                onClick={() =>
                  ask({
                    question: `Disable ${account.name}?`,
                    detail:
                      'Its users are signed out and cannot sign in ("This account is disabled. Contact support."); its screens keep playing what they have.',
                    confirmLabel: 'Disable',
                    onConfirm: () => void toggle(true),
                  })
                }
              >
                Disable account
              </Button>
            )}
          </div>
          <div className={styles.facts}>
            <Body1>{`Screens online: ${account.screensOnline} / ${account.screensTotal}`}</Body1>
            <Body1>{`Storage: ${storageLabel(account.storageUsedMB, account.storageMaxMB)}`}</Body1>
            <Body1>{`Billing: ${billingLabel(account.billingType)}`}</Body1>
            <Body1>{`Partner: ${account.partnerName ?? 'None'}`}</Body1>
            <Body1>{`Created: ${dayLabel(account.createdAt)}`}</Body1>
            <Body1>{`Last activity: ${dayLabel(account.lastActivityAt)}`}</Body1>
          </div>
          <AccountSettingsForm
            key={account._id}
            account={account}
            allFeatures={data.serviceAdminCatalog.features}
          />
          <AccountMembers account={account} />
        </>
      )}
      {dialog}
    </section>
  );
}
