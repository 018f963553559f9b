import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Field,
  Input,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useConfirm } from '../../kit/ConfirmDialog';
import { errorMessage } from '../../kit/errorMessage';
import {
  AccountSpacesDocument,
  CreateSpaceDocument,
  DeleteSpaceDocument,
  RenameSpaceDocument,
} from '../../graphql/generated';
import { ErrorBar, useAccountStyles } from './ui';

function SpaceRow({
  id,
  name,
  onError,
}: {
  id: string;
  name: string;
  onError: (m: string | null) => void;
}) {
  const [value, setValue] = useState(name);
  const [rename] = useMutation(RenameSpaceDocument);
  const [remove] = useMutation(DeleteSpaceDocument, {
    refetchQueries: ['AccountSpaces', 'ShellSpaces'],
  });
  const act = (fn: () => Promise<unknown>) => {
    onError(null);
    fn().catch((e: unknown) => onError(errorMessage(e)));
  };
  const confirm = useConfirm();
  return (
    <TableRow>
      <TableCell>
        <Input
          aria-label={`Name of ${name}`}
          value={value}
          onChange={(_, d) => setValue(d.value)}
        />
      </TableCell>
      <TableCell>
        <Button
          disabled={value.trim() === '' || value === name}
          onClick={() => act(() => rename({ variables: { id, name: value.trim() } }))}
        >
          Rename
        </Button>{' '}
        <Button
          onClick={() =>
            confirm.ask({
              detail: `The space ${name} will be deleted.`,
              onConfirm: () => act(() => remove({ variables: { id } })),
            })
          }
        >
          Delete
        </Button>
        {confirm.dialog}
      </TableCell>
    </TableRow>
  );
}

/** /account/spaces: list, create, rename, delete. */
export function SpacesPage() {
  const styles = useAccountStyles();
  const { data } = useQuery(AccountSpacesDocument);
  const [create] = useMutation(CreateSpaceDocument, {
    refetchQueries: ['AccountSpaces', 'ShellSpaces'],
  });
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
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
        <Button type="submit" appearance="primary" disabled={name.trim() === ''}>
          Create space
        </Button>
      </form>
      <Table aria-label="Spaces">
        <TableBody>
          {(data?.spaces ?? []).map((s) => (
            <SpaceRow key={s._id} id={s._id} name={s.name} onError={setError} />
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
