import { useMutation, useQuery } from '@apollo/client/react';
import { Spinner, Switch, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { defaultWidgets } from '@marquee/sdk';
import { useState } from 'react';
import { AccountItemTypesDocument, UpdateAccountItemTypesDocument } from '../../graphql/generated';
import { errorMessage } from '../../kit/errorMessage';
import { DEFAULT_TARIFF, LockedFeature } from '../../kit/LockedFeature';
import { SubmitButton } from '../../kit/SubmitButton';
import { useSession } from '../../shared/session/session';
import { editorFor, ENABLED_ITEM_TYPES, lockingFeature } from '../../widgets';
import { ErrorBar, Notice } from './ui';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '640px',
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: tokens.spacingVerticalXS,
  },
  switches: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** An item type as the scene editor's "Add item" menu names it, and where it stands. */
export interface ItemTypeRow {
  type: string;
  label: string;
  /** On for every organization: nothing here turns it off. */
  global: boolean;
  /** The tariff that unlocks it, when the organization's plan does not include it. */
  lockedUntil: string | null;
}

/** Every type this console can edit, in the editor's order, with its name and its lock. */
export function itemTypeRows(
  global: readonly string[],
  features: ReadonlySet<string>,
  tariffs: Readonly<Record<string, string>>,
): ItemTypeRow[] {
  return defaultWidgets
    .filter((widget) => editorFor(widget.type))
    .map((widget) => {
      const feature = lockingFeature(widget.type, features);
      return {
        type: widget.type,
        label: widget.label,
        global: global.includes(widget.type),
        lockedUntil: feature ? (tariffs[feature] ?? DEFAULT_TARIFF) : null,
      };
    });
}

function ItemTypesForm({ rows, initial }: { rows: ItemTypeRow[]; initial: readonly string[] }) {
  const styles = useStyles();
  const [extra, setExtra] = useState(() => new Set(initial));
  const [saved, setSaved] = useState(() => new Set(initial));
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateAccountItemTypesDocument);
  const changed = extra.size !== saved.size || [...extra].some((type) => !saved.has(type));
  const locked = rows.filter((r) => r.lockedUntil);
  const open = rows.filter((r) => !r.lockedUntil);
  const always = open.filter((r) => r.global);
  const optional = open.filter((r) => !r.global);
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
    // Types every organization has need no entry; the account's own list keeps the rest.
    const enabledItemTypes = [...extra].filter(
      (type) => !rows.find((r) => r.type === type)?.global,
    );
    save({ variables: { enabledItemTypes } })
      .then(() => {
        setSaved(new Set(extra));
        setNotice('Saved. The scene editor offers the item types that are on.');
      })
      .catch((e: unknown) => setProblem(errorMessage(e)));
  };
  const offered = always.length + optional.filter((r) => extra.has(r.type)).length;
  return (
    <form
      className={styles.root}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Text>
        {offered === rows.length
          ? `The scene editor offers all ${rows.length} item types in this organization.`
          : `The scene editor offers ${offered} of the ${rows.length} item types in this organization.`}
      </Text>
      <ErrorBar message={problem} />
      {notice && <Notice>{notice}</Notice>}
      {always.length > 0 && (
        <section className={styles.section} aria-labelledby="types-always">
          <Title3 as="h2" id="types-always">
            Always available
          </Title3>
          <Text className={styles.hint}>Every organization has these.</Text>
          <ul className={styles.list} aria-labelledby="types-always">
            {always.map((row) => (
              <li key={row.type}>{row.label}</li>
            ))}
          </ul>
        </section>
      )}
      {optional.length > 0 && (
        <section className={styles.section} aria-labelledby="types-optional">
          <Title3 as="h2" id="types-optional">
            Chosen for this organization
          </Title3>
          <Text className={styles.hint}>Turn on the ones your team uses.</Text>
          <ul className={styles.switches} aria-labelledby="types-optional">
            {optional.map((row) => (
              <li key={row.type}>
                <Switch
                  label={row.label}
                  checked={extra.has(row.type)}
                  onChange={(_e, d) => toggle(row.type, d.checked)}
                />
              </li>
            ))}
          </ul>
          <SubmitButton appearance="primary" disabledFocusable={!changed || loading}>
            Save
          </SubmitButton>
        </section>
      )}
      {locked.length > 0 && <LockedTypes rows={locked} />}
    </form>
  );
}

/** The types the plan does not include, with what unlocks them. */
function LockedTypes({ rows }: { rows: ItemTypeRow[] }) {
  const styles = useStyles();
  const tariff = rows[0]!.lockedUntil!;
  return (
    <section className={styles.section} aria-labelledby="types-locked">
      <Title3 as="h2" id="types-locked">
        Not in your plan
      </Title3>
      <Text className={styles.hint}>
        These show data from a store, a point-of-sale system or a camera. Scenes that already have
        them keep playing them.
      </Text>
      <ul className={styles.list} aria-labelledby="types-locked">
        {rows.map((row) => (
          <li key={row.type}>{row.label}</li>
        ))}
      </ul>
      <LockedFeature tariff={tariff} />
    </section>
  );
}

/**
 * /account/item-types: which scene item types this organization has: those every organization
 * has, those it chooses, and those its plan does not include (with the plan that does).
 */
export function ItemTypesPage({ global = ENABLED_ITEM_TYPES }: { global?: readonly string[] }) {
  const { features, tariffs } = useSession();
  const { data, error } = useQuery(AccountItemTypesDocument);
  if (error) return <Text role="alert">{errorMessage(error)}</Text>;
  const account = data?.currentAccount;
  if (!account) return <Spinner label="Loading..." />;
  return (
    <ItemTypesForm
      rows={itemTypeRows(global, features, tariffs)}
      initial={account.enabledItemTypes}
    />
  );
}
