import { useQuery } from '@apollo/client/react';
import {
  Body1,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '../../app/errorMessage';
import { ProofOfPlayReportDocument, type ProofOfPlayEntityType } from '../../graphql/generated';
import { formatDuration, isEntityType } from './report';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
    margin: `${tokens.spacingVerticalM} 0`,
  },
});

/** /data-integrations/proof-of-play/{entityType}/{entityId}: plays by screen and day, CSV. */
export function ProofOfPlayReportPage() {
  const styles = useStyles();
  const { entityType = '', entityId = '' } = useParams();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const valid = isEntityType(entityType);
  const { data, loading, error } = useQuery(ProofOfPlayReportDocument, {
    variables: {
      entityType: entityType as ProofOfPlayEntityType,
      entityId,
      from: from || null,
      to: to || null,
    },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  if (!valid) return <Body1 as="p">Unknown kind of content: {entityType}</Body1>;
  const report = data?.proofOfPlayReport;

  return (
    <section>
      <Title2 as="h1">Proof of play{report?.entityName ? `: ${report.entityName}` : ''}</Title2>
      <div className={styles.bar}>
        <Field label="From">
          <Input type="date" value={from} onChange={(_e, d) => setFrom(d.value)} />
        </Field>
        <Field label="To">
          <Input type="date" value={to} onChange={(_e, d) => setTo(d.value)} />
        </Field>
        {report && (
          <a href={report.csvPath} download data-testid="pop-csv">
            Download CSV
          </a>
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
            {report.totalPlays} plays, {formatDuration(report.totalDurationSeconds)}
          </Body1>
          <Table aria-label="Plays by screen and day">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Day</TableHeaderCell>
                <TableHeaderCell>Screen</TableHeaderCell>
                <TableHeaderCell>Plays</TableHeaderCell>
                <TableHeaderCell>Duration</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.rows.map((r) => (
                <TableRow key={`${r.day}-${r.deviceId}`} data-testid="pop-row">
                  <TableCell>{r.day}</TableCell>
                  <TableCell>{r.deviceName ?? r.deviceId}</TableCell>
                  <TableCell>{r.plays}</TableCell>
                  <TableCell>{formatDuration(r.durationSeconds)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </section>
  );
}
