import { useQuery } from '@apollo/client/react';
import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, PersonAddRegular } from '@fluentui/react-icons';
import { PERMISSIONS } from '@marquee/sdk/model';
import { useNavigate, useParams } from 'react-router';
import { PartnerAccountDocument, type PartnerAccountQuery } from '../../graphql/generated';
import { errorMessage } from '../../kit/errorMessage';
import { LockedFeature, lockedTariffOf } from '../../kit/LockedFeature';
import { notify } from '../../kit/notices';
import { ResponsiveTable } from '../../kit/ResponsiveTable';
import { RouterLink } from '../../kit/RouterLink';
import { useCan } from '../../shared/session/session';
import { InviteChildUserDialog } from './InviteChildUserDialog';
import {
  PARTNER_CONSOLE_PATH,
  childAccountPath,
  inviteUserPath,
  screensLabel,
  storageLabel,
  subscriptionLabel,
  tariffLabel,
} from './partnerDisplay';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  pair: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

type Detail = PartnerAccountQuery['partnerAccount'];

/**
 * /partner-console/accounts/{id}: one customer account's facts and its users (invited ones
 * marked). At .../invite-user the same page has the invitation dialog open.
 */
export function PartnerAccountPage({ inviting = false }: { inviting?: boolean }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { accountId = '' } = useParams();
  const canUpdate = useCan(PERMISSIONS.partnerAccounts.update);
  const { data, error, loading } = useQuery(PartnerAccountDocument, {
    variables: { id: accountId },
    fetchPolicy: 'cache-and-network',
  });
  const lockedTariff = lockedTariffOf(error);
  if (lockedTariff) return <LockedFeature tariff={lockedTariff} />;
  const detail = data?.partnerAccount;

  return (
    <section className={styles.page}>
      <RouterLink to={PARTNER_CONSOLE_PATH}>
        <ArrowLeftRegular /> Partner Console
      </RouterLink>
      {error && !detail && (
        <MessageBar intent="error">
          <MessageBarBody>{errorMessage(error)}</MessageBarBody>
        </MessageBar>
      )}
      {loading && !detail && <Spinner label="Loading the account..." />}
      {detail && (
        <>
          <div className={styles.header}>
            <Title2 as="h1">{detail.account.name}</Title2>
            {canUpdate && (
              <Button
                appearance="primary"
                icon={<PersonAddRegular />}
                data-testid="partner-invite-user"
                onClick={() => void navigate(inviteUserPath(accountId))}
              >
                Invite user
              </Button>
            )}
          </div>
          <AccountFacts detail={detail} />
          <UsersTable users={detail.users} />
          {inviting && canUpdate && (
            <InviteChildUserDialog
              accountId={accountId}
              accountName={detail.account.name}
              onClose={() => void navigate(childAccountPath(accountId))}
              onInvited={(email) => {
                notify(`Invitation sent to ${email}`);
                void navigate(childAccountPath(accountId));
              }}
            />
          )}
        </>
      )}
    </section>
  );
}

function AccountFacts({ detail }: { detail: Detail }) {
  const styles = useStyles();
  const { account } = detail;
  const facts: [string, string][] = [
    ['Screens', screensLabel(account)],
    ['Storage', storageLabel(account)],
    ['Tariff', tariffLabel(account.subscription)],
    ['Subscription', subscriptionLabel(account.subscription)],
    ['Created', new Date(account.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })],
  ];
  return (
    <dl className={styles.facts} aria-label="Account facts">
      {facts.map(([term, value]) => (
        <div key={term} className={styles.pair}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function UsersTable({ users }: { users: Detail['users'] }) {
  if (users.length === 0)
    return (
      <Text as="p">No users yet. Invite the first one: they choose a password on joining.</Text>
    );
  return (
    <ResponsiveTable
      aria-label="Users"
      items={users}
      keyOf={(u) => u._id}
      rowProps={(u) => ({ 'data-testid': 'partner-user-row', 'data-email': u.email })}
      columns={[
        { label: 'E-mail', role: 'title', cell: (u) => u.email },
        { label: 'Role', cell: (u) => u.roleName },
        { label: 'Status', cell: (u) => (u.status === 'active' ? 'Active' : 'Invited') },
      ]}
      minTableWidth={480}
    />
  );
}

/** /partner-console/accounts/{id}/invite-user: the account with the invitation dialog open. */
export const InviteChildUserPage = () => <PartnerAccountPage inviting />;
