import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Field, Input, Text } from '@fluentui/react-components';
import { PERMISSIONS } from '@marquee/sdk/model';
import { useState } from 'react';
import { useConfirm } from '../../kit/ConfirmDialog';
import { ResponsiveTable, type TableColumn } from '../../kit/ResponsiveTable';
import { useSession } from '../../shared/session/session';
import {
  ApiKeysDocument,
  CreateApiKeyDocument,
  RevokeApiKeyDocument,
  type ApiKeysQuery,
} from '../../graphql/generated';
import { NewKeyNotice } from './NewKeyNotice';
import { PermissionChecklist } from './PermissionChecklist';
import { ProblemBar, useAccountStyles } from './ui';
import { SubmitButton } from '../../kit/SubmitButton';
import { dateTimeText } from '../../kit/dates';

type ApiKey = ApiKeysQuery['apiKeys'][number];

/** On a phone each key is a card: its name, its prefix and last use, and Revoke. */
const keyColumns = (onRevoke: (key: ApiKey) => void): TableColumn<ApiKey>[] => [
  { label: 'Name', role: 'title', cell: (k) => k.name },
  { label: 'Key', cell: (k) => <Text font="monospace">{k.prefix}…</Text> },
  {
    label: 'Last used',
    cell: (k) => (k.lastUsedAt ? dateTimeText(k.lastUsedAt) : 'Never'),
  },
  {
    label: 'Actions',
    role: 'actions',
    cell: (k) => <Button onClick={() => onRevoke(k)}>Revoke</Button>,
  },
];

/** /account/api-keys: the secret is shown once, right after creation, under Create key. */
export function ApiKeysPage() {
  const styles = useAccountStyles();
  const session = useSession();
  const { data, refetch, error: loadError } = useQuery(ApiKeysDocument);
  const [create] = useMutation(CreateApiKeyDocument);
  const [revoke] = useMutation(RevokeApiKeyDocument);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set([PERMISSIONS.media.read]));
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const grantable = [...session.permissions].sort();
  const confirm = useConfirm();

  const toggle = (p: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(p);
      else next.delete(p);
      return next;
    });

  return (
    <div className={styles.column}>
      <ProblemBar error={error ?? loadError} />
      {confirm.dialog}
      <form
        className={styles.column}
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          const keyName = name.trim();
          create({ variables: { name: keyName, permissions: [...chosen] } })
            .then(async (result) => {
              const secret = result.data?.createApiKey.secret;
              setCreated(secret ? { name: keyName, secret } : null);
              setName('');
              await refetch();
            })
            .catch((err: unknown) => setError(err));
        }}
      >
        <Field label="Key name">
          <Input name="apiKeyName" value={name} onChange={(_, d) => setName(d.value)} />
        </Field>
        <PermissionChecklist permissions={grantable} checked={chosen} onToggle={toggle} />
        <SubmitButton
          appearance="primary"
          disabledFocusable={name.trim() === '' || chosen.size === 0}
        >
          Create key
        </SubmitButton>
      </form>
      {created && <NewKeyNotice key={created.secret} name={created.name} secret={created.secret} />}
      <ResponsiveTable
        aria-label="API keys"
        items={data?.apiKeys ?? []}
        columns={keyColumns((k) =>
          confirm.ask({
            question: `Revoke ${k.name}?`,
            detail: 'Anything using this key can no longer reach Marquee.',
            confirmLabel: 'Revoke',
            onConfirm: () =>
              void revoke({ variables: { id: k._id } })
                .then(() => refetch())
                .catch((err: unknown) => setError(err)),
          }),
        )}
        keyOf={(k) => k._id}
        minTableWidth={560}
      />
    </div>
  );
}
