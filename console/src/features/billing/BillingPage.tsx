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
import { useNavigate } from 'react-router';
import { BillingOverviewDocument, type BillingOverviewQuery } from '../../graphql/generated';
import { errorMessage } from '../../kit/errorMessage';
import { ResponsiveTable, type TableColumn } from '../../kit/ResponsiveTable';
import { day, JUST_UPDATED_NOTICE, money, statusAdvice, statusLabel } from './billingText';
import { useJustUpdatedSubscription } from './useJustUpdated';

type Overview = BillingOverviewQuery['billingOverview'];
type Invoice = Overview['invoices'][number];

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '880px',
  },
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
  },
  figure: { display: 'flex', flexDirection: 'column', margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

const INVOICE_COLUMNS: readonly TableColumn<Invoice>[] = [
  { label: 'Invoice', cell: (i) => i.number, role: 'title' },
  { label: 'Date', cell: (i) => day(i.billedOn) },
  { label: 'Total', cell: (i) => money(i.total, i.currency) },
  { label: 'Status', cell: (i) => i.status },
];

function Figures({ overview }: { overview: Overview }) {
  const styles = useStyles();
  const figures: [string, string | number][] = [
    ['Plan', overview.plan?.name ?? overview.tariff],
    ['Status', statusLabel(overview.status)],
    ['Screens in use', overview.usedScreens],
    ['Subscribed screens', overview.subscribedScreens],
    ['Free screens', overview.freeScreens],
    [
      'Next charge',
      overview.nextChargeAt &&
      overview.nextChargeAmount !== null &&
      overview.nextChargeAmount !== undefined
        ? `${money(overview.nextChargeAmount, overview.currency)} on ${day(overview.nextChargeAt)}`
        : '—',
    ],
  ];
  return (
    <dl className={styles.figures} aria-label="Subscription">
      {figures.map(([term, value]) => (
        <div key={term} className={styles.figure}>
          <dt className={styles.term}>{term}</dt>
          <dd
            className={styles.value}
            data-testid={`billing-${term.toLowerCase().replace(/ /g, '-')}`}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Actions({ status }: { status: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const running = status === 'active' || status === 'past_due' || status === 'paused';
  return (
    <div className={styles.actions}>
      {running ? (
        <Button
          appearance="primary"
          onClick={() => void navigate('/billing/subsbase/update-subscription')}
        >
          Change subscription
        </Button>
      ) : (
        <Button
          appearance="primary"
          data-testid="choose-plan"
          onClick={() => void navigate('/billing/subscribe')}
        >
          Choose a plan
        </Button>
      )}
      {status === 'past_due' && (
        <Button
          data-testid="pay-invoice"
          onClick={() => void navigate('/billing/subsbase/pay-invoice')}
        >
          Pay the open invoice
        </Button>
      )}
      {status !== 'none' && (
        <Button onClick={() => void navigate('/billing/subsbase/customer-portal')}>
          Customer portal
        </Button>
      )}
    </div>
  );
}

/** /billing: the plan, its screens and state, the trial, the next charge and the invoices. */
export function BillingPage() {
  const styles = useStyles();
  const justUpdated = useJustUpdatedSubscription();
  const { data, error } = useQuery(BillingOverviewDocument, { fetchPolicy: 'cache-and-network' });
  const overview = data?.billingOverview;
  const advice = overview ? statusAdvice(overview.status) : null;
  return (
    <div className={styles.page}>
      <Title2 as="h1">Billing</Title2>
      {justUpdated && (
        <MessageBar intent="success" data-testid="subscription-updated">
          <MessageBarBody>{JUST_UPDATED_NOTICE}</MessageBarBody>
        </MessageBar>
      )}
      {error && !overview && <Text role="alert">{errorMessage(error)}</Text>}
      {!overview && !error && <Spinner label="Loading billing..." />}
      {overview && (
        <>
          {advice && (
            <MessageBar intent="warning" data-testid="billing-advice">
              <MessageBarBody>{advice}</MessageBarBody>
            </MessageBar>
          )}
          {overview.isTrial && (
            <MessageBar intent="info">
              <MessageBarBody>
                {`You are on a trial${overview.trialEndsAt ? ` until ${day(overview.trialEndsAt)}` : ''}.`}
              </MessageBarBody>
            </MessageBar>
          )}
          <Figures overview={overview} />
          <Actions status={overview.status} />
          <Title2 as="h2">Invoices</Title2>
          {overview.invoicesError && <Text role="alert">{overview.invoicesError}</Text>}
          {overview.invoices.length === 0 && !overview.invoicesError ? (
            <Text>No invoices yet.</Text>
          ) : (
            <ResponsiveTable
              aria-label="Invoices"
              items={overview.invoices}
              columns={INVOICE_COLUMNS}
              keyOf={(i) => i.id}
              minTableWidth={560}
            />
          )}
        </>
      )}
    </div>
  );
}
