import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Field, Input, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { useConfirm } from '../../kit/ConfirmDialog';
import { errorMessage } from '../../kit/errorMessage';
import {
  CreateUserRoleDocument,
  DeleteUserRoleDocument,
  UpdateUserRoleDocument,
  UserRolesDocument,
} from '../../graphql/generated';
import { REQUIRED } from '../auth/formErrors';
import { PermissionChecklist } from './PermissionChecklist';
import { ErrorBar, useAccountStyles } from './ui';
import { SubmitButton } from '../../kit/SubmitButton';

interface Draft {
  id: string | null;
  name: string;
  permissions: Set<string>;
}

/** /account/user-roles: custom roles are editable; built-in ones are shown read-only. */
export function UserRolesPage() {
  const styles = useAccountStyles();
  const { data, refetch } = useQuery(UserRolesDocument);
  const [create] = useMutation(CreateUserRoleDocument);
  const [update] = useMutation(UpdateUserRoleDocument);
  const [remove] = useMutation(DeleteUserRoleDocument);
  const [draft, setDraft] = useState<Draft>({ id: null, name: '', permissions: new Set() });
  const [error, setError] = useState<string | null>(null);
  const [nameTouched, setNameTouched] = useState(false);
  const nameError = nameTouched && draft.name.trim() === '' ? REQUIRED : undefined;
  const all = data?.allPermissions ?? [];
  const confirm = useConfirm();

  const run = (fn: () => Promise<unknown>) => {
    setError(null);
    fn()
      .then(() => refetch())
      .catch((e: unknown) => setError(errorMessage(e)));
  };
  const save = () => {
    const variables = { name: draft.name.trim(), permissions: [...draft.permissions] };
    run(async () => {
      if (draft.id) await update({ variables: { id: draft.id, ...variables } });
      else await create({ variables });
      setDraft({ id: null, name: '', permissions: new Set() });
      setNameTouched(false);
    });
  };

  return (
    <div className={styles.column}>
      <ErrorBar message={error} />
      {confirm.dialog}
      {(data?.userRoles ?? []).map((r) => (
        <div key={r._id} className={styles.row}>
          <Text weight="semibold">{r.name}</Text>
          <Text>{r.isBuiltIn ? 'Built-in' : `${r.permissions.length} permissions`}</Text>
          {!r.isBuiltIn && (
            <>
              <Button
                onClick={() =>
                  setDraft({ id: r._id, name: r.name, permissions: new Set(r.permissions) })
                }
              >
                Edit
              </Button>
              <Button
                onClick={() =>
                  confirm.ask({
                    detail: `The role ${r.name} will be deleted.`,
                    onConfirm: () => run(() => remove({ variables: { id: r._id } })),
                  })
                }
              >
                Delete
              </Button>
            </>
          )}
        </div>
      ))}
      <form
        className={styles.column}
        onSubmit={(e) => {
          e.preventDefault();
          if (draft.name.trim()) save();
        }}
      >
        <Field
          label={draft.id ? 'Role name' : 'New role name'}
          validationMessage={nameError}
          validationState={nameError ? 'error' : 'none'}
        >
          <Input
            name="roleName"
            value={draft.name}
            onChange={(_, d) => setDraft({ ...draft, name: d.value })}
            onBlur={() => setNameTouched(true)}
          />
        </Field>
        <PermissionChecklist
          permissions={all}
          checked={draft.permissions}
          onToggle={(permission, on) => {
            const next = new Set(draft.permissions);
            if (on) next.add(permission);
            else next.delete(permission);
            setDraft({ ...draft, permissions: next });
          }}
        />
        <SubmitButton appearance="primary" disabledFocusable={draft.name.trim() === ''}>
          {draft.id ? 'Save role' : 'Create role'}
        </SubmitButton>
      </form>
    </div>
  );
}
