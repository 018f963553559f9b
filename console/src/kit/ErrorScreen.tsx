import { Body1, Button, Title2, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
  },
});

/** What the error boundary shows: an apology, the error's message and a Try again button. */
export function ErrorScreen({ message, onTryAgain }: { message: string; onTryAgain: () => void }) {
  const styles = useStyles();
  return (
    <div role="alert" className={styles.root}>
      <Title2 as="h1">We are sorry, but something went wrong</Title2>
      <Body1>Please try again or refresh the page</Body1>
      <Body1>Error: {message}</Body1>
      <Button appearance="primary" onClick={onTryAgain}>
        Try again
      </Button>
    </div>
  );
}
