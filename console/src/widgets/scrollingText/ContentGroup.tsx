import { Field, Switch, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { readScrollingTextBody } from '@marquee/sdk';
import { useState } from 'react';
import { FeedAddress, FeedRefresh } from '../rss/FeedGroup';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * What scrolls: the typed text, or (text switched off) the titles of a news feed, read again
 * every refresh interval (the text is used only when shouldUseText is on).
 */
export const scrollingContentGroup: ToolbarGroup = {
  id: 'content',
  label: 'Text',
  render: (props) => <Content {...props} />,
};

function Content({ body, onChange }: Pick<ToolbarGroupProps, 'body' | 'onChange'>) {
  const styles = useStyles();
  const scrolling = readScrollingTextBody(body);
  return (
    <div className={styles.root}>
      <Switch
        label="Scroll typed text (off: a news feed's titles)"
        data-testid="scrolling-use-text"
        checked={scrolling.shouldUseText}
        onChange={(_e, d) => onChange({ body: { shouldUseText: d.checked } })}
      />
      {scrolling.shouldUseText ? (
        <TypedText value={scrolling.text} onCommit={(text) => onChange({ body: { text } })} />
      ) : (
        <>
          <FeedAddress
            value={scrolling.url}
            testId="scrolling-url"
            onCommit={(url) => onChange({ body: { url } })}
          />
          <FeedRefresh
            value={scrolling.refreshIntervalInMinnutes}
            testId="scrolling-refresh"
            onChange={(refreshIntervalInMinnutes) =>
              onChange({ body: { refreshIntervalInMinnutes } })
            }
          />
        </>
      )}
    </div>
  );
}

/** The text, applied when the field is left: a sentence typed is one step to undo. */
function TypedText({ value, onCommit }: { value: string; onCommit: (text: string) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Field label="Text">
      <Textarea
        data-testid="scrolling-text-field"
        resize="vertical"
        placeholder="Welcome! Today's special: …"
        value={draft ?? value}
        onChange={(_e, d) => setDraft(d.value)}
        onBlur={() => {
          if (draft !== null && draft !== value) onCommit(draft);
          setDraft(null);
        }}
      />
    </Field>
  );
}
