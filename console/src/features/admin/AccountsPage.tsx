import { useQuery } from '@apollo/client/react';
import {
  Body1,
  Button,
  Field,
  Input,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import {
  AdminAccountsDocument,
  type AdminAccountRowFragment,
  type ServiceAccountSortField,
  type SortDirection,
} from '../../graphql/generated';
import { ListPage } from '../../kit/ListPage';
import { ResponsiveTable } from '../../kit/ResponsiveTable';
import { RouterLink } from '../../kit/RouterLink';
import { useSession } from '../../shared/session/session';
import { SERVICE_ADMIN_ROLE, billingLabel, dayLabel, storageLabel } from './adminFormat';
import { ServiceAdminsOnly } from './ServiceAdminsOnly';

export const PAGE_SIZE = 50;

const SORTS: readonly { value: string; label: string }[] = [
  { value: 'name:asc', label: 'Name (A to Z)' },
  { value: 'createdAt:desc', label: 'Newest first' },
  { value: 'lastActivityAt:desc', label: 'Recently active' },
  { value: 'screensTotal:desc', label: 'Most screens' },
  { value: 'screensOnline:desc', label: 'Most screens online' },
  { value: 'storageUsedMB:desc', label: 'Most storage used' },
  { value: 'userCount:desc', label: 'Most users' },
];

const useStyles = makeStyles({
  filters: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-end',
  },
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

const COLUMNS = [
  {
    label: 'Account',
    role: 'title' as const,
    cell: (a: AdminAccountRowFragment) => (
      <RouterLink to={`/admin/accounts/${encodeURIComponent(a._id)}`}>
        {a.name}
        {a.disabled ? ' (disabled)' : ''}
      </RouterLink>
    ),
  },
  {
    label: 'Screens online',
    cell: (a: AdminAccountRowFragment) => `${a.screensOnline} / ${a.screensTotal}`,
  },
  {
    label: 'Storage',
    cell: (a: AdminAccountRowFragment) => storageLabel(a.storageUsedMB, a.storageMaxMB),
  },
  { label: 'Users', cell: (a: AdminAccountRowFragment) => a.userCount },
  { label: 'Tariff', cell: (a: AdminAccountRowFragment) => a.tariff },
  { label: 'Billing', cell: (a: AdminAccountRowFragment) => billingLabel(a.billingType) },
  { label: 'Partner', cell: (a: AdminAccountRowFragment) => a.partnerName ?? '—' },
  { label: 'Created', cell: (a: AdminAccountRowFragment) => dayLabel(a.createdAt) },
  { label: 'Last activity', cell: (a: AdminAccountRowFragment) => dayLabel(a.lastActivityAt) },
];

/** /admin/accounts: every account of the service, searched, sorted and paged on the server. */
export function AccountsPage() {
  const styles = useStyles();
  const session = useSession();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState(SORTS[0]!.value);
  const [page, setPage] = useState(0);
  const [field, direction] = sort.split(':') as [ServiceAccountSortField, SortDirection];
  const serviceAdmin = session.role === SERVICE_ADMIN_ROLE;
  const { data, loading, error, refetch } = useQuery(AdminAccountsDocument, {
    variables: {
      search: search.trim() || null,
      sort: field,
      direction,
      first: PAGE_SIZE,
      offset: page * PAGE_SIZE,
    },
    skip: !serviceAdmin,
  });
  if (!serviceAdmin) return <ServiceAdminsOnly title="Accounts" />;
  const total = data?.serviceAccounts.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <ListPage
      title="Accounts"
      action={<RouterLink to="/admin/accounts/create">Create an account</RouterLink>}
      nav={
        <div className={styles.filters}>
          <Field label="Search by name or user e-mail">
            <Input
              type="search"
              value={search}
              onChange={(_e, d) => {
                setSearch(d.value);
                setPage(0);
              }}
            />
          </Field>
          <Field label="Sort">
            <Select
              value={sort}
              onChange={(_e, d) => {
                setSort(d.value);
                setPage(0);
              }}
            >
              {SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      }
      noun="accounts"
      items={data?.serviceAccounts.items}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      empty={search ? 'No account matches this search.' : 'There are no accounts yet.'}
    >
      {(items) => (
        <>
          <ResponsiveTable
            aria-label="Accounts"
            items={items}
            keyOf={(a) => a._id}
            columns={COLUMNS}
            minTableWidth={1000}
          />
          <div className={styles.pager}>
            <Button disabledFocusable={page === 0} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <Body1>{`Page ${page + 1} of ${pages} (${total} accounts)`}</Body1>
            <Button disabledFocusable={page + 1 >= pages} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </div>
        </>
      )}
    </ListPage>
  );
}
