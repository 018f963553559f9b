import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { BillingPlansDocument, StartSubscriptionCheckoutDocument } from '../../graphql/generated';
import { errorMessage, inputErrorsOf } from '../../kit/errorMessage';
import { RouterLink } from '../../kit/RouterLink';
import { money, screensError } from './billingText';
import { leaveFor } from './leave';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '640px',
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** /billing/subscribe: a plan and a screen count, then the provider's checkout. */
export function SubscribePage() {
  const styles = useStyles();
  const { data, error } = useQuery(BillingPlansDocument, { fetchPolicy: 'cache-and-network' });
  const [startCheckout] = useMutation(StartSubscriptionCheckoutDocument);
  const [planId, setPlanId] = useState<string | null>(null);
  const [screens, setScreens] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  if (error && !data) return <Text role="alert">{errorMessage(error)}</Text>;
  if (!data) return <Spinner label="Loading plans..." />;
  const overview = data.billingOverview;
  const plans = data.billingPlans;
  const chosenId = planId ?? overview.plan?.id ?? plans[0]?.id ?? '';
  const chosen = plans.find((p) => p.id === chosenId);
  // At first, enough screens for the ones already paired beyond the free ones.
  const screensText =
    screens ??
    String(Math.max(1, overview.subscribedScreens, overview.usedScreens - overview.freeScreens));
  const serverErrors = inputErrorsOf(failure);
  const fieldError = (path: string, local: string | null) =>
    (submitted ? local : null) ?? serverErrors.find((e) => e.path === path)?.message ?? null;
  const screensMessage = fieldError('screens', screensError(screensText));
  const planMessage = fieldError('planId', null);
  const otherFailure = failure && serverErrors.length === 0 ? errorMessage(failure) : null;

  const submit = async () => {
    setSubmitted(true);
    setFailure(null);
    if (screensError(screensText) || !chosen) return;
    setBusy(true);
    try {
      const result = await startCheckout({
        variables: { planId: chosen.id, screens: Number(screensText) },
      });
      if (result.data) leaveFor(result.data.startSubscriptionCheckout.url);
    } catch (caught) {
      setFailure(caught);
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <Title2 as="h1">Choose a plan</Title2>
      {otherFailure && (
        <MessageBar intent="error">
          <MessageBarBody>{otherFailure}</MessageBarBody>
        </MessageBar>
      )}
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field
          label="Plan"
          validationMessage={planMessage ?? undefined}
          validationState={planMessage ? 'error' : 'none'}
        >
          <RadioGroup value={chosenId} onChange={(_, d) => setPlanId(d.value)}>
            {plans.map((plan) => (
              <Radio
                key={plan.id}
                value={plan.id}
                data-testid={`plan-${plan.id}`}
                label={`${plan.name}: ${money(plan.pricePerScreen, plan.currency)} per screen a month`}
              />
            ))}
          </RadioGroup>
        </Field>
        <Field
          label="Screens"
          hint={`${overview.usedScreens} screens are paired; ${overview.freeScreens} come free.`}
          validationMessage={screensMessage ?? undefined}
          validationState={screensMessage ? 'error' : 'none'}
        >
          <Input
            type="number"
            min={1}
            name="screens"
            data-testid="screens-input"
            value={screensText}
            onChange={(_, d) => setScreens(d.value)}
          />
        </Field>
        {chosen && !screensError(screensText) && (
          <Text data-testid="checkout-total">
            {`${money(chosen.pricePerScreen * Number(screensText), chosen.currency)} a month`}
          </Text>
        )}
        <div>
          <Button
            appearance="primary"
            type="submit"
            disabled={busy}
            data-testid="continue-to-payment"
          >
            Continue to payment
          </Button>
        </div>
      </form>
      <RouterLink to="/billing">Back to billing</RouterLink>
    </div>
  );
}
