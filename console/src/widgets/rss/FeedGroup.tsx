import { Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import {
  completeUrl,
  readRssBody,
  RSS_ENTRY_SECONDS,
  RSS_REFRESH_INTERVALS_MIN,
  rssEntrySecondsOf,
} from '@marquee/sdk';
import { useState } from 'react';
import { NOT_A_WEB_ADDRESS } from '../iframe/AddressGroup';
import { refreshIntervalLabel } from '../iframe/refreshIntervals';
import { RangeField } from '../shared/RangeField';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';

/** The feed address is required. */
export const URL_REQUIRED = 'Required';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** The intervals offered, plus a stored one that is not among them (so the choice is true). */
function feedRefreshChoices(current: number): number[] {
  const offered: number[] = [...RSS_REFRESH_INTERVALS_MIN];
  return offered.includes(current) ? offered : [...offered, current].sort((a, b) => a - b);
}

/**
 * The feed: its address (required; applied when the field is left, with https:// added when
 * it has no scheme), how often screens read it again, and how long each entry shows.
 */
export const feedGroup: ToolbarGroup = {
  id: 'feed',
  label: 'Feed',
  render: (props) => <Feed {...props} />,
};

function Feed({ body, onChange }: Pick<ToolbarGroupProps, 'body' | 'onChange'>) {
  const styles = useStyles();
  const rss = readRssBody(body);
  return (
    <div className={styles.root}>
      <FeedAddress
        value={rss.url}
        testId="rss-url"
        onCommit={(url) => onChange({ body: { url } })}
      />
      <FeedRefresh
        value={rss.refreshIntervalInMinutes}
        testId="rss-refresh"
        onChange={(refreshIntervalInMinutes) => onChange({ body: { refreshIntervalInMinutes } })}
      />
      <RangeField
        label="Seconds per entry"
        testId="rss-duration"
        value={rssEntrySecondsOf(rss)}
        range={RSS_ENTRY_SECONDS}
        onChange={(duration) => onChange({ body: { duration } })}
      />
    </div>
  );
}

/** A feed's address field; the scrolling text item's feed uses it too. */
export function FeedAddress({
  value,
  testId,
  onCommit,
}: {
  value: string;
  testId: string;
  onCommit: (url: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const commit = () => {
    if (draft === null) return;
    const url = draft.trim() === '' ? '' : completeUrl(draft);
    if (url === null) return setRefused(true);
    setRefused(false);
    setDraft(null);
    if (url !== value) onCommit(url);
  };
  const shown = draft ?? value;
  const missing = !refused && shown.trim() === '';
  return (
    <Field
      label="Feed address"
      required
      validationState={refused || missing ? 'error' : 'none'}
      validationMessage={refused ? NOT_A_WEB_ADDRESS : missing ? URL_REQUIRED : undefined}
    >
      <Input
        data-testid={testId}
        inputMode="url"
        placeholder="https://example.com/feed.xml"
        value={shown}
        onChange={(_e, d) => setDraft(d.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
        }}
      />
    </Field>
  );
}

/** How often screens read a feed again (the intervals offered, in words). */
export function FeedRefresh({
  value,
  testId,
  onChange,
}: {
  value: number;
  testId: string;
  onChange: (minutes: number) => void;
}) {
  return (
    <Field label="Read the feed again every">
      <Select
        data-testid={testId}
        value={String(value)}
        onChange={(_e, d) => onChange(Number(d.value))}
      >
        {feedRefreshChoices(value).map((minutes) => (
          <option key={minutes} value={minutes}>
            {refreshIntervalLabel(minutes)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
