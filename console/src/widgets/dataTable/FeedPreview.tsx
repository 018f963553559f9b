import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { JsonValue } from '@marquee/sdk';
import { useMemo } from 'react';
import { listAt } from './tableDraft';

/** The preview shows this much of the feed; enough to see its shape, light enough to draw. */
const FEED_PREVIEW_CHARS = 20_000;

const useStyles = makeStyles({
  json: {
    margin: 0,
    maxHeight: '240px',
    overflow: 'auto',
    padding: tokens.spacingHorizontalS,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    whiteSpace: 'pre',
  },
});

const rowsSentence = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;

/**
 * The loaded feed, pretty-printed (cut after FEED_PREVIEW_CHARS), with what the JSON path finds
 * in it: how many rows, or that it is not a list and the table would show none.
 */
export function FeedPreview({ feed, path }: { feed: JsonValue; path: string }) {
  const styles = useStyles();
  // Once per loaded feed, not on every keystroke in the dialog's fields.
  const text = useMemo(() => JSON.stringify(feed, null, 2), [feed]);
  const cut = text.length > FEED_PREVIEW_CHARS;
  const list = listAt(feed, path);
  const where = path.trim() ? `at ${path.trim()}` : 'in the feed';
  return (
    <section aria-label="Feed preview">
      <Body1 as="p" data-testid="data-table-rows-found">
        {list
          ? `${rowsSentence(list.length)} ${where}; a screen keeps at most 50.`
          : `No list ${where}: the table shows no rows. Set the JSON path to a list.`}
      </Body1>
      <pre className={styles.json} data-testid="data-table-json" tabIndex={0}>
        {cut ? text.slice(0, FEED_PREVIEW_CHARS) : text}
      </pre>
      {cut && <Caption1>Only the start of the feed is shown.</Caption1>}
    </section>
  );
}
