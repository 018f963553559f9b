import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** An area that later work builds: says so plainly instead of pretending to work. */
export function NotAvailablePage({ area }: { area: string }) {
  const styles = useStyles();
  return (
    <section className={styles.root}>
      <Title2 as="h1">{area}</Title2>
      <Body1>This area is not available yet.</Body1>
    </section>
  );
}
