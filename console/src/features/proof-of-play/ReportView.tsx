import { useQuery } from '@apollo/client/react';
import {
  Body1,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../shared/pageTitle';
import { errorMessage } from '../../kit/errorMessage';
import { ProofOfPlayReportDocument } from '../../graphql/generated';
import { PlaysCharts } from './PlaysCharts';
import { dayParam, formatDuration, type ReportSubject } from './report';
import { ReportTable } from './ReportTable';

const TABLE_ID = 'proof-of-play-table';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
  },
  csv: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/**
 * One subject's report: a day range kept in the address (from, to), the totals, charts of
 * plays over time and per screen, the table they summarise, and the same report as CSV.
 */
export function ReportView({ subject }: { subject: ReportSubject }) {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const from = dayParam(params.get('from'));
  const to = dayParam(params.get('to'));
  const { data, loading, error } = useQuery(ProofOfPlayReportDocument, {
    variables: { ...subject, from: from || null, to: to || null },
    fetchPolicy: 'cache-and-network',
  });
  const report = data?.proofOfPlayReport;
  const title = `Proof of play${report?.entityName ? `: ${report.entityName}` : ''}`;
  useDocumentTitle(report?.entityName ? title : null);

  const setDay = (name: 'from' | 'to', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <section className={styles.root}>
      <Title2 as="h1">{title}</Title2>
      <div className={styles.bar}>
        <Field label="From">
          <Input type="date" value={from} onChange={(_e, d) => setDay('from', d.value)} />
        </Field>
        <Field label="To">
          <Input type="date" value={to} onChange={(_e, d) => setDay('to', d.value)} />
        </Field>
        {report && (
          <Link href={report.csvPath} download data-testid="pop-csv" className={styles.csv}>
            <ArrowDownloadRegular aria-hidden />
            Download CSV
          </Link>
        )}
      </div>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{errorMessage(error)}</MessageBarBody>
        </MessageBar>
      )}
      {loading && !report && <Spinner label="Loading report..." />}
      {report && (
        <>
          <Body1 as="p" data-testid="pop-total">
            {report.totalPlays} plays, {formatDuration(report.totalDurationSeconds)}, seen by{' '}
            <span data-testid="pop-seen-by">{report.totalImpressions}</span>{' '}
            {report.totalImpressions === 1 ? 'person' : 'people'}
          </Body1>
          {report.rows.length === 0 ? (
            <Body1 as="p">Nothing was played in this period.</Body1>
          ) : (
            <>
              <PlaysCharts rows={report.rows} tableId={TABLE_ID} />
              <ReportTable rows={report.rows} id={TABLE_ID} />
            </>
          )}
        </>
      )}
    </section>
  );
}
