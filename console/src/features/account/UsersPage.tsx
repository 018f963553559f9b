import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Field, Input, Select, Text } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { useConfirm } from '../../kit/ConfirmDialog';
import { errorMessage } from '../../kit/errorMessage';
import { ResponsiveTable } from '../../kit/ResponsiveTable';
import { useSession } from '../../shared/session/session';
import {
  AccountUsersDocument,
  type AccountUsersQuery,
  ChangeUserRoleDocument,
  InviteUserDocument,
  RemoveUserDocument,
} from '../../graphql/generated';
import { emailError } from '../auth/formErrors';
import { roleAllows } from './permissionLabels';
import { ErrorBar, Notice, useAccountStyles } from './ui';
import { SubmitButton } from '../../kit/SubmitButton';

/** /account/users: invite by e-mail with a role, change roles, remove users. */
export function UsersPage() {
  const styles = useAccountStyles();
  const session = useSession();
  const { data, refetch } = useQuery(AccountUsersDocument);
  const [invite] = useMutation(InviteUserDocument);
  const [changeRole] = useMutation(ChangeUserRoleDocument);
  const [remove] = useMutation(RemoveUserDocument);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const confirm = useConfirm();
  const roles = data?.userRoles ?? [];

  const run = async (action: () => Promise<unknown>, done?: string) => {
    setError(null);
    setNotice(null);
    try {
      await action();
      await refetch();
      if (done) setNotice(done);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  // Members and pending invitations, one row each.
  const members: UserRow[] = (data?.users ?? []).map((u) => ({
    key: u._id,
    email: u.email.email,
    role: (
      <Select
        aria-label={`Role of ${u.email.email}`}
        value={u.userRole._id}
        disabled={u._id === session.userId}
        onChange={(_, d) =>
          void run(() => changeRole({ variables: { userId: u._id, userRoleId: d.value } }))
        }
      >
        {roles.map((r) => (
          <option key={r._id} value={r._id}>
            {r.name}
          </option>
        ))}
      </Select>
    ),
    action: u._id !== session.userId && (
      <Button
        onClick={() =>
          confirm.ask({
            question: `Remove ${u.email.email}?`,
            detail: 'They can no longer sign in to this account.',
            confirmLabel: 'Remove',
            onConfirm: () => void run(() => remove({ variables: { userId: u._id } })),
          })
        }
      >
        Remove
      </Button>
    ),
  }));
  const invited: UserRow[] = (data?.pendingInvitations ?? []).map((i) => ({
    key: i._id,
    email: i.email,
    role: i.userRole.name,
    action: <Text italic>Invited</Text>,
  }));

  return (
    <div className={styles.column}>
      <ErrorBar message={error} />
      {confirm.dialog}
      {notice && <Notice>{notice}</Notice>}
      <InviteForm
        roles={roles}
        onInvite={(email, userRoleId) =>
          run(() => invite({ variables: { email, userRoleId } }), `Invitation sent to ${email}`)
        }
      />
      <ResponsiveTable
        aria-label="Users"
        items={[...members, ...invited]}
        keyOf={(row) => row.key}
        columns={[
          { label: 'E-mail', role: 'title', cell: (row) => row.email },
          { label: 'Role', cell: (row) => row.role },
          { label: 'Actions', role: 'actions', cell: (row) => row.action },
        ]}
        minTableWidth={480}
      />
    </div>
  );
}

type Role = AccountUsersQuery['userRoles'][number];

interface UserRow {
  key: string;
  email: string;
  role: ReactNode;
  action: ReactNode;
}

/**
 * Invite by e-mail with a role, which reads as what it allows. A malformed address is told once
 * the field was left or Invite pressed; the field empties once the invitation went (or failed).
 */
function InviteForm({
  roles,
  onInvite,
}: {
  roles: readonly Role[];
  onInvite: (email: string, userRoleId: string) => Promise<void>;
}) {
  const styles = useAccountStyles();
  const [email, setEmail] = useState('');
  const [roleId, setRoleId] = useState('');
  const [touched, setTouched] = useState(false);
  const chosenRole = roleId || roles[0]?._id || '';
  const chosenPermissions = roles.find((r) => r._id === chosenRole)?.permissions;
  const chosenRoleAllows = chosenPermissions ? roleAllows(chosenPermissions) : undefined;
  const shownEmailError = touched ? emailError(email) : undefined;
  return (
    <form
      className={styles.row}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (emailError(email)) return;
        void onInvite(email.trim(), chosenRole).then(() => setEmail(''));
      }}
    >
      <Field
        label="E-mail"
        validationMessage={shownEmailError}
        validationState={shownEmailError ? 'error' : 'none'}
      >
        <Input
          name="inviteEmail"
          value={email}
          onChange={(_, d) => setEmail(d.value)}
          onBlur={() => setTouched(true)}
        />
      </Field>
      <Field label="Role" hint={chosenRoleAllows}>
        <Select name="inviteRole" value={chosenRole} onChange={(_, d) => setRoleId(d.value)}>
          {roles.map((r) => (
            <option key={r._id} value={r._id}>
              {r.name}
            </option>
          ))}
        </Select>
      </Field>
      <SubmitButton appearance="primary" disabledFocusable={email === ''}>
        Invite
      </SubmitButton>
    </form>
  );
}
