import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, DeleteRegular } from '@fluentui/react-icons';
import { DEFAULT_MENU_CURRENCY } from '@marquee/sdk';
import { PERMISSIONS } from '@marquee/sdk/model';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../kit/errorMessage';
import { useCan } from '../../shared/session/session';
import {
  MenuBoardEditorCreateDocument,
  MenuBoardEditorDeleteDocument,
  MenuBoardEditorOneDocument,
  MenuBoardEditorUpdateDocument,
  MenuBoardLocationOneDocument,
  type MenuBoardEditorBoardFragment,
} from '../../graphql/generated';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { KeptEditsBar } from '../../kit/KeptEditsBar';
import { notify } from '../../kit/notices';
import { MediaFilePicker } from '../../widgets/shared/MediaFilePicker';
import { categoriesOf, mealsOf, type MealsResult } from './boardDraft';
import { isoDay } from '../../widgets/shared/menuBoards/calendar';
import { CategoriesEditor } from './CategoriesEditor';
import { fieldErrorsOf } from './fieldErrors';
import { MENU_ROUTES } from '../../widgets/shared/menuBoards/menuBoardTexts';
import { NO_ACCESS } from './texts';
import { useBoardDraft, type BoardDraft } from './useBoardDraft';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  grow: { flexGrow: 1 },
  fields: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

export const FIX_FIELDS = 'Please correct the marked fields.';
const IMAGE_REQUEST = { title: 'Choose an image', kinds: ['image'] } as const;

type Kind = 'daily' | 'static';
type ChooseImage = (image: { fileId: string; imageUrl: string | null }) => void;

function Problem({ message, intent = 'error' }: { message: string; intent?: 'error' | 'warning' }) {
  return (
    <MessageBar intent={intent}>
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  );
}

/**
 * A daily board (under /menu-board-locations/{locationId}, new with ?date=) or a
 * static one (/menu-boards/create, /menu-boards/{id}) — name, categories of meals, Save.
 */
export function BoardEditorPage({ kind }: { kind: Kind }) {
  const { locationId = null, menuBoardId } = useParams();
  const canRead = useCan(PERMISSIONS.integrations.menuBoardRead);
  const { data, loading, error } = useQuery(MenuBoardEditorOneDocument, {
    variables: { id: menuBoardId ?? '' },
    skip: !menuBoardId || !canRead,
    fetchPolicy: 'network-only',
  });
  if (!canRead) return <Problem intent="warning" message={NO_ACCESS} />;
  if (!menuBoardId)
    return (
      <BoardForm
        key="new"
        kind={kind}
        locationId={kind === 'daily' ? locationId : null}
        board={null}
      />
    );
  if (error) return <Problem message={errorMessage(error)} />;
  if (loading || !data) return <Spinner label="Loading menu board..." />;
  return (
    <BoardForm
      key={data.menuBoard._id}
      kind={kind}
      locationId={data.menuBoard.menuBoardLocationId}
      board={data.menuBoard}
    />
  );
}

interface FormProps {
  kind: Kind;
  locationId: string | null;
  /** The board being edited; null creates one. */
  board: MenuBoardEditorBoardFragment | null;
}

type Errors = Record<string, string>;
type Board = MenuBoardEditorBoardFragment;

/** The form's content for a stored board, or for a new one on `date`. */
const draftOf = (board: Board | null, date: string): BoardDraft => ({
  name: board?.name ?? '',
  menuDate: board?.menuDate ?? date,
  categories: categoriesOf(board?.meals ?? []),
});

/**
 * Where the tab keeps a board's unsaved edits: its id, or for a new one where it is made (a new
 * daily board: its location and the day it was opened for).
 */
const keptKeyOf = ({ kind, locationId, board }: FormProps, date: string) => {
  if (board) return `menu-board:${board._id}`;
  return kind === 'daily' ? `menu-board:new:daily:${locationId ?? ''}:${date}` : 'menu-board:new';
};

/**
 * Saving: the meals are checked first (each wrong field marked), then the board is created (and
 * opened at its own address) or updated, which the console's notice says; the server's field
 * errors are marked too. `onSaved` hears of the board as saved before a new one's page opens.
 */
function useSaveBoard(
  { kind, locationId, board }: FormProps,
  onSaved: (saved: Board, created: boolean) => void,
) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [create, creating] = useMutation(MenuBoardEditorCreateDocument);
  const [update, updating] = useMutation(MenuBoardEditorUpdateDocument);
  const daily = kind === 'daily';
  const write = async ({ name, menuDate }: BoardDraft, meals: MealsResult['meals']) => {
    const dated = daily ? { menuDate } : {};
    if (board) {
      const result = await update({
        variables: { id: board._id, data: { name: name.trim() || null, meals, ...dated } },
      });
      notify('Menu board saved');
      const updated = result.data?.updateMenuBoard;
      if (updated) onSaved(updated, false);
      return;
    }
    const result = await create({
      variables: {
        data: {
          name: name.trim() || null,
          meals,
          origin: 'manual',
          type: daily ? 'daily' : 'static',
          ...(daily ? { ...dated, menuBoardLocationId: locationId } : {}),
        },
      },
    });
    const created = result.data?.createMenuBoard;
    if (!created) return;
    notify('Menu board saved');
    // Told first: the new board's edits are saved, so leaving this page asks nothing.
    onSaved(created, true);
    const id = created._id;
    const to = daily && locationId ? MENU_ROUTES.daily(locationId, id) : MENU_ROUTES.static(id);
    void navigate(to, { replace: true });
  };
  const save = async (draft: BoardDraft) => {
    setProblem(null);
    const { meals, errors: invalid } = mealsOf(draft.categories);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return setProblem(FIX_FIELDS);
    try {
      await write(draft, meals);
    } catch (e) {
      setErrors(fieldErrorsOf(e));
      setProblem(errorMessage(e));
    }
  };
  return { save, errors, problem, setProblem, saving: creating.loading || updating.loading };
}

/** Deleting the board after "Are you sure about deleting item?", then going back. */
function useDeleteBoard(
  board: FormProps['board'],
  back: string,
  onProblem: (m: string | null) => void,
) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [remove, removing] = useMutation(MenuBoardEditorDeleteDocument);
  const run = async () => {
    setConfirming(false);
    if (!board) return;
    onProblem(null);
    try {
      await remove({ variables: { id: board._id } });
      void navigate(back, { replace: true });
    } catch (e) {
      onProblem(errorMessage(e));
    }
  };
  // Mounted only while asking: a closed Fluent dialog beside the picker confuses which one is modal.
  const confirm = confirming && (
    <ConfirmDialog open onCancel={() => setConfirming(false)} onConfirm={() => void run()} />
  );
  return { ask: () => setConfirming(true), deleting: removing.loading, confirm };
}

/** The page's bar: back, the title, Delete and Save for a user who may. */
function BoardBar({
  back,
  title,
  onDelete,
  onSave,
}: {
  back: string;
  title: string;
  onDelete: { run: () => void; busy: boolean } | null;
  onSave: { run: () => void; busy: boolean } | null;
}) {
  const styles = useStyles();
  return (
    <div className={styles.bar}>
      <Link to={back} aria-label="Back">
        <ArrowLeftRegular />
      </Link>
      <Title2 as="h1" className={styles.grow}>
        {title}
      </Title2>
      {onDelete && (
        <Button icon={<DeleteRegular />} disabledFocusable={onDelete.busy} onClick={onDelete.run}>
          Delete
        </Button>
      )}
      {onSave && (
        <Button appearance="primary" disabledFocusable={onSave.busy} onClick={onSave.run}>
          Save
        </Button>
      )}
    </div>
  );
}

function BoardForm(props: FormProps) {
  const { kind, locationId, board } = props;
  const styles = useStyles();
  const [search] = useSearchParams();
  const canSave = useCan(PERMISSIONS.integrations.menuBoardUpdate);
  const canDelete = useCan(PERMISSIONS.integrations.menuBoardDelete);
  const [date] = useState(() => search.get('date') ?? isoDay(new Date()));
  const stored = useMemo(() => draftOf(board, date), [board, date]);
  const kept = useBoardDraft(keptKeyOf(props, date), stored);
  const { name, menuDate, categories } = kept.draft;
  const [choosing, setChoosing] = useState<ChooseImage | null>(null);
  const daily = kind === 'daily';
  const back = daily && locationId ? MENU_ROUTES.location(locationId) : MENU_ROUTES.locations;
  const { save, errors, problem, setProblem, saving } = useSaveBoard(props, (saved, created) => {
    if (created) kept.created();
    else kept.saved(draftOf(saved, date));
  });
  const removal = useDeleteBoard(board, back, setProblem);
  // A daily board's prices are shown in its location's currency, a static board's (it has no
  // location) in the default one, as screens show them: its code sits in each price.
  const location = useQuery(MenuBoardLocationOneDocument, {
    variables: { id: locationId ?? '' },
    skip: !daily || !locationId,
  });
  const currency = daily
    ? (location.data?.menuBoardLocation?.currency ?? null)
    : DEFAULT_MENU_CURRENCY;
  return (
    <section className={styles.page}>
      <BoardBar
        back={back}
        title={board ? 'Edit menu board' : daily ? 'Create menu board' : 'Create static menu board'}
        onDelete={board && canDelete ? { run: removal.ask, busy: removal.deleting } : null}
        onSave={canSave ? { run: () => void save(kept.draft), busy: saving } : null}
      />
      {kept.restored && (
        <KeptEditsBar
          what="this menu board"
          testId="menu-board-restored"
          onDiscard={() => {
            kept.discard();
            setProblem(null);
          }}
        />
      )}
      {problem && <Problem message={problem} />}
      <div className={styles.fields}>
        <Field label="Name" validationMessage={errors.name}>
          <Input value={name} onChange={(_e, d) => kept.edit({ name: d.value })} />
        </Field>
        {daily && (
          <Field label="Date" validationMessage={errors.menuDate}>
            <Input
              type="date"
              value={menuDate}
              onChange={(_e, d) => kept.edit({ menuDate: d.value })}
            />
          </Field>
        )}
      </div>
      <CategoriesEditor
        categories={categories}
        currency={currency}
        errors={errors}
        onChange={(next) => kept.edit({ categories: next })}
        onPickImage={(choose) => setChoosing(() => choose)}
      />
      {removal.confirm}
      <MediaFilePicker
        request={choosing ? IMAGE_REQUEST : null}
        onDone={(file) => {
          if (file && choosing)
            choosing({ fileId: file._id, imageUrl: file.thumbnailUrl ?? file.url });
          setChoosing(null);
        }}
      />
    </section>
  );
}
