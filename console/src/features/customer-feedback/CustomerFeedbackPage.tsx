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
import { CustomerFeedbackReportDocument } from '../../graphql/generated';
import { errorMessage } from '../../kit/errorMessage';
import { dayParam } from '../proof-of-play/report';
import { averageText } from './feedback';
import { FeedbackCharts } from './FeedbackCharts';
import { AnswersTable, GroupTable } from './FeedbackTables';

const TABLES_ID = 'customer-feedback-tables';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM },
  csv: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  tables: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/**
 * /data-integrations/customer-feedback: the answers visitors gave to the account's feedback
 * items, by touch on a screen or on a phone, over a day range kept in the address (the last 30
 * days when none is chosen): totals, charts per day, score, question and screen, the tables
 * they summarise, the newest answers, and every answer of the period as CSV.
 */
export function CustomerFeedbackPage() {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const from = dayParam(params.get('from'));
  const to = dayParam(params.get('to'));
  const { data, loading, error } = useQuery(CustomerFeedbackReportDocument, {
    variables: { from: from || null, to: to || null, limit: 100 },
    fetchPolicy: 'cache-and-network',
  });
  const report = data?.customerFeedback;
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
      <Title2 as="h1">Customer feedback</Title2>
      <div className={styles.bar}>
        <Field label="From">
          <Input type="date" value={from} onChange={(_e, d) => setDay('from', d.value)} />
        </Field>
        <Field label="To">
          <Input type="date" value={to} onChange={(_e, d) => setDay('to', d.value)} />
        </Field>
        {report && (
          <Link href={report.csvPath} download data-testid="feedback-csv" className={styles.csv}>
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
      {loading && !report && <Spinner label="Loading answers..." />}
      {report && (
        <>
          {report.total > 0 && (
            <Body1 as="p" data-testid="feedback-total">
              {report.total === 1 ? '1 answer' : `${report.total} answers`}, average{' '}
              {averageText(report.averageScore)}
            </Body1>
          )}
          {report.total === 0 ? (
            <Body1 as="p">
              No answers in this period. Add a Customer feedback item to a scene: visitors answer
              its question by touching the screen or on their phone through its QR code.
            </Body1>
          ) : (
            <>
              <FeedbackCharts
                byDay={report.byDay}
                byQuestion={report.byQuestion}
                byScreen={report.byScreen}
                tableId={TABLES_ID}
              />
              <div id={TABLES_ID} className={styles.tables}>
                <GroupTable title="By question" what="Question" groups={report.byQuestion} />
                <GroupTable title="By screen" what="Screen" groups={report.byScreen} />
                <GroupTable title="By day" what="Day" groups={report.byDay} />
              </div>
              <AnswersTable answers={report.answers} total={report.total} />
            </>
          )}
        </>
      )}
    </section>
  );
}
