import { useMutation, useQuery } from '@apollo/client/react';
import {
  Field,
  Input,
  Select,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  COUNTRY_CODES,
  MAX_PHONE_INPUT,
  normalizePhoneNumber,
  PROFILE_MESSAGES,
} from '@marquee/sdk/model';
import { useMemo, useState } from 'react';
import { MyContactDetailsDocument, UpdateMyContactDetailsDocument } from '../../graphql/generated';
import { errorMessage, inputErrorsOf } from '../../kit/errorMessage';
import { SubmitButton } from '../../kit/SubmitButton';
import { ErrorBar, Notice } from '../account/ui';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '420px',
  },
});

/** Every ISO 3166-1 country, named in English, sorted by name. */
function useCountries() {
  return useMemo(() => {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, 'en'),
    );
  }, []);
}

interface Contact {
  phone: string;
  country: string;
}

type Errors = Partial<Record<'phoneNumber' | 'countryCode', string>>;

function ContactFields({ initial }: { initial: Contact }) {
  const styles = useStyles();
  const countries = useCountries();
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateMyContactDetailsDocument);
  const changed = values.phone !== saved.phone || values.country !== saved.country;

  const submit = async () => {
    setProblem(null);
    setNotice(null);
    // The server's own rule, checked here first so the sentence shows without a round trip.
    const phone = normalizePhoneNumber(values.phone);
    if (phone === null) {
      setErrors({ phoneNumber: PROFILE_MESSAGES.phone });
      return;
    }
    setErrors({});
    try {
      const answer = await update({
        variables: { input: { phoneNumber: phone, countryCode: values.country } },
      });
      const user = answer.data?.updateMyProfile;
      const next = { phone: user?.phoneNumber?.phone ?? '', country: user?.countryCode ?? '' };
      setValues(next);
      setSaved(next);
      setNotice('Saved.');
    } catch (e) {
      const fields = inputErrorsOf(e);
      if (fields.length === 0) setProblem(errorMessage(e));
      setErrors(Object.fromEntries(fields.map((f) => [f.path, f.message])));
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-label="Contact details"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <ErrorBar message={problem} />
      {notice && <Notice>{notice}</Notice>}
      <Field
        label="Phone number"
        hint="International format, e.g. +420 601 234 567"
        validationState={errors.phoneNumber ? 'error' : 'none'}
        validationMessage={errors.phoneNumber}
      >
        <Input
          type="tel"
          autoComplete="tel"
          maxLength={MAX_PHONE_INPUT}
          value={values.phone}
          onChange={(_, d) => setValues((v) => ({ ...v, phone: d.value }))}
        />
      </Field>
      <Field
        label="Country"
        validationState={errors.countryCode ? 'error' : 'none'}
        validationMessage={errors.countryCode}
      >
        <Select
          value={values.country}
          onChange={(_, d) => setValues((v) => ({ ...v, country: d.value }))}
        >
          <option value="">Not set</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </Select>
      </Field>
      <SubmitButton appearance="primary" disabledFocusable={!changed || loading}>
        Save contact details
      </SubmitButton>
    </form>
  );
}

/** The signed-in person's phone number and country on /my-profile. */
export function ContactForm() {
  const { data, error } = useQuery(MyContactDetailsDocument, { fetchPolicy: 'network-only' });
  if (error) return <Text role="alert">{errorMessage(error)}</Text>;
  const user = data?.currentUser;
  if (!data) return <Spinner label="Loading..." />;
  return (
    <ContactFields
      initial={{ phone: user?.phoneNumber?.phone ?? '', country: user?.countryCode ?? '' }}
    />
  );
}
