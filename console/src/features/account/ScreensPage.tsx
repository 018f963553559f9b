import { useQuery } from '@apollo/client/react';
import {
  Field,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AccountScreensDocument, type AccountScreensQuery } from '../../graphql/generated';
import { errorMessage } from '../../kit/errorMessage';
import { RouterLink } from '../../kit/RouterLink';
import { longDateText } from '../../kit/dates';

type Info = NonNullable<AccountScreensQuery['currentAccount']>['subscriptionInfo'];

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '640px',
  },
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
  },
  figure: { display: 'flex', flexDirection: 'column', margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
});

const formatDate = (iso: string) => longDateText(iso);

/** The trial, if the account is in one: until when, or that it has ended. */
function TrialNotice({ info }: { info: Info }) {
  if (!info.isTrial) return null;
  const text = info.isTrialExpired
    ? `Your trial ended${info.trialEndsAt ? ` on ${formatDate(info.trialEndsAt)}` : ''}. Subscribe to keep your screens playing.`
    : `You are on a trial${info.trialEndsAt ? ` until ${formatDate(info.trialEndsAt)}` : ''}.`;
  return (
    <MessageBar intent={info.isTrialExpired ? 'warning' : 'info'} data-testid="trial-notice">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}

/**
 * /account/screens: how many screens the account uses of the ones it may have (subscribed plus
 * free), its trial, and the way to the subscription (/billing).
 */
export function ScreensPage() {
  const styles = useStyles();
  const { data, error } = useQuery(AccountScreensDocument, { fetchPolicy: 'cache-and-network' });
  if (error) return <Text role="alert">{errorMessage(error)}</Text>;
  const info = data?.currentAccount?.subscriptionInfo;
  if (!info) return <Spinner label="Loading..." />;
  const allowed = info.subscribedScreens + info.freeScreens;
  const left = Math.max(0, allowed - info.usedScreens);
  const figures = [
    ['Screens in use', info.usedScreens],
    ['Subscribed screens', info.subscribedScreens],
    ['Free screens', info.freeScreens],
    ['Screens left', left],
  ] as const;
  return (
    <div className={styles.root}>
      <TrialNotice info={info} />
      <dl className={styles.figures} aria-label="Screens">
        {figures.map(([term, value]) => (
          <div key={term} className={styles.figure}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <Field
        label="Screens used"
        hint={`${info.usedScreens} of ${allowed} screens`}
        validationState={info.usedScreens > allowed ? 'warning' : 'none'}
        validationMessage={
          info.usedScreens > allowed
            ? 'More screens are in use than the subscription covers.'
            : undefined
        }
      >
        <ProgressBar value={allowed === 0 ? 1 : Math.min(1, info.usedScreens / allowed)} />
      </Field>
      <Text>
        <RouterLink to="/billing">Change your subscription in Billing</RouterLink>
      </Text>
    </div>
  );
}
