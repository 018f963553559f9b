import { Body1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { RouterLink } from '../kit/RouterLink';

// Fluent's text components are inline: the heading and the sentence stack only in a column.
const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export function NotFoundPage() {
  const styles = useStyles();
  return (
    <section className={styles.root}>
      <Title2 as="h1">Page not found</Title2>
      <Body1 as="p">
        There is nothing at this address. <RouterLink to="/">Go to Screens</RouterLink>
      </Body1>
    </section>
  );
}
