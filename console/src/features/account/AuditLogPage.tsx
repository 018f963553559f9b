import { useQuery } from '@apollo/client/react';
import {
  Body1,
  Button,
  Caption1,
  Field,
  Select,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { AuditLogDocument } from '../../graphql/generated';
import { AUDIT_KINDS, auditSentence } from './auditSentence';
import { ProblemBar, useAccountStyles } from './ui';
import { dateTimeText } from '../../kit/dates';

const PAGE = 25;

export const EMPTY_LOG = 'Nothing has happened in this account yet.';
export const NO_MATCHES = 'No entries match these filters.';

// A list on every width, one entry a sentence with who and when beneath: a sentence reads as
// one line of text that wraps, so nothing overlaps and a phone never scrolls sideways.
const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
  },
  entry: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    overflowWrap: 'anywhere',
  },
  meta: { color: tokens.colorNeutralForeground3 },
});

/** /account/audit-log: who changed what, newest first, one sentence per entry, paged. */
export function AuditLogPage() {
  const styles = useStyles();
  const accountStyles = useAccountStyles();
  const [entityType, setEntityType] = useState('');
  const [offset, setOffset] = useState(0);
  const { data, error } = useQuery(AuditLogDocument, {
    variables: { filter: { entityType: entityType || null }, offset, limit: PAGE },
    fetchPolicy: 'network-only',
  });
  const page = data?.auditLog;
  const empty = page?.total === 0;
  return (
    <div className={accountStyles.column}>
      <ProblemBar error={error} />
      <div className={accountStyles.row}>
        <Field label="Show changes to">
          <Select
            value={entityType}
            onChange={(_, d) => {
              setEntityType(d.value);
              setOffset(0);
            }}
          >
            <option value="">Everything</option>
            {AUDIT_KINDS.map((kind) => (
              <option key={kind.entityType} value={kind.entityType}>
                {kind.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {empty ? (
        <Text as="p" data-testid="audit-log-empty">
          {entityType ? NO_MATCHES : EMPTY_LOG}
        </Text>
      ) : (
        <>
          <ol className={styles.list} aria-label="Audit log">
            {(page?.items ?? []).map((e) => (
              <li key={e._id} className={styles.entry} data-testid="audit-entry">
                <Body1>{auditSentence(e)}</Body1>
                <Caption1 className={styles.meta}>
                  {`${e.actor} · ${dateTimeText(e.createdAt)}`}
                </Caption1>
              </li>
            ))}
          </ol>
          <div className={accountStyles.row}>
            <Button
              disabledFocusable={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - PAGE))}
            >
              Newer
            </Button>
            <Text>
              {page ? `${offset + 1}-${Math.min(page.total, offset + PAGE)} of ${page.total}` : ''}
            </Text>
            <Button
              disabledFocusable={!page || offset + PAGE >= page.total}
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
