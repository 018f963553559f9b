import { Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';

const useStyles = makeStyles({
  figure: {
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
  },
});

/**
 * A chart inside a named figure: screen readers hear its name and are pointed to the rows that
 * hold every figure the chart draws (its text alternative). `note` says where those rows are, in
 * words true both where they are a table and where, on a phone, they are cards.
 */
export function ChartFigure({
  title,
  tableId,
  note,
  children,
}: {
  title: string;
  tableId: string;
  note: string;
  children: ReactNode;
}) {
  const styles = useStyles();
  const titleId = useId();
  const noteId = useId();
  return (
    <figure
      className={styles.figure}
      role="group"
      aria-labelledby={titleId}
      aria-describedby={`${noteId} ${tableId}`}
    >
      <Subtitle2 as="h2" id={titleId}>
        {title}
      </Subtitle2>
      {children}
      <Caption1 id={noteId}>{note}</Caption1>
    </figure>
  );
}
