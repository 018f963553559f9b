import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { PublicPage } from './PublicPage';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * An area that later work builds: says so plainly instead of pretending to work. Outside the
 * shell (`standalone`, e.g. /live) it sits in the same card as the sign-in pages.
 */
export function NotAvailablePage({
  area,
  standalone = false,
}: {
  area: string;
  standalone?: boolean;
}) {
  const styles = useStyles();
  const content = (
    <section className={styles.root}>
      <Title2 as="h1">{area}</Title2>
      <Body1>This area is not available yet.</Body1>
    </section>
  );
  return standalone ? <PublicPage>{content}</PublicPage> : content;
}
