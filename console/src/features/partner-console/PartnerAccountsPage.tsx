import { useQuery } from '@apollo/client/react';
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, PersonAddRegular, SearchRegular } from '@fluentui/react-icons';
import { PERMISSIONS } from '@marquee/sdk/model';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  PartnerAccountsDocument,
  type PartnerChildAccountFieldsFragment,
} from '../../graphql/generated';
import { ListPage } from '../../kit/ListPage';
import { LockedFeature, lockedTariffOf } from '../../kit/LockedFeature';
import { notify } from '../../kit/notices';
import { ResponsiveTable, type TableColumn } from '../../kit/ResponsiveTable';
import { RouterLink } from '../../kit/RouterLink';
import { useCan } from '../../shared/session/session';
import { CreateChildAccountDialog } from './CreateChildAccountDialog';
import {
  CREATE_ACCOUNT_PATH,
  PARTNER_CONSOLE_PATH,
  childAccountPath,
  inviteUserPath,
  screensLabel,
  storageLabel,
  subscriptionLabel,
  tariffLabel,
} from './partnerDisplay';
import { SignUpLink } from './SignUpLink';

const useStyles = makeStyles({
  tools: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  search: { maxWidth: '360px' },
});

/** Rows asked for at a time; Show more asks for the next ones. */
const PAGE_SIZE = 50;

type Account = PartnerChildAccountFieldsFragment;

/**
 * /partner-console and /partner-console/accounts: the partner's customer accounts with their
 * screens, storage and subscription, a search by name, and the partner's sign-up link. At
 * /partner-console/create-account the same page has the Create account dialog open.
 */
export function PartnerAccountsPage({ creating = false }: { creating?: boolean }) {
  const navigate = useNavigate();
  const canCreate = useCan(PERMISSIONS.partnerAccounts.create);
  const canUpdate = useCan(PERMISSIONS.partnerAccounts.update);
  const [search, setSearch] = useState('');
  const { data, previousData, error, loading, refetch, fetchMore } = useQuery(
    PartnerAccountsDocument,
    {
      variables: { search: search.trim() || null, first: PAGE_SIZE },
      fetchPolicy: 'cache-and-network',
    },
  );
  const page = (data ?? previousData)?.partnerAccounts;
  const lockedTariff = lockedTariffOf(error);
  if (lockedTariff) return <LockedFeature tariff={lockedTariff} />;

  const showMore = () =>
    void fetchMore({
      variables: { after: page?.endCursor ?? null },
      updateQuery: (prev, { fetchMoreResult }) => ({
        partnerAccounts: {
          ...fetchMoreResult.partnerAccounts,
          items: [...prev.partnerAccounts.items, ...fetchMoreResult.partnerAccounts.items],
        },
      }),
    });

  const columns = accountColumns(
    canUpdate ? (a) => void navigate(inviteUserPath(a._id)) : undefined,
  );

  return (
    <ListPage
      title="Partner Console"
      action={
        canCreate && (
          <Button
            appearance="primary"
            icon={<AddRegular />}
            data-testid="partner-create-account"
            onClick={() => void navigate(CREATE_ACCOUNT_PATH)}
          >
            Create account
          </Button>
        )
      }
      nav={<AccountTools search={search} onSearch={setSearch} />}
      noun="accounts"
      items={page?.items}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      empty={
        search.trim()
          ? 'No account matches this search.'
          : 'You have no customer accounts yet. Create one, or send your sign-up link: accounts that sign up with it appear here.'
      }
      overlays={
        creating && (
          <CreateChildAccountDialog
            onClose={() => void navigate(PARTNER_CONSOLE_PATH)}
            onCreated={(account, adminEmail) => {
              notify(`Account ${account.name} created; invitation sent to ${adminEmail}`);
              void navigate(childAccountPath(account._id));
            }}
          />
        )
      }
    >
      {(items) => (
        <>
          <ResponsiveTable
            aria-label="Partner accounts"
            items={items}
            columns={columns}
            keyOf={(a) => a._id}
            rowProps={(a) => ({
              'data-testid': 'partner-account-row',
              'data-account-name': a.name,
            })}
            minTableWidth={760}
          />
          {page?.hasNextPage && (
            <Button
              onClick={showMore}
            >{`Show more (${items.length} of ${page.totalCount})`}</Button>
          )}
        </>
      )}
    </ListPage>
  );
}

/** The accounts table's columns; an Invite user action when the viewer may change accounts. */
function accountColumns(onInvite: ((a: Account) => void) | undefined): TableColumn<Account>[] {
  const columns: TableColumn<Account>[] = [
    {
      label: 'Account',
      role: 'title',
      cell: (a) => (
        <RouterLink to={childAccountPath(a._id)} data-testid="partner-account-link">
          {a.name}
        </RouterLink>
      ),
    },
    { label: 'Screens', cell: screensLabel },
    { label: 'Storage', cell: storageLabel },
    { label: 'Tariff', cell: (a) => tariffLabel(a.subscription) },
    { label: 'Subscription', cell: (a) => subscriptionLabel(a.subscription) },
  ];
  if (onInvite)
    columns.push({
      label: 'Actions',
      role: 'actions',
      cell: (a) => (
        <Button
          icon={<PersonAddRegular />}
          aria-label={`Invite a user to ${a.name}`}
          onClick={() => onInvite(a)}
        >
          Invite user
        </Button>
      ),
    });
  return columns;
}

/** Above the list: the partner's sign-up link and the search by account name. */
function AccountTools({ search, onSearch }: { search: string; onSearch: (text: string) => void }) {
  const styles = useStyles();
  return (
    <div className={styles.tools}>
      <SignUpLink />
      <Field label="Search accounts" className={styles.search}>
        <Input
          type="search"
          name="partnerSearch"
          contentBefore={<SearchRegular />}
          value={search}
          maxLength={100}
          onChange={(_e, d) => onSearch(d.value)}
        />
      </Field>
    </div>
  );
}

/** /partner-console/create-account: the list with the Create account dialog open. */
export const CreateChildAccountPage = () => <PartnerAccountsPage creating />;
