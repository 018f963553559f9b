import { useMutation, useQuery } from '@apollo/client/react';
import {
  Body1,
  Button,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Select,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import {
  CreateLiveLinkDocument,
  LiveLinkScreenChoicesDocument,
  LiveLinksDocument,
  RevokeLiveLinkDocument,
  type LiveLinkRowFragment,
} from '../../graphql/generated';
import { useConfirm } from '../../kit/ConfirmDialog';
import { errorMessage } from '../../kit/errorMessage';
import { useLoadGate } from '../../kit/LoadGate';
import { notify } from '../../kit/notices';
import { ResponsiveTable, type TableColumn } from '../../kit/ResponsiveTable';
import { dateTimeText } from '../../kit/dates';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    maxWidth: '100%',
    // The gap spaces the section: a heading's or paragraph's own margins would double it.
    '& > h2, & > p': { margin: 0 },
  },
  create: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
  },
  select: { minWidth: '260px' },
  made: { width: '100%', maxWidth: '720px' },
  address: { display: 'flex', gap: tokens.spacingHorizontalS, width: '100%' },
  addressInput: { flexGrow: 1 },
  table: { width: '100%', maxWidth: '960px' },
});

/** What a link shows, in words: 'Screen "Lobby"', 'Group "Bar"', or that it is gone. */
export function linkTargetLabel(link: Pick<LiveLinkRowFragment, 'targetKind' | 'targetName'>) {
  const kind = link.targetKind === 'group' ? 'Group' : 'Screen';
  return link.targetName ? `${kind} "${link.targetName}"` : `${kind} (removed)`;
}

const created = (iso: string) => dateTimeText(iso);

/** Whose page the panel is on: a screen (which may share one of its groups), or a group. */
export type LiveLinkSubject =
  { kind: 'screen'; deviceId: string } | { kind: 'group'; groupId: string; groupName: string };

/**
 * The targets the Share field offers, as "kind:id" values with their labels (null while a
 * screen's are loading or could not be), and whether they are loading.
 */
function useShareChoices(subject: LiveLinkSubject) {
  const deviceId = subject.kind === 'screen' ? subject.deviceId : '';
  const screen = useQuery(LiveLinkScreenChoicesDocument, {
    variables: { deviceId },
    skip: subject.kind !== 'screen',
  });
  const loading = screen.loading;
  if (subject.kind === 'group') {
    const label = `This group (${subject.groupName})`;
    return { loading, choices: [{ value: `group:${subject.groupId}`, label }] };
  }
  const device = screen.data?.device;
  if (!device) return { loading, choices: null };
  return {
    loading,
    choices: [
      { value: `screen:${device._id}`, label: `This screen (${device.name})` },
      ...device.groups.map((g) => ({ value: `group:${g._id}`, label: `Its group ${g.name}` })),
    ],
  };
}

/**
 * Live view links on a screen's or a group's page: make a public address that shows the screen
 * (or one of its groups), or the group's screens, without signing in; see the account's links and
 * revoke one. The address is shown once, when it is made: the server keeps only a hash of it.
 */
export function LiveLinksPanel({ subject }: { subject: LiveLinkSubject }) {
  const styles = useStyles();
  const { data, loading, error, refetch } = useQuery(LiveLinksDocument);
  const share = useShareChoices(subject);
  const choices = share.choices;
  const [createLink, creating] = useMutation(CreateLiveLinkDocument);
  const [revokeLink] = useMutation(RevokeLiveLinkDocument);
  const [target, setTarget] = useState('');
  const [made, setMade] = useState<{ url: string; label: string } | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const { ask, dialog } = useConfirm();
  const drawn = useLoadGate(!loading && !share.loading);
  const chosen = target || (choices?.[0]?.value ?? '');

  const onCreate = async () => {
    setCreateError(null);
    setCopied(false);
    const [kind, id] = chosen.split(':') as ['screen' | 'group', string];
    try {
      const result = await createLink({ variables: { target: { kind, id } } });
      const link = result.data?.createLiveLink;
      if (link?.url) setMade({ url: link.url, label: linkTargetLabel(link) });
      await refetch();
    } catch (e) {
      setCreateError(errorMessage(e));
    }
  };

  const onRevoke = (link: LiveLinkRowFragment) =>
    ask({
      question: `Revoke the live view link to ${linkTargetLabel(link)}?`,
      detail: `Anyone who has the address can no longer see ${
        link.targetKind === 'group' ? "the group's screens" : 'the screen'
      }. This cannot be undone.`,
      confirmLabel: 'Revoke',
      onConfirm: () => {
        void revokeLink({ variables: { id: link._id } })
          .then(async () => {
            notify('Live view link revoked');
            await refetch();
          })
          .catch((e: unknown) => notify(`Could not revoke the link. ${errorMessage(e)}`, 'error'));
      },
    });

  const onCopy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      notify('Could not copy. Select the address and copy it yourself.', 'warning');
    }
  };

  const columns = liveLinkColumns(onRevoke);
  if (!drawn) return null;

  return (
    <section className={styles.panel} aria-labelledby="live-links-title">
      <Title3 as="h2" id="live-links-title">
        Live view
      </Title3>
      <Body1 as="p">
        {subject.kind === 'group'
          ? "A live view link shows the latest screenshot of each of this group's screens, their names and what they play"
          : "A live view link shows this screen's latest screenshot, its name and what it plays"}{' '}
        to anyone who has the address, without signing in, until you revoke it.
      </Body1>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>Could not load the live view links. {errorMessage(error)}</MessageBarBody>
        </MessageBar>
      )}
      {choices && (
        <ShareForm
          choices={choices}
          chosen={chosen}
          onChoose={setTarget}
          error={createError}
          creating={creating.loading}
          onCreate={() => void onCreate()}
        />
      )}
      {made && <MadeLinkNotice made={made} copied={copied} onCopy={() => void onCopy(made.url)} />}
      {data && data.liveLinks.length === 0 && (
        <Body1 as="p">This account has no live view links.</Body1>
      )}
      {data && data.liveLinks.length > 0 && (
        <div className={styles.table}>
          <ResponsiveTable
            aria-label="Live view links of this account"
            items={data.liveLinks}
            columns={columns}
            keyOf={(link) => link._id}
            rowProps={(link) => ({ 'data-testid': `live-link-${link._id}` })}
            minTableWidth={480}
          />
        </div>
      )}
      {dialog}
    </section>
  );
}

/** The links table's columns: what each shows, when it was made, and its Revoke button. */
function liveLinkColumns(
  onRevoke: (link: LiveLinkRowFragment) => void,
): TableColumn<LiveLinkRowFragment>[] {
  return [
    { label: 'Shows', role: 'title', cell: (link) => linkTargetLabel(link) },
    { label: 'Made', cell: (link) => created(link.createdAt) },
    {
      label: 'Actions',
      role: 'actions',
      cell: (link) => (
        <Button
          size="small"
          aria-label={`Revoke the live view link to ${linkTargetLabel(link)}`}
          onClick={() => onRevoke(link)}
        >
          Revoke
        </Button>
      ),
    },
  ];
}

/** The Share field (what the new link shows) and the button that makes the link. */
function ShareForm({
  choices,
  chosen,
  onChoose,
  error,
  creating,
  onCreate,
}: {
  choices: { value: string; label: string }[];
  chosen: string;
  onChoose: (value: string) => void;
  error: string | null;
  creating: boolean;
  onCreate: () => void;
}) {
  const styles = useStyles();
  return (
    <div className={styles.create}>
      <Field label="Share" validationMessage={error ?? undefined}>
        <Select
          className={styles.select}
          value={chosen}
          onChange={(_e, d) => onChoose(d.value)}
          data-testid="live-link-target"
        >
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </Select>
      </Field>
      <Button
        appearance="primary"
        disabledFocusable={creating}
        onClick={onCreate}
        data-testid="create-live-link"
      >
        Create live view link
      </Button>
    </div>
  );
}

/** The link just made, shown this once: its address to copy or open. */
function MadeLinkNotice({
  made,
  copied,
  onCopy,
}: {
  made: { url: string; label: string };
  copied: boolean;
  onCopy: () => void;
}) {
  const styles = useStyles();
  return (
    <MessageBar intent="success" className={styles.made} layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>Live view link to {made.label} made.</MessageBarTitle>
        Copy it now: it is shown only this once.
        <div className={styles.address}>
          <Input
            className={styles.addressInput}
            readOnly
            value={made.url}
            aria-label="Live view address"
            data-testid="live-link-url"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button onClick={onCopy}>{copied ? 'Copied' : 'Copy'}</Button>
          <Link href={made.url} target="_blank" rel="noreferrer">
            Open
          </Link>
        </div>
      </MessageBarBody>
    </MessageBar>
  );
}
