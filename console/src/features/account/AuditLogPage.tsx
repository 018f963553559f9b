import { useQuery } from '@apollo/client/react';
import {
  Button,
  Field,
  Input,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { useState } from 'react';
import { AuditLogDocument } from '../../graphql/generated';
import { ProblemBar, useAccountStyles } from './ui';

const PAGE = 25;

export const EMPTY_LOG = 'Nothing has happened in this account yet.';
export const NO_MATCHES = 'No entries match these filters.';

/** /account/audit-log: who changed what, newest first, filterable and paged. */
export function AuditLogPage() {
  const styles = useAccountStyles();
  const [action, setAction] = useState('');
  const [entityType, setEntityType] = useState('');
  const [offset, setOffset] = useState(0);
  const { data, error } = useQuery(AuditLogDocument, {
    variables: {
      filter: { action: action.trim() || null, entityType: entityType.trim() || null },
      offset,
      limit: PAGE,
    },
    fetchPolicy: 'network-only',
  });
  const page = data?.auditLog;
  const filtered = action.trim() !== '' || entityType.trim() !== '';
  const empty = page?.total === 0;
  return (
    <div className={styles.column}>
      <ProblemBar error={error} />
      <div className={styles.row}>
        <Field label="Action">
          <Input value={action} onChange={(_, d) => (setAction(d.value), setOffset(0))} />
        </Field>
        <Field label="Entity type">
          <Input value={entityType} onChange={(_, d) => (setEntityType(d.value), setOffset(0))} />
        </Field>
      </div>
      {empty ? (
        <Text as="p" data-testid="audit-log-empty">
          {filtered ? NO_MATCHES : EMPTY_LOG}
        </Text>
      ) : (
        <>
          <Table aria-label="Audit log">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>When</TableHeaderCell>
                <TableHeaderCell>Who</TableHeaderCell>
                <TableHeaderCell>Action</TableHeaderCell>
                <TableHeaderCell>Entity</TableHeaderCell>
                <TableHeaderCell>Changes</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {(page?.items ?? []).map((e) => (
                <TableRow key={e._id}>
                  <TableCell>{new Date(e.createdAt).toLocaleString()}</TableCell>
                  <TableCell>{e.actor}</TableCell>
                  <TableCell>{e.action}</TableCell>
                  <TableCell>{[e.entityType, e.entityId].filter(Boolean).join(' ')}</TableCell>
                  <TableCell>
                    <code>{JSON.stringify(e.changes)}</code>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <div className={styles.row}>
            <Button disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
              Newer
            </Button>
            <Text>
              {page ? `${offset + 1}-${Math.min(page.total, offset + PAGE)} of ${page.total}` : ''}
            </Text>
            <Button
              disabled={!page || offset + PAGE >= page.total}
              onClick={() => setOffset(offset + PAGE)}
            >
              Older
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
