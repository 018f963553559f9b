import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useConfirm } from '../../kit/ConfirmDialog';
import { errorMessage } from '../../kit/errorMessage';
import { ResponsiveTable, type TableColumn } from '../../kit/ResponsiveTable';
import {
  AccountSpacesDocument,
  CreateSpaceDocument,
  DeleteSpaceDocument,
  RenameSpaceDocument,
} from '../../graphql/generated';
import { ErrorBar, useAccountStyles } from './ui';
import { SubmitButton } from '../../kit/SubmitButton';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  // In a card the name's field takes the card's width; in the table, the column's.
  name: { width: '100%', minWidth: 0, maxWidth: '360px' },
});

interface Space {
  _id: string;
  name: string;
}

/** /account/spaces: list, create, rename, delete. */
export function SpacesPage() {
  const styles = useAccountStyles();
  const own = useStyles();
  const { data } = useQuery(AccountSpacesDocument);
  const [create] = useMutation(CreateSpaceDocument, {
    refetchQueries: ['AccountSpaces', 'ShellSpaces'],
  });
  const [rename] = useMutation(RenameSpaceDocument);
  const [remove] = useMutation(DeleteSpaceDocument, {
    refetchQueries: ['AccountSpaces', 'ShellSpaces'],
  });
  const confirm = useConfirm();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The names being typed, by space; a space without one shows its saved name.
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const draftOf = (s: Space) => drafts[s._id] ?? s.name;
  const act = (fn: () => Promise<unknown>) => {
    setError(null);
    fn().catch((e: unknown) => setError(errorMessage(e)));
  };

  // On a phone each space is a card: its name's field, then Rename and Delete under it.
  const columns: TableColumn<Space>[] = [
    {
      label: 'Name',
      role: 'title',
      cell: (s) => (
        <Input
          className={own.name}
          aria-label={`Name of ${s.name}`}
          value={draftOf(s)}
          onChange={(_, d) => setDrafts((all) => ({ ...all, [s._id]: d.value }))}
        />
      ),
    },
    {
      label: 'Actions',
      role: 'actions',
      cell: (s) => (
        <div className={own.actions}>
          <Button
            disabledFocusable={draftOf(s).trim() === '' || draftOf(s) === s.name}
            onClick={() => act(() => rename({ variables: { id: s._id, name: draftOf(s).trim() } }))}
          >
            Rename
          </Button>
          <Button
            onClick={() =>
              confirm.ask({
                detail: `The space ${s.name} will be deleted.`,
                onConfirm: () => act(() => remove({ variables: { id: s._id } })),
              })
            }
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className={styles.column}>
      <ErrorBar message={error} />
      <form
        className={styles.row}
        onSubmit={(e) => {
          e.preventDefault();
          setError(null);
          create({ variables: { name: name.trim() } })
            .then(() => setName(''))
            .catch((err: unknown) => setError(errorMessage(err)));
        }}
      >
        <Field label="Space name">
          <Input name="spaceName" value={name} onChange={(_, d) => setName(d.value)} />
        </Field>
        <SubmitButton appearance="primary" disabledFocusable={name.trim() === ''}>
          Create space
        </SubmitButton>
      </form>
      <ResponsiveTable
        aria-label="Spaces"
        items={data?.spaces ?? []}
        columns={columns}
        keyOf={(s) => s._id}
        minTableWidth={480}
      />
      {confirm.dialog}
    </div>
  );
}
