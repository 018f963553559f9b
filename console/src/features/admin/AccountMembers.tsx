import { useMutation } from '@apollo/client/react';
import { Body1, Button, Field, Textarea, Title3 } from '@fluentui/react-components';
import { useState } from 'react';
import { AdminStartImpersonationDocument, type AdminAccountQuery } from '../../graphql/generated';
import { inputErrorsOf } from '../../kit/errorMessage';
import { FormDialog } from '../../kit/FormDialog';
import { ResponsiveTable } from '../../kit/ResponsiveTable';
import { dayLabel } from './adminFormat';

type Account = NonNullable<AdminAccountQuery['serviceAccount']>;
type Member = Account['users'][number];

const ROLE_LABELS: Readonly<Record<string, string>> = {
  ROLE_USER: 'User',
  ROLE_ADMIN: 'Admin',
  ROLE_GOD: 'Service admin',
};

/** The server keeps at most this much of a reason. */
export const REASON_MAX = 500;

/** Where a "Sign in as" session starts: the console's home, as the user. */
export const AFTER_SIGN_IN_AS_PATH = '/';

/** "Sign in as": the reason is asked first; the session then opens on a whole page load. */
function SignInAsDialog({
  member,
  onClose,
  goTo,
}: {
  member: Member | null;
  onClose: () => void;
  goTo: (path: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [start] = useMutation(AdminStartImpersonationDocument);
  const submit = async () => {
    if (!member) return;
    if (!reason.trim()) return setReasonError('Say why you sign in as this user');
    setReasonError(null);
    try {
      await start({ variables: { input: { userId: member._id, reason } } });
    } catch (failure) {
      // Beside the Reason field when the server names it; else in the dialog's error bar.
      const beside = inputErrorsOf(failure).find((e) => e.path === 'reason');
      if (!beside) throw failure;
      return setReasonError(beside.message);
    }
    goTo(AFTER_SIGN_IN_AS_PATH);
  };
  return (
    <FormDialog
      open={member !== null}
      title={`Sign in as ${member?.email ?? ''}`}
      submitLabel="Sign in as"
      onClose={onClose}
      onSubmit={submit}
    >
      <Body1>
        You act as this user until you press Stop; everything you do is written to the audit log of
        their organization and of yours.
      </Body1>
      <Field
        label="Reason"
        required
        validationState={reasonError ? 'error' : 'none'}
        validationMessage={reasonError}
      >
        <Textarea
          name="reason"
          maxLength={REASON_MAX}
          value={reason}
          onChange={(_e, d) => setReason(d.value)}
        />
      </Field>
    </FormDialog>
  );
}

/** The account's users (with "Sign in as"), spaces and screens: read-only lists. */
export function AccountMembers({
  account,
  goTo = (path) => window.location.assign(path),
}: {
  account: Account;
  goTo?: (path: string) => void;
}) {
  const [signInAs, setSignInAs] = useState<Member | null>(null);
  return (
    <>
      <Title3 as="h2">Users</Title3>
      {account.users.length === 0 ? (
        <Body1 as="p">No user yet: the invited administrator has not joined.</Body1>
      ) : (
        <ResponsiveTable
          aria-label="Users"
          items={account.users}
          keyOf={(u) => u._id}
          columns={[
            { label: 'E-mail', role: 'title', cell: (u) => u.email },
            { label: 'Role', cell: (u) => `${ROLE_LABELS[u.role] ?? u.role} (${u.userRoleName})` },
            { label: 'Joined', cell: (u) => dayLabel(u.createdAt) },
            {
              label: 'Actions',
              role: 'actions',
              cell: (u) =>
                u.role === 'ROLE_GOD' ? null : (
                  <Button aria-label={`Sign in as ${u.email}`} onClick={() => setSignInAs(u)}>
                    Sign in as
                  </Button>
                ),
            },
          ]}
        />
      )}
      <Title3 as="h2">Spaces</Title3>
      <Body1 as="p">{account.spaces.map((s) => s.name).join(', ') || 'None'}</Body1>
      <Title3 as="h2">Screens</Title3>
      {account.screens.length === 0 ? (
        <Body1 as="p">No screen is paired yet.</Body1>
      ) : (
        <ResponsiveTable
          aria-label="Screens"
          items={account.screens}
          keyOf={(s) => s._id}
          columns={[
            { label: 'Name', role: 'title', cell: (s) => s.name },
            { label: 'Status', cell: (s) => (s.online ? 'Online' : 'Offline') },
            { label: 'Platform', cell: (s) => s.platform },
            { label: 'Space', cell: (s) => s.spaceName ?? '—' },
            { label: 'Last seen', cell: (s) => dayLabel(s.lastSeenAt) },
          ]}
        />
      )}
      <SignInAsDialog member={signInAs} onClose={() => setSignInAs(null)} goTo={goTo} />
    </>
  );
}
