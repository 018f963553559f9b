import { useMutation, useQuery } from '@apollo/client/react';
import { Spinner, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { defaultWidgets } from '@marquee/sdk';
import { useState } from 'react';
import { AccountItemTypesDocument, UpdateAccountItemTypesDocument } from '../../graphql/generated';
import { errorMessage } from '../../kit/errorMessage';
import { SubmitButton } from '../../kit/SubmitButton';
import { editorFor, ENABLED_ITEM_TYPES } from '../../widgets';
import { ErrorBar, Notice } from './ui';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '640px',
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** One switch: an item type as the scene editor's "Add item" menu names it. */
export interface ItemTypeRow {
  type: string;
  label: string;
  /** On for every account: shown on, and cannot be turned off here. */
  global: boolean;
}

/** Every type this console can edit, in the editor's order, with the name the editor shows. */
export const itemTypeRows = (global: readonly string[] = ENABLED_ITEM_TYPES): ItemTypeRow[] =>
  defaultWidgets
    .filter((widget) => editorFor(widget.type))
    .map((widget) => ({
      type: widget.type,
      label: widget.label,
      global: global.includes(widget.type),
    }));

function ItemTypesForm({ rows, initial }: { rows: ItemTypeRow[]; initial: readonly string[] }) {
  const styles = useStyles();
  const [extra, setExtra] = useState(() => new Set(initial));
  const [saved, setSaved] = useState(() => new Set(initial));
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateAccountItemTypesDocument);
  const changed = extra.size !== saved.size || [...extra].some((type) => !saved.has(type));
  const toggle = (type: string, on: boolean) => {
    setNotice(null);
    setExtra((current) => {
      const next = new Set(current);
      if (on) next.add(type);
      else next.delete(type);
      return next;
    });
  };
  const submit = () => {
    setProblem(null);
    // Types every account has need no entry; the account's own list keeps the rest.
    const enabledItemTypes = [...extra].filter(
      (type) => !rows.find((r) => r.type === type)?.global,
    );
    save({ variables: { enabledItemTypes } })
      .then(() => {
        setSaved(new Set(extra));
        setNotice('Saved. The scene editor offers these item types.');
      })
      .catch((e: unknown) => setProblem(errorMessage(e)));
  };
  return (
    <form
      className={styles.root}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Text className={styles.hint}>
        The item types the scene editor offers in this account. Types on for every account cannot be
        turned off here.
      </Text>
      <ErrorBar message={problem} />
      {notice && <Notice>{notice}</Notice>}
      <ul className={styles.list} aria-label="Item types">
        {rows.map((row) => (
          <li key={row.type}>
            <Switch
              label={row.global ? `${row.label} (every account)` : row.label}
              checked={row.global || extra.has(row.type)}
              disabled={row.global}
              onChange={(_e, d) => toggle(row.type, d.checked)}
            />
          </li>
        ))}
      </ul>
      <SubmitButton appearance="primary" disabledFocusable={!changed || loading}>
        Save
      </SubmitButton>
    </form>
  );
}

/** /account/item-types: which scene item types the account enables beyond the global list. */
export function ItemTypesPage({ global }: { global?: readonly string[] }) {
  const { data, error } = useQuery(AccountItemTypesDocument);
  if (error) return <Text role="alert">{errorMessage(error)}</Text>;
  const account = data?.currentAccount;
  if (!account) return <Spinner label="Loading..." />;
  return <ItemTypesForm rows={itemTypeRows(global)} initial={account.enabledItemTypes} />;
}
