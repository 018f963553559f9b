import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import {
  Button,
  Field,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  MessageBar,
  MessageBarBody,
  Select,
} from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import {
  BulkActionChangedDocument,
  BulkActionProgressDocument,
  BulkMoveSpacesDocument,
  CurrentUserSessionDocument,
  StartBulkActionDocument,
  type BulkActionFieldsFragment,
  type BulkActionFilter,
  type BulkActionKind,
} from '../../graphql/generated';
import { useConfirm } from '../../kit/ConfirmDialog';
import { errorMessage } from '../../kit/errorMessage';
import { FormDialog } from '../../kit/FormDialog';
import { notify } from '../../kit/notices';
import { BULK_KIND_TEXT, BULK_KINDS, bulkProgressText } from './bulkActionText';
import {
  noneCanText,
  questionLeavingSomeOut,
  screensUnable,
  type ScreenCapabilities,
} from './bulkCommandSupport';

/** How often a running action's progress is read once its subscription has dropped. */
const POLL_MS = 1_000;

const useStyles = makeStyles({
  // The progress line takes a row of the bar of its own, under the buttons.
  progress: { flexBasis: '100%' },
});

/** The chosen screens: by id, or every screen matching the list's filter. */
export type BulkTarget = { deviceIds: readonly string[] } | { filter: BulkActionFilter };

/**
 * Says how a bulk action ended, once; `onFinished` after one that took screens off the list.
 * A failure is told only in the line beside the actions, which names the screens and stays: a
 * notice in the corner would say it a second time and then go away. A clean end is a notice
 * too, as it is still seen when the bar has gone with the last listed screens (deleted, moved).
 */
function useNoticeWhenFinished(
  action: ReturnType<typeof useBulkProgress>['action'],
  onFinished: (() => void) | undefined,
) {
  const finished = action?.state === 'finished' ? action : null;
  useEffect(() => {
    if (!finished) return;
    if (finished.failed === 0) notify(bulkProgressText(finished));
    if (finished.kind === 'delete' || finished.kind === 'moveToSpace') onFinished?.();
    // Once per finished action.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished?._id]);
}

/**
 * Reboot, reload, display on/off, move to space and delete on the chosen screens, as one server
 * job each. Disruptive ones ask first, naming the screen or how many; the progress line follows the job.
 * A command the chosen screens cannot carry out is offered disabled with the reason, or asked
 * about saying how many it leaves as they are (bulkCommandSupport).
 */
export function BulkScreenActions({
  count,
  soleName,
  target,
  capabilities = new Map(),
  canConfigure,
  canDelete,
  onFinished,
}: {
  count: number;
  /** The name of the one screen chosen, when one is: its question names it. */
  soleName?: string;
  target: BulkTarget;
  /** What each chosen screen can do, by id; a screen not in it is not held back. */
  capabilities?: ReadonlyMap<string, ScreenCapabilities>;
  canConfigure: boolean;
  canDelete: boolean;
  /** After an action that removed screens from the list (moved or deleted). */
  onFinished?: () => void;
}) {
  const { ask, dialog } = useConfirm();
  const [start] = useMutation(StartBulkActionDocument);
  const [startError, setStartError] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const { action, follow } = useBulkProgress();
  useNoticeWhenFinished(action, onFinished);

  const none = count === 0;
  const allowed = (kind: BulkActionKind) => (kind === 'delete' ? canDelete : canConfigure);
  const kinds = BULK_KINDS.filter(allowed);
  if (kinds.length === 0) return null;

  const byFilter = 'filter' in target;
  const unableOf = (kind: BulkActionKind) => screensUnable(kind, capabilities);
  const run = async (kind: BulkActionKind, toSpace?: string) => {
    setStartError(null);
    // Chosen by id, the screens that cannot do it are left out, as the question said; a filter
    // is the server's to apply, and it skips them itself.
    const unable = new Set(unableOf(kind));
    const chosen =
      'deviceIds' in target
        ? { deviceIds: target.deviceIds.filter((id) => !unable.has(id)) }
        : { filter: target.filter };
    const input = { kind, ...chosen, ...(toSpace ? { spaceId: toSpace } : {}) };
    const result = await start({ variables: { input } });
    const started = result.data?.startBulkAction;
    if (started) follow(started);
  };
  const startSafely = (kind: BulkActionKind) =>
    run(kind).catch((e: unknown) => setStartError(errorMessage(e)));
  const choose = (kind: BulkActionKind) => {
    const unable = unableOf(kind).length;
    if (none || unable === count) return;
    if (kind === 'moveToSpace') {
      setMoving(true);
      return;
    }
    const question = questionLeavingSomeOut(kind, { count, unable, soleName, byFilter });
    if (question) ask({ ...question, onConfirm: () => void startSafely(kind) });
    else void startSafely(kind);
  };

  return (
    <>
      <BulkActionsMenu
        kinds={kinds}
        disabled={none}
        cannotReason={(kind) =>
          !none && unableOf(kind).length === count ? noneCanText(kind, count, soleName) : null
        }
        onChoose={choose}
      />
      <BulkProgressLine action={action} startError={startError} />
      {dialog}
      {moving && (
        <MoveToSpaceDialog
          count={count}
          onClose={() => setMoving(false)}
          onMove={async (spaceId) => {
            await run('moveToSpace', spaceId);
            setMoving(false);
          }}
        />
      )}
    </>
  );
}

/**
 * The Screen actions menu. A command none of the chosen screens can carry out stays in it,
 * disabled and still reachable by keyboard, with the reason under its name.
 */
function BulkActionsMenu({
  kinds,
  disabled,
  cannotReason,
  onChoose,
}: {
  kinds: readonly BulkActionKind[];
  disabled: boolean;
  /** Why none of the chosen screens can do it; null when some can. */
  cannotReason: (kind: BulkActionKind) => string | null;
  onChoose: (kind: BulkActionKind) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Menu open={open && !disabled} onOpenChange={(_e, d) => setOpen(d.open)}>
      <MenuTrigger disableButtonEnhancement>
        <Button
          data-testid="bulk-screen-actions"
          icon={<MoreHorizontalRegular />}
          disabledFocusable={disabled}
        >
          Screen actions
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {kinds.map((kind) => {
            const reason = cannotReason(kind);
            return (
              <MenuItem
                key={kind}
                data-testid={`bulk-${kind}`}
                disabled={reason !== null}
                subText={reason ?? undefined}
                onClick={() => onChoose(kind)}
              >
                {BULK_KIND_TEXT[kind].label}
              </MenuItem>
            );
          })}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/**
 * The line beside the actions: why the last one could not start, or its progress and then its
 * outcome, with the screens that failed. The one place either is said.
 */
function BulkProgressLine({
  action,
  startError,
}: {
  action: BulkActionFieldsFragment | null;
  startError: string | null;
}) {
  const styles = useStyles();
  const line = startError ?? (action ? bulkProgressText(action) : null);
  if (!line) return null;
  const intent = startError
    ? 'error'
    : action?.state === 'running'
      ? 'info'
      : action && action.failed > 0
        ? 'warning'
        : 'success';
  return (
    <MessageBar intent={intent} className={styles.progress} data-testid="bulk-progress">
      <MessageBarBody role="status">{line}</MessageBarBody>
    </MessageBar>
  );
}

/**
 * Choose a space and move the chosen screens into it; a failed start is said in the dialog.
 * Shown only while open, so each opening starts with no space chosen.
 */
function MoveToSpaceDialog({
  count,
  onClose,
  onMove,
}: {
  count: number;
  onClose: () => void;
  onMove: (spaceId: string) => Promise<void>;
}) {
  const [spaceId, setSpaceId] = useState('');
  const spaces = useQuery(BulkMoveSpacesDocument);
  // The shell's own session query, from the cache (see SpacesSwitcher): the space shown now.
  const session = useQuery(CurrentUserSessionDocument);
  const here = session.data?.currentUserSession?.currentSpaceId;
  const list = spaces.data?.spaces ?? [];
  // Others first: the screens listed are this space's (or in none, which this one may claim).
  const choices = [...list.filter((s) => s._id !== here), ...list.filter((s) => s._id === here)];
  const onlyThisOne = spaces.data !== undefined && list.every((s) => s._id === here);
  return (
    <FormDialog
      open
      title={`Move ${count === 1 ? '1 screen' : `${count} screens`} to a space`}
      submitLabel="Move"
      submitDisabled={spaceId === ''}
      error={spaces.error ? errorMessage(spaces.error) : null}
      onClose={onClose}
      onSubmit={() => onMove(spaceId)}
    >
      <Field
        label="Space"
        // A space keeps its content to itself: what a moved screen played (its own publish,
        // its groups') stays behind, and the screen shows nothing until it gets the new
        // space's content. Said before the move, not found out on the screen.
        hint={
          onlyThisOne
            ? 'This account has no other space. Someone who manages the account can add one under My Organization, Spaces.'
            : 'Content stays in its space: a moved screen stops playing what it plays now and shows nothing until content of its new space is published to it.'
        }
      >
        <Select value={spaceId} onChange={(_e, d) => setSpaceId(d.value)}>
          <option value="">Choose a space</option>
          {choices.map((s) => (
            <option key={s._id} value={s._id}>
              {s._id === here ? `${s.name} (this space)` : s.name}
            </option>
          ))}
        </Select>
      </Field>
    </FormDialog>
  );
}

/**
 * The progress of the action started last: pushed by the server after every batch; read every
 * second only if the subscription drops (an error, or an end before the action finished).
 */
function useBulkProgress() {
  const [action, setAction] = useState<BulkActionFieldsFragment | null>(null);
  const [dropped, setDropped] = useState(false);
  const id = action?._id ?? '';
  const running = action?.state === 'running';
  useSubscription(BulkActionChangedDocument, {
    variables: { id },
    skip: !running || dropped,
    onData: ({ data }) => {
      const next = data.data?.bulkActionChanged;
      if (next?._id === id) setAction(next);
    },
    onError: () => setDropped(true),
    onComplete: () => setDropped(true),
  });
  const client = useApolloClient();
  const polling = running && dropped;
  useEffect(() => {
    if (!polling) return;
    let stopped = false;
    const timer = setInterval(() => {
      client
        .query({
          query: BulkActionProgressDocument,
          variables: { id },
          fetchPolicy: 'network-only',
        })
        .then(({ data }) => {
          const read = data?.bulkAction;
          if (!stopped && read?._id === id) setAction(read);
        })
        // A failed read is tried again on the next tick.
        .catch(() => undefined);
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [polling, client, id]);
  return {
    action,
    follow: (started: BulkActionFieldsFragment) => {
      setDropped(false);
      setAction(started);
    },
  };
}
