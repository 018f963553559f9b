import { useMutation } from '@apollo/client/react';
import { MessageBar, MessageBarBody, Spinner, Title2 } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { RouterLink } from '../../kit/RouterLink';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  AcceptInvitationDocument,
  ChangePasswordByTokenDocument,
  ConfirmEmailDocument,
  RequestPasswordRecoveryDocument,
  SignUpDocument,
} from '../../graphql/generated';
import { errorMessage } from '../../kit/errorMessage';
import { emailError, repeatError, requiredError } from './formErrors';
import { PublicCard } from './PublicCard';
import { TextForm } from './TextForm';

// The public account pages (sign-up, e-mail confirmation, password recovery and change, joining
// an account) and their query-parameter flows.

const reasonOf = (error: unknown): string | undefined =>
  CombinedGraphQLErrors.is(error)
    ? (error.errors[0]?.extensions?.reason as string | undefined)
    : undefined;

const passwordFields = [
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    validate: requiredError,
  },
  {
    name: 'repeat',
    label: 'Repeat password',
    type: 'password',
    autoComplete: 'new-password',
    validate: (value: string, values: Record<string, string>) =>
      repeatError(values.password ?? '', value),
  },
] as const;

export function SignUpPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [signUp] = useMutation(SignUpDocument);
  const partnerAccountId = params.get('partnerAccountId');
  return (
    <PublicCard>
      <TextForm
        header={<Title2 as="h1">Create your account</Title2>}
        submitLabel="Sign up"
        fields={[
          { name: 'accountName', label: 'Organization name', validate: requiredError },
          {
            name: 'email',
            label: 'E-mail',
            type: 'email',
            autoComplete: 'username',
            validate: emailError,
          },
          ...passwordFields,
        ]}
        onSubmit={async (v) => {
          await signUp({
            variables: {
              input: {
                email: v.email!.trim(),
                password: v.password!,
                accountName: v.accountName!.trim(),
                ...(partnerAccountId ? { partnerAccountId } : {}),
              },
            },
          });
          await navigate('/login?justSignedUp=true');
        }}
      />
      <RouterLink to="/login">I already have an account</RouterLink>
    </PublicCard>
  );
}

export function EmailConfirmPage() {
  const [params] = useSearchParams();
  const [confirm] = useMutation(ConfirmEmailDocument);
  const [state, setState] = useState<{ done: boolean; error?: string }>({ done: false });
  const started = useRef(false);
  const token = params.get('token') ?? '';
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm({ variables: { token } })
      .then(() => setState({ done: true }))
      .catch((error: unknown) => setState({ done: true, error: errorMessage(error) }));
  }, [confirm, token]);
  return (
    <PublicCard>
      <Title2 as="h1">E-mail confirmation</Title2>
      {!state.done && <Spinner label="Confirming your e-mail..." />}
      {state.done && (
        <MessageBar intent={state.error ? 'error' : 'success'}>
          <MessageBarBody>
            {state.error ?? 'Your e-mail is confirmed. You can sign in now.'}
          </MessageBarBody>
        </MessageBar>
      )}
      <RouterLink to="/login">Go to sign in</RouterLink>
    </PublicCard>
  );
}

export const RECOVERY_SENT =
  'If a user with this e-mail exists, we have sent a link to reset the password.';
export const TOKEN_EXPIRED_RECOVERY = 'The link has expired. Please ask for a new one.';

export function PasswordRecoveryPage() {
  const [params] = useSearchParams();
  const [recover] = useMutation(RequestPasswordRecoveryDocument);
  const [sent, setSent] = useState(false);
  return (
    <PublicCard>
      {params.has('tokenExpired') && (
        <MessageBar intent="warning">
          <MessageBarBody>{TOKEN_EXPIRED_RECOVERY}</MessageBarBody>
        </MessageBar>
      )}
      {sent ? (
        <MessageBar intent="success">
          <MessageBarBody>{RECOVERY_SENT}</MessageBarBody>
        </MessageBar>
      ) : (
        <TextForm
          header={<Title2 as="h1">Password recovery</Title2>}
          submitLabel="Send reset link"
          fields={[{ name: 'email', label: 'E-mail', type: 'email', validate: emailError }]}
          onSubmit={async (v) => {
            await recover({ variables: { email: v.email!.trim() } });
            setSent(true);
          }}
        />
      )}
      <RouterLink to="/login">Back to sign in</RouterLink>
    </PublicCard>
  );
}

export function ChangePasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [change] = useMutation(ChangePasswordByTokenDocument);
  return (
    <PublicCard>
      <TextForm
        header={<Title2 as="h1">Choose a new password</Title2>}
        submitLabel="Change password"
        fields={passwordFields}
        onSubmit={async (v) => {
          try {
            await change({ variables: { token, newPassword: v.password! } });
          } catch (error) {
            if (reasonOf(error) === 'TOKEN_EXPIRED') {
              await navigate('/password-recovery?tokenExpired=true');
              return;
            }
            throw error;
          }
          await navigate('/login?justChangedPassword=true');
        }}
      />
    </PublicCard>
  );
}

export function JoinAccountPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [accept] = useMutation(AcceptInvitationDocument);
  const token = params.get('token') ?? '';
  return (
    <PublicCard>
      <TextForm
        header={<Title2 as="h1">Join the account</Title2>}
        submitLabel="Join"
        fields={passwordFields}
        onSubmit={async (v) => {
          await accept({ variables: { token, password: v.password! } });
          await navigate('/', { replace: true });
        }}
      />
    </PublicCard>
  );
}
