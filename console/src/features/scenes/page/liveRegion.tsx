import { makeStyles } from '@fluentui/react-components';
import { useCallback, useState } from 'react';

/** Out of sight, still read: the usual clip of a screen-reader-only element. */
export const useVisuallyHiddenStyles = makeStyles({
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});

interface Announcement {
  text: string;
  /** Counts announcements, so the same words twice ("Text item added") are read twice. */
  count: number;
}

/** What the editor tells a screen reader of its own doing, and the function that says it. */
export function useAnnouncer() {
  const [announcement, setAnnouncement] = useState<Announcement>({ text: '', count: 0 });
  const announce = useCallback(
    (text: string) => setAnnouncement((last) => ({ text, count: last.count + 1 })),
    [],
  );
  return { announcement, announce };
}

/**
 * A polite live region out of sight: a screen reader reads each new text once it is done with
 * what it was saying. A repeated text gets a no-break space, so the region still changes.
 */
export function LiveRegion({
  text,
  count = 0,
  testId,
}: Partial<Announcement> & { testId: string }) {
  const styles = useVisuallyHiddenStyles();
  return (
    <div role="status" aria-live="polite" className={styles.hidden} data-testid={testId}>
      {text}
      {count % 2 === 1 ? '\u00a0' : ''}
    </div>
  );
}
