import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  Badge,
  Body1,
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { DeviceLogsPanelDocument, type DeviceLogLineFragment } from '../../../graphql/generated';
import { errorMessage } from '../../../kit/errorMessage';
import { useLoadGate } from '../../../kit/LoadGate';
import {
  LOG_FILTERS,
  LOG_LEVEL_COLOURS,
  LOG_LEVEL_LABELS,
  logTimeLabel,
  type LogFilter,
} from './logLevels';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    width: '100%',
    maxWidth: '960px',
  },
  controls: {
    display: 'flex',
    alignItems: 'flex-end',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
  list: { listStyle: 'none', margin: 0, padding: 0, width: '100%' },
  line: {
    display: 'grid',
    gridTemplateColumns: 'auto auto 1fr',
    gap: tokens.spacingHorizontalS,
    alignItems: 'baseline',
    padding: `${tokens.spacingVerticalXS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 600px)': { gridTemplateColumns: 'auto 1fr' },
  },
  message: {
    margin: 0,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    maxHeight: '12em',
    overflowY: 'auto',
    '@media (max-width: 600px)': { gridColumn: '1 / -1' },
  },
});

/** Lines per page, as the panel asks for them. */
export const LOG_PAGE_SIZE = 50;

interface Props {
  deviceId: string;
}

/**
 * The screen's player log, newest first: level in words, time in the viewer's locale, a filter by
 * level, and older lines on demand.
 */
export function LogsPanel({ deviceId }: Props) {
  const styles = useStyles();
  const client = useApolloClient();
  const [filter, setFilter] = useState<LogFilter>('all');
  const levels = LOG_FILTERS[filter].levels;
  const variables = { id: deviceId, levels: levels ? [...levels] : null, limit: LOG_PAGE_SIZE };
  const { data, loading, error, refetch } = useQuery(DeviceLogsPanelDocument, { variables });
  const drawn = useLoadGate(!loading);
  // Older pages, read on demand, for the filter they were read with.
  const [older, setOlder] = useState<{
    filter: LogFilter;
    entries: DeviceLogLineFragment[];
    hasOlder: boolean;
  } | null>(null);
  const [olderError, setOlderError] = useState<string | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);

  const first = data?.device?.logs;
  const extra = older?.filter === filter ? older : null;
  const entries = [...(first?.entries ?? []), ...(extra?.entries ?? [])];
  const hasOlder = extra ? extra.hasOlder : (first?.hasOlder ?? false);

  const loadOlder = async () => {
    const last = entries.at(-1);
    if (!last) return;
    setOlderError(null);
    setLoadingOlder(true);
    try {
      const page = await client.query({
        query: DeviceLogsPanelDocument,
        variables: { ...variables, before: last._id },
        fetchPolicy: 'network-only',
      });
      const logs = page.data?.device?.logs;
      if (logs)
        setOlder({
          filter,
          entries: [...(extra?.entries ?? []), ...logs.entries],
          hasOlder: logs.hasOlder,
        });
    } catch (e) {
      setOlderError(errorMessage(e));
    } finally {
      setLoadingOlder(false);
    }
  };

  const refresh = () => {
    setOlder(null);
    void refetch();
  };

  if (!drawn) return null;
  return (
    <section className={styles.panel} aria-labelledby="device-logs-title">
      <Title3 as="h2" id="device-logs-title">
        Logs
      </Title3>
      <div className={styles.controls}>
        <Field label="Show">
          <Select
            value={filter}
            onChange={(_e, d) => {
              setFilter(d.value as LogFilter);
              setOlder(null);
            }}
          >
            {(Object.keys(LOG_FILTERS) as LogFilter[]).map((key) => (
              <option key={key} value={key}>
                {LOG_FILTERS[key].label}
              </option>
            ))}
          </Select>
        </Field>
        <Button onClick={refresh}>Refresh</Button>
      </div>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>Could not load the log. {errorMessage(error)}</MessageBarBody>
        </MessageBar>
      )}
      {loading && !first && <Spinner size="tiny" label="Loading the log..." />}
      {first && entries.length === 0 && (
        <Body1 as="p">
          {filter === 'all' ? 'The screen has sent no log lines yet.' : 'No lines of these levels.'}
        </Body1>
      )}
      {entries.length > 0 && (
        <ul className={styles.list} aria-label="Log lines, newest first">
          {entries.map((entry) => (
            <li
              key={entry._id}
              className={styles.line}
              data-testid="log-line"
              data-level={entry.level}
            >
              <Badge appearance="tint" color={LOG_LEVEL_COLOURS[entry.level]}>
                {LOG_LEVEL_LABELS[entry.level]}
              </Badge>
              <time dateTime={entry.loggedAt}>{logTimeLabel(entry.loggedAt)}</time>
              <pre className={styles.message}>{entry.message}</pre>
            </li>
          ))}
        </ul>
      )}
      {olderError && (
        <MessageBar intent="error">
          <MessageBarBody>Could not load older lines. {olderError}</MessageBarBody>
        </MessageBar>
      )}
      {hasOlder && (
        <Button disabledFocusable={loadingOlder} onClick={() => void loadOlder()}>
          {loadingOlder ? 'Loading...' : 'Load older'}
        </Button>
      )}
    </section>
  );
}
