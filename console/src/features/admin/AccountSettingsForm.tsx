import { useMutation } from '@apollo/client/react';
import {
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import {
  AdminUpdateAccountDocument,
  type AdminAccountSettingsFragment,
} from '../../graphql/generated';
import { errorMessage, inputErrorsOf } from '../../kit/errorMessage';
import { notify } from '../../kit/notices';
import { SubmitButton } from '../../kit/SubmitButton';
import { BILLING_TYPE_LABELS, featureLabel } from './adminFormat';
import { ItemTypeChoices } from './ItemTypeChoices';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '640px',
  },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  features: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
});

interface Draft {
  tariff: string;
  billingType: string;
  storage: string;
  subscribedScreens: string;
  freeScreens: string;
  isTrial: boolean;
  trialEndsOn: string;
  features: string[];
  itemTypes: string[];
}

const draftOf = (a: AdminAccountSettingsFragment): Draft => ({
  tariff: a.tariff,
  billingType: a.billingType,
  storage: String(a.storageMaxMB),
  subscribedScreens: String(a.subscribedScreens),
  freeScreens: String(a.freeScreens),
  isTrial: a.isTrial,
  trialEndsOn: a.trialEndsAt ? a.trialEndsAt.slice(0, 10) : '',
  features: [...a.enabledFeatures],
  itemTypes: [...a.enabledItemTypes],
});

/** A number field's text as sent: a number when it reads as one, else NaN (the server says why). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const inputOf = (d: Draft) => ({
  tariff: d.tariff,
  billingType: d.billingType,
  maxStorageCapacityInMB: numberOf(d.storage),
  subscribedScreens: numberOf(d.subscribedScreens),
  freeScreens: numberOf(d.freeScreens),
  isTrial: d.isTrial,
  trialEndsAt: d.isTrial && d.trialEndsOn ? `${d.trialEndsOn}T23:59:59.000Z` : null,
  enabledFeatures: d.features,
  enabledItemTypes: d.itemTypes,
});

type Validation = { validationState?: 'error'; validationMessage?: string };

/** A field's error from the last save, as the props a Field shows it with. */
const validationOf = (errors: Record<string, string>, path: string): Validation =>
  errors[path] ? { validationState: 'error', validationMessage: errors[path] } : {};

/** A save's field errors keyed by the input's field name; empty when the error names no field. */
const fieldErrorsOf = (error: unknown): Record<string, string> =>
  Object.fromEntries(inputErrorsOf(error).map((f) => [f.path.split('.').pop()!, f.message]));

/** Tariff, features, limits, trial and item types of one account, saved together. */
export function AccountSettingsForm({
  account,
  allFeatures,
}: {
  account: AdminAccountSettingsFragment;
  allFeatures: readonly string[];
}) {
  const styles = useStyles();
  const [draft, setDraft] = useState(() => draftOf(account));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { loading }] = useMutation(AdminUpdateAccountDocument);
  const set = (change: Partial<Draft>) => setDraft({ ...draft, ...change });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    const input = inputOf(draft);
    // NaN is no JSON number: a field that is no number is caught here, beside the field.
    const notNumbers = (['maxStorageCapacityInMB', 'subscribedScreens', 'freeScreens'] as const)
      .filter((key) => Number.isNaN(input[key]))
      .map((key): [string, string] => [key, 'Enter a number']);
    if (notNumbers.length > 0) return setErrors(Object.fromEntries(notNumbers));
    try {
      await save({ variables: { id: account._id, input } });
      notify(`Saved the settings of ${account.name}`);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length === 0) return setFailure(errorMessage(error));
      setErrors(fields);
    }
  };

  const validation = (path: string) => validationOf(errors, path);

  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      aria-label="Subscription"
    >
      <Title3 as="h2">Subscription</Title3>
      {failure && (
        <MessageBar intent="error">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      <LimitFields draft={draft} set={set} validation={validation} />
      <div className={styles.row}>
        <Checkbox
          label="On trial"
          checked={draft.isTrial}
          onChange={(_e, d) => set({ isTrial: d.checked === true })}
        />
        {draft.isTrial && (
          <Field label="Trial ends on" {...validation('trialEndsAt')}>
            <Input
              type="date"
              value={draft.trialEndsOn}
              onChange={(_e, d) => set({ trialEndsOn: d.value })}
            />
          </Field>
        )}
      </div>
      <FeatureChoices
        allFeatures={allFeatures}
        chosen={draft.features}
        onChosen={(features) => set({ features })}
        validation={validation('enabledFeatures')}
      />
      <ItemTypeChoices
        chosen={draft.itemTypes}
        onChosen={(itemTypes) => set({ itemTypes })}
        validation={validation('enabledItemTypes')}
      />
      <div>
        <SubmitButton appearance="primary" disabledFocusable={loading}>
          Save
        </SubmitButton>
      </div>
    </form>
  );
}

/** Tariff, billing type, storage and the screen counts: the account's limits, side by side. */
function LimitFields({
  draft,
  set,
  validation,
}: {
  draft: Draft;
  set: (change: Partial<Draft>) => void;
  validation: (path: string) => Validation;
}) {
  const styles = useStyles();
  return (
    <div className={styles.row}>
      <Field label="Tariff" {...validation('tariff')}>
        <Input name="tariff" value={draft.tariff} onChange={(_e, d) => set({ tariff: d.value })} />
      </Field>
      <Field label="Billing type" {...validation('billingType')}>
        <Select value={draft.billingType} onChange={(_e, d) => set({ billingType: d.value })}>
          {Object.entries(BILLING_TYPE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Storage limit (MB)" {...validation('maxStorageCapacityInMB')}>
        <Input
          name="maxStorageCapacityInMB"
          inputMode="decimal"
          value={draft.storage}
          onChange={(_e, d) => set({ storage: d.value })}
        />
      </Field>
      <Field label="Subscribed screens" {...validation('subscribedScreens')}>
        <Input
          name="subscribedScreens"
          inputMode="numeric"
          value={draft.subscribedScreens}
          onChange={(_e, d) => set({ subscribedScreens: d.value })}
        />
      </Field>
      <Field label="Free screens" {...validation('freeScreens')}>
        <Input
          name="freeScreens"
          inputMode="numeric"
          value={draft.freeScreens}
          onChange={(_e, d) => set({ freeScreens: d.value })}
        />
      </Field>
    </div>
  );
}

/** One checkbox per feature the product has; the account's enabled ones are checked. */
function FeatureChoices({
  allFeatures,
  chosen,
  onChosen,
  validation,
}: {
  allFeatures: readonly string[];
  chosen: readonly string[];
  onChosen: (features: string[]) => void;
  validation: Validation;
}) {
  const styles = useStyles();
  return (
    <Field label="Enabled features" {...validation}>
      <div className={styles.features} role="group" aria-label="Enabled features">
        {allFeatures.map((feature) => (
          <Checkbox
            key={feature}
            label={featureLabel(feature)}
            checked={chosen.includes(feature)}
            onChange={(_e, d) =>
              onChosen(d.checked ? [...chosen, feature] : chosen.filter((f) => f !== feature))
            }
          />
        ))}
      </div>
    </Field>
  );
}
