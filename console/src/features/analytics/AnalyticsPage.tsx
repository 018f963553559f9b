import { useQuery } from '@apollo/client/react';
import {
  Body1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ShieldCheckmarkRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../kit/errorMessage';
import { AudienceReportDocument, type AudienceScopeKind } from '../../graphql/generated';
import { AudienceCharts } from './AudienceCharts';
import {
  formatDwell,
  hourLabel,
  localHours,
  peakHours,
  rangeOf,
  RANGES,
  type RangeKey,
} from './audience';
import { ScopePicker, type Choice } from './ScopePicker';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  privacy: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  privacyText: { margin: 0 },
  // Kept at its size when the line wraps on a phone, where a flex item would shrink to a dot.
  privacyIcon: { flexShrink: 0 },
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(160px, 100%), 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  figure: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  label: { color: tokens.colorNeutralForeground2 },
  // A definition's value starts under its label: browsers indent a <dd> by default.
  value: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  /** The page's headline figure, larger than the others. */
  total: { fontSize: tokens.fontSizeBase600 },
});

const SCOPES: readonly AudienceScopeKind[] = ['account', 'screen', 'group', 'location'];

/** The page's choice, kept in the address so a reload or a shared link shows the same. */
function useChoice(): [Choice, (next: Partial<Choice>) => void] {
  const [params, setParams] = useSearchParams();
  const range = RANGES.some((r) => r.key === params.get('range'))
    ? (params.get('range') as RangeKey)
    : 'week';
  const scope = SCOPES.find((s) => s === params.get('scope')) ?? 'account';
  const choice = { range, scope, scopeId: params.get('id') ?? '' };
  const set = (next: Partial<Choice>) =>
    setParams(
      (current) => {
        const merged = { ...choice, ...next };
        const out = new URLSearchParams(current);
        out.set('range', merged.range);
        out.set('scope', merged.scope);
        if (merged.scopeId) out.set('id', merged.scopeId);
        else out.delete('id');
        return out;
      },
      { replace: true },
    );
  return [choice, set];
}

/** /data-integrations/analytics: the audience screens' cameras counted. */
export function AnalyticsPage() {
  const styles = useStyles();
  const [choice, setChoice] = useChoice();
  // Ranges end at the hour the page opened, so every render asks for the same one.
  const [openedAt] = useState(() => Date.now());
  const range = rangeOf(choice.range, openedAt);
  const needsId = choice.scope !== 'account';
  const { data, loading, error } = useQuery(AudienceReportDocument, {
    variables: { ...range, scope: choice.scope, scopeId: needsId ? choice.scopeId : null },
    skip: needsId && !choice.scopeId,
    fetchPolicy: 'cache-and-network',
  });
  const report = data?.audienceReport;
  const peaks = report ? peakHours(localHours(report.hours)) : [];
  return (
    <section className={styles.root}>
      <Title2 as="h1">Sensor analytics</Title2>
      <div className={styles.privacy}>
        <ShieldCheckmarkRegular aria-hidden fontSize={20} className={styles.privacyIcon} />
        <Body1 as="p" className={styles.privacyText} data-testid="analytics-privacy">
          Cameras count people on the screen itself. No image or video ever leaves the screen: only
          the counts below reach Marquee.
        </Body1>
      </div>
      <ScopePicker choice={choice} onChange={setChoice} />
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{errorMessage(error)}</MessageBarBody>
        </MessageBar>
      )}
      {needsId && !choice.scopeId && <Body1 as="p">Choose what to report on.</Body1>}
      {loading && !report && <Spinner label="Loading audience..." />}
      {report && (
        <>
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt className={styles.label}>People counted</dt>
              <dd
                className={mergeClasses(styles.value, styles.total)}
                data-testid="analytics-total"
              >
                {report.totalPeople}
              </dd>
            </div>
            <div className={styles.figure}>
              <dt className={styles.label}>Screens</dt>
              <dd className={styles.value}>{report.screenCount}</dd>
            </div>
            <div className={styles.figure}>
              <dt className={styles.label}>Average dwell</dt>
              <dd className={styles.value}>{formatDwell(report.dwellSeconds)}</dd>
            </div>
            <div className={styles.figure}>
              <dt className={styles.label}>Peak hours</dt>
              <dd className={styles.value}>
                {peaks.length > 0 ? peaks.map((p) => hourLabel(p.hour)).join(', ') : 'None yet'}
              </dd>
            </div>
          </dl>
          <Body1 as="p">
            People are counted each minute as the most seen at once, then added up: ten minutes with
            two people in front of a screen count 20.
          </Body1>
          <AudienceCharts report={report} />
        </>
      )}
    </section>
  );
}
