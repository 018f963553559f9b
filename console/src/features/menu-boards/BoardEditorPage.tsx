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
import { PERMISSIONS } from '@marquee/sdk/model';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../app/errorMessage';
import { useCan } from '../../app/session/session';
import {
  MenuBoardEditorCreateDocument,
  MenuBoardEditorDeleteDocument,
  MenuBoardEditorOneDocument,
  MenuBoardEditorUpdateDocument,
  type MenuBoardEditorBoardFragment,
} from '../../graphql/generated';
import { ConfirmDelete } from '../../widgets/shared/menuBoards/ConfirmDelete';
import { MediaFilePicker } from '../../widgets/shared/MediaFilePicker';
import { categoriesOf, mealsOf, type DraftCategory } from './boardDraft';
import { isoDay } from '../../widgets/shared/menuBoards/calendar';
import { CategoriesEditor } from './CategoriesEditor';
import { fieldErrorsOf } from './fieldErrors';
import { MENU_ROUTES } from '../../widgets/shared/menuBoards/menuBoardTexts';
import { NO_ACCESS } from './texts';

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
 * core.md §2: a daily board (under /menu-board-locations/{locationId}, new with ?date=) or a
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

function BoardForm({ kind, locationId, board }: FormProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const canSave = useCan(PERMISSIONS.integrations.menuBoardUpdate);
  const canDelete = useCan(PERMISSIONS.integrations.menuBoardDelete);
  const [confirming, setConfirming] = useState(false);
  const [remove, removing] = useMutation(MenuBoardEditorDeleteDocument);
  const [name, setName] = useState(board?.name ?? '');
  const [menuDate, setMenuDate] = useState(
    board?.menuDate ?? search.get('date') ?? isoDay(new Date()),
  );
  const [categories, setCategories] = useState<DraftCategory[]>(() =>
    categoriesOf(board?.meals ?? []),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [choosing, setChoosing] = useState<ChooseImage | null>(null);
  const [create, creating] = useMutation(MenuBoardEditorCreateDocument);
  const [update, updating] = useMutation(MenuBoardEditorUpdateDocument);
  const daily = kind === 'daily';
  const back = daily && locationId ? MENU_ROUTES.location(locationId) : MENU_ROUTES.locations;

  const save = async () => {
    setSaved(false);
    setProblem(null);
    const { meals, errors: invalid } = mealsOf(categories);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return setProblem(FIX_FIELDS);
    try {
      if (board) {
        await update({
          variables: {
            id: board._id,
            data: { name: name.trim() || null, meals, ...(daily ? { menuDate } : {}) },
          },
        });
        setSaved(true);
        return;
      }
      const result = await create({
        variables: {
          data: {
            name: name.trim() || null,
            meals,
            origin: 'manual',
            type: daily ? 'daily' : 'static',
            ...(daily ? { menuDate, menuBoardLocationId: locationId } : {}),
          },
        },
      });
      const id = result.data?.createMenuBoard._id;
      if (id)
        void navigate(
          daily && locationId ? MENU_ROUTES.daily(locationId, id) : MENU_ROUTES.static(id),
          {
            replace: true,
          },
        );
    } catch (e) {
      setErrors(fieldErrorsOf(e));
      setProblem(errorMessage(e));
    }
  };

  const deleteBoard = async () => {
    setConfirming(false);
    if (!board) return;
    setProblem(null);
    try {
      await remove({ variables: { id: board._id } });
      void navigate(back, { replace: true });
    } catch (e) {
      setProblem(errorMessage(e));
    }
  };

  return (
    <section className={styles.page}>
      <div className={styles.bar}>
        <Link to={back} aria-label="Back">
          <ArrowLeftRegular />
        </Link>
        <Title2 as="h1" className={styles.grow}>
          {board ? 'Edit menu board' : daily ? 'Create menu board' : 'Create static menu board'}
        </Title2>
        {board && canDelete && (
          <Button
            icon={<DeleteRegular />}
            disabled={removing.loading}
            onClick={() => setConfirming(true)}
          >
            Delete
          </Button>
        )}
        {canSave && (
          <Button
            appearance="primary"
            disabled={creating.loading || updating.loading}
            onClick={() => void save()}
          >
            Save
          </Button>
        )}
      </div>
      {problem && <Problem message={problem} />}
      {saved && (
        <MessageBar intent="success">
          <MessageBarBody>Saved.</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.fields}>
        <Field label="Name" validationMessage={errors.name}>
          <Input value={name} onChange={(_e, d) => setName(d.value)} />
        </Field>
        {daily && (
          <Field label="Date" validationMessage={errors.menuDate}>
            <Input type="date" value={menuDate} onChange={(_e, d) => setMenuDate(d.value)} />
          </Field>
        )}
      </div>
      <CategoriesEditor
        categories={categories}
        errors={errors}
        onChange={setCategories}
        onPickImage={(choose) => setChoosing(() => choose)}
      />
      {/* Mounted only while asking: a closed Fluent dialog beside the picker confuses which one is modal. */}
      {confirming && (
        <ConfirmDelete
          open
          onCancel={() => setConfirming(false)}
          onDelete={() => void deleteBoard()}
        />
      )}
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
