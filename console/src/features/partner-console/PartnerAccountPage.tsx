import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Title2,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowLeftRegular,
  DeleteRegular,
  PersonAddRegular,
  SettingsRegular,
} from '@fluentui/react-icons';
import { PERMISSIONS } from '@marquee/sdk/model';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  PartnerAccountDocument,
  RemovePartnerChildUserDocument,
  type PartnerAccountQuery,
} from '../../graphql/generated';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { errorMessage } from '../../kit/errorMessage';
import { LockedFeature, lockedTariffOf } from '../../kit/LockedFeature';
import { notify } from '../../kit/notices';
import { ResponsiveTable } from '../../kit/ResponsiveTable';
import { RouterLink } from '../../kit/RouterLink';
import { useCan } from '../../shared/session/session';
import { languageName } from '../account/languages';
import { EditChildAccountDialog } from './EditChildAccountDialog';
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
import { dateText } from '../../kit/dates';

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
  users: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
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
  const [editing, setEditing] = useState(false);
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
              <div className={styles.actions}>
                <Button
                  icon={<SettingsRegular />}
                  data-testid="partner-edit-settings"
                  onClick={() => setEditing(true)}
                >
                  Edit settings
                </Button>
                <Button
                  appearance="primary"
                  icon={<PersonAddRegular />}
                  data-testid="partner-invite-user"
                  onClick={() => void navigate(inviteUserPath(accountId))}
                >
                  Invite user
                </Button>
              </div>
            )}
          </div>
          <AccountFacts detail={detail} />
          <UsersTable accountId={accountId} users={detail.users} canRemove={canUpdate} />
          {editing && (
            <EditChildAccountDialog
              accountId={accountId}
              initial={{
                name: detail.account.name,
                languageCode: detail.account.languageCode,
                temperatureUnit: detail.account.temperatureUnit,
              }}
              onClose={() => setEditing(false)}
              onSaved={() => {
                setEditing(false);
                notify('Settings saved');
              }}
            />
          )}
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
    ['Language', languageName(account.languageCode)],
    ['Temperature', account.temperatureUnit === 'fahrenheit' ? 'Fahrenheit (°F)' : 'Celsius (°C)'],
    ['Created', dateText(account.createdAt)],
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

type ChildUser = Detail['users'][number];

/** The built-in role with every permission, as the server names it. */
const ADMINISTRATOR = 'Administrator';

interface UsersTableProps {
  accountId: string;
  users: Detail['users'];
  canRemove: boolean;
}

function UsersTable({ accountId, users, canRemove }: UsersTableProps) {
  const styles = useStyles();
  const [removing, setRemoving] = useState<ChildUser | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [remove] = useMutation(RemovePartnerChildUserDocument, {
    refetchQueries: ['PartnerAccount'],
    awaitRefetchQueries: true,
  });
  if (users.length === 0)
    return (
      <Text as="p">No users yet. Invite the first one: they choose a password on joining.</Text>
    );
  // The server keeps an account's only administrator; the list offers no Remove for them.
  const admins = users.filter((u) => u.status === 'active' && u.roleName === ADMINISTRATOR);
  const removable = (u: ChildUser) => !(admins.length === 1 && admins[0] === u);
  const confirm = (user: ChildUser) => {
    setRemoving(null);
    setProblem(null);
    remove({ variables: { accountId, id: user._id } })
      .then(() =>
        notify(
          user.status === 'active'
            ? `${user.email} was removed`
            : `The invitation of ${user.email} was withdrawn`,
        ),
      )
      .catch((e: unknown) => setProblem(errorMessage(e)));
  };
  return (
    <section className={styles.users} aria-labelledby="partner-users">
      <Title3 as="h2" id="partner-users">
        Users
      </Title3>
      {problem && (
        <MessageBar intent="error">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
      <ResponsiveTable
        aria-label="Users"
        items={users}
        keyOf={(u) => u._id}
        rowProps={(u) => ({ 'data-testid': 'partner-user-row', 'data-email': u.email })}
        columns={[
          { label: 'E-mail', role: 'title', cell: (u) => u.email },
          { label: 'Role', cell: (u) => u.roleName },
          { label: 'Status', cell: (u) => (u.status === 'active' ? 'Active' : 'Invited') },
          ...(canRemove
            ? [
                {
                  label: 'Actions',
                  role: 'actions' as const,
                  cell: (u: ChildUser) =>
                    removable(u) ? (
                      <Button
                        size="small"
                        icon={<DeleteRegular />}
                        aria-label={
                          u.status === 'active'
                            ? `Remove ${u.email}`
                            : `Withdraw the invitation of ${u.email}`
                        }
                        onClick={() => setRemoving(u)}
                      >
                        {u.status === 'active' ? 'Remove' : 'Withdraw invitation'}
                      </Button>
                    ) : (
                      <Text size={200}>Only administrator</Text>
                    ),
                },
              ]
            : []),
        ]}
        minTableWidth={560}
      />
      <ConfirmDialog
        open={removing !== null}
        question={
          removing?.status === 'invited'
            ? `Withdraw the invitation of ${removing.email}?`
            : `Remove ${removing?.email ?? 'this user'} from the account?`
        }
        detail={
          removing?.status === 'invited'
            ? 'The link in their e-mail will no longer work.'
            : 'They are signed out and can no longer sign in to this account.'
        }
        confirmLabel={removing?.status === 'invited' ? 'Withdraw' : 'Remove'}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && confirm(removing)}
      />
    </section>
  );
}

/** /partner-console/accounts/{id}/invite-user: the account with the invitation dialog open. */
export const InviteChildUserPage = () => <PartnerAccountPage inviting />;
