import { useQuery } from '@apollo/client/react';
import {
  Body1,
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Radio,
  RadioGroup,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { FleetTimelineDocument } from '../../graphql/generated';
import { errorMessage } from '../../kit/errorMessage';
import { useLoadGate } from '../../kit/LoadGate';
import { useNarrowerThan } from '../../kit/useNarrowerThan';
import { coloursOf, localDateTime } from './timelineLayout';
import { TimelineRow } from './TimelineRow';
import { TimelineTable } from './TimelineTable';
import type { ScreenTimeline } from './types';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    alignSelf: 'stretch',
    minWidth: 0,
  },
  heading: { margin: 0 },
  intro: { margin: 0, color: tokens.colorNeutralForeground3 },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
  },
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  legend: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  key: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: {
    display: 'inline-block',
    width: '14px',
    height: '14px',
    borderRadius: tokens.borderRadiusSmall,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  detail: { minHeight: '20px' },
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** Screens a page of a group's timeline shows. */
const PAGE = 25;
type Range = 24 | 168;
type View = 'chart' | 'table';

const HOUR_MS = 3_600_000;

export interface FleetTimelineProps {
  target: { kind: 'screen' | 'group'; id: string };
}

/**
 * What a screen, or each screen of a group, will show over the next 24 hours or 7 days: planned
 * on the server by the players' own engine in each screen's zone, drawn as one row of coloured
 * segments per screen (local-time scale, a dashed mark where its clocks change), or as a table.
 */
export function FleetTimeline({ target }: FleetTimelineProps) {
  const styles = useStyles();
  const headingId = useId();
  const [range, setRange] = useState<Range>(24);
  const [view, setView] = useState<View>('chart');
  // The window starts at the hour the page opened in: a render reads no clock.
  const [from] = useState(() => Math.floor(Date.now() / HOUR_MS) * HOUR_MS);
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [detail, setDetail] = useState('');
  const after = cursors.at(-1) ?? null;
  const { data, previousData, loading, error } = useQuery(FleetTimelineDocument, {
    variables: {
      targetKind: target.kind === 'group' ? 'screenGroup' : 'device',
      targetId: target.id,
      from: new Date(from).toISOString(),
      hours: range,
      first: PAGE,
      after,
    },
  });
  const drawn = useLoadGate(!loading);
  const answer = (data ?? previousData)?.fleetTimeline;
  const colours = coloursOf(
    answer?.screens.flatMap((s) =>
      s.segments.filter((g) => g.kind !== 'nothing').map((g) => g.label),
    ) ?? [],
  );
  const isGroup = target.kind === 'group';
  const shown = answer?.screens.length ?? 0;
  const firstShown = (cursors.length - 1) * PAGE + 1;
  if (!drawn) return null;

  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="fleet-timeline">
      <Title3 as="h2" id={headingId} className={styles.heading}>
        Timeline
      </Title3>
      <Body1 as="p" className={styles.intro}>
        What {isGroup ? 'each screen' : 'this screen'} will show from{' '}
        {localDateTime(Intl.DateTimeFormat().resolvedOptions().timeZone, from)} (your time), planned
        as the players plan it. Times are each screen&rsquo;s own local time.
      </Body1>
      <TimelineToolbar
        range={range}
        onRange={(r) => {
          setRange(r);
          setDetail('');
        }}
        view={view}
        onView={setView}
        loading={loading}
      />
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>Could not plan the timeline. {errorMessage(error)}</MessageBarBody>
        </MessageBar>
      )}
      {data && !data.fleetTimeline && (
        <Body1 as="p">There is nothing to plan: this {isGroup ? 'group' : 'screen'} is gone.</Body1>
      )}
      {answer && colours.size > 0 && <ColourLegend colours={colours} />}
      {answer && shown === 0 && <Body1 as="p">No screens in this group yet.</Body1>}
      {answer && shown > 0 && view === 'chart' && (
        <TimelineChart
          screens={answer.screens}
          span={{ from, to: from + range * HOUR_MS }}
          colours={colours}
          dayScale={range === 24}
          linkScreens={isGroup}
          detail={detail}
          onShow={setDetail}
        />
      )}
      {answer && shown > 0 && view === 'table' && (
        <TimelineTable screens={answer.screens} caption="Timeline, one row per segment" />
      )}
      {answer && isGroup && (cursors.length > 1 || answer.nextCursor) && (
        <ScreensPager
          firstShown={firstShown}
          shown={shown}
          totalCount={answer.totalCount}
          onPrevious={cursors.length === 1 ? undefined : () => setCursors((c) => c.slice(0, -1))}
          onNext={
            answer.nextCursor
              ? () => setCursors((c) => [...c, answer.nextCursor ?? null])
              : undefined
          }
        />
      )}
    </section>
  );
}

/** One row of coloured segments per screen, and the words of the segment chosen. */
function TimelineChart({
  screens,
  span,
  colours,
  dayScale,
  linkScreens,
  detail,
  onShow,
}: {
  screens: ScreenTimeline[];
  /** The planned window, ms since the epoch. */
  span: { from: number; to: number };
  colours: ReturnType<typeof coloursOf>;
  /** A day's scale ticks every 3 hours (6 when narrow); a week's has no hour ticks. */
  dayScale: boolean;
  linkScreens: boolean;
  detail: string;
  onShow: (detail: string) => void;
}) {
  const styles = useStyles();
  // Below this the name goes above each track, and a day's scale ticks every 6 hours.
  const [rowsRef, narrow] = useNarrowerThan<HTMLDivElement>(640);
  return (
    <>
      <div ref={rowsRef} className={styles.rows}>
        {screens.map((s) => (
          <TimelineRow
            key={s.screen._id}
            screen={s}
            window={span}
            colours={colours}
            everyHours={dayScale ? (narrow ? 6 : 3) : 0}
            stacked={narrow}
            linkScreen={linkScreens}
            onShow={onShow}
          />
        ))}
      </div>
      <Body1 as="p" className={styles.detail} aria-live="polite" data-testid="timeline-detail">
        {detail || 'Choose a segment (click it, or Tab to a row and use the arrow keys).'}
      </Body1>
    </>
  );
}

/** How far ahead to plan, chart or table, and a spinner while the server plans. */
function TimelineToolbar({
  range,
  onRange,
  view,
  onView,
  loading,
}: {
  range: Range;
  onRange: (range: Range) => void;
  view: View;
  onView: (view: View) => void;
  loading: boolean;
}) {
  const styles = useStyles();
  return (
    <div className={styles.toolbar}>
      <RadioGroup
        layout="horizontal"
        aria-label="How far ahead"
        value={String(range)}
        onChange={(_e, d) => onRange(Number(d.value) as Range)}
      >
        <Radio value="24" label="24 hours" />
        <Radio value="168" label="7 days" />
      </RadioGroup>
      <RadioGroup
        layout="horizontal"
        aria-label="Show as"
        value={view}
        onChange={(_e, d) => onView(d.value as View)}
      >
        <Radio value="chart" label="Chart" />
        <Radio value="table" label="Table" />
      </RadioGroup>
      {loading && <Spinner size="tiny" label="Planning..." />}
    </div>
  );
}

/** Which colour stands for which content, as a list of swatches. */
function ColourLegend({ colours }: { colours: ReturnType<typeof coloursOf> }) {
  const styles = useStyles();
  return (
    <ul className={styles.legend} aria-label="Colours">
      {[...colours].map(([label, colour]) => (
        <li key={label} className={styles.key}>
          <span className={styles.swatch} style={{ backgroundColor: colour }} aria-hidden />
          <Caption1>{label}</Caption1>
        </li>
      ))}
    </ul>
  );
}

/**
 * Previous and Next through a group's screens, a page at a time. Without a handler a button is
 * unavailable but stays in the Tab order, read as such (aria-disabled), as other actions do.
 */
export function ScreensPager({
  firstShown,
  shown,
  totalCount,
  onPrevious,
  onNext,
}: {
  firstShown: number;
  shown: number;
  totalCount: number;
  onPrevious: (() => void) | undefined;
  onNext: (() => void) | undefined;
}) {
  const styles = useStyles();
  return (
    <div className={styles.pager}>
      <Button
        size="small"
        icon={<ChevronLeftRegular />}
        disabledFocusable={!onPrevious}
        onClick={onPrevious}
      >
        Previous screens
      </Button>
      <Caption1>
        Screens {firstShown}–{firstShown + shown - 1} of {totalCount}
      </Caption1>
      <Button
        size="small"
        icon={<ChevronRightRegular />}
        iconPosition="after"
        disabledFocusable={!onNext}
        onClick={onNext}
      >
        Next screens
      </Button>
    </div>
  );
}
