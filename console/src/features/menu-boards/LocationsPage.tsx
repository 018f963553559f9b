import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  AddRegular,
  BookmarkMultipleRegular,
  DeleteRegular,
  EditRegular,
} from '@fluentui/react-icons';
import { PERMISSIONS } from '@marquee/sdk/model';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { RouterLink } from '../../kit/RouterLink';
import { errorMessage } from '../../kit/errorMessage';
import { useCan } from '../../shared/session/session';
import {
  MenuBoardLocationDeleteDocument,
  MenuBoardLocationListDocument,
  type MenuBoardLocationFieldsFragment,
} from '../../graphql/generated';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { MENU_ROUTES, MENU_TEXTS } from '../../widgets/shared/menuBoards/menuBoardTexts';
import { BoardList } from './BoardList';
import { LocationDialog } from './LocationDialog';
import { sourceIdOf, sourceLabel } from './locationForm';
import { NO_ACCESS } from './texts';
import { ResponsiveTable, type TableColumn } from '../../kit/ResponsiveTable';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  grow: { flexGrow: 1 },
  link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

type Location = MenuBoardLocationFieldsFragment;
/** The dialog's state: closed, creating, or editing a location. */
type Editing = { location: Location | null } | null;

/** /data-integrations/menu-board-locations: the locations, and the static boards below them. */
export function LocationsPage() {
  const styles = useStyles();
  const canRead = useCan(PERMISSIONS.integrations.menuBoardLocationRead);
  const canReadBoards = useCan(PERMISSIONS.integrations.menuBoardRead);
  const canCreateBoards = useCan(PERMISSIONS.integrations.menuBoardUpdate);
  const navigate = useNavigate();
  return (
    <section className={styles.page}>
      <div className={styles.bar}>
        <Title2 as="h1" className={styles.grow}>
          Menu boards
        </Title2>
        {canReadBoards && (
          <Link to={MENU_ROUTES.templates} className={styles.link}>
            <BookmarkMultipleRegular />
            Meal templates
          </Link>
        )}
      </div>
      {canRead ? (
        <Locations />
      ) : (
        <MessageBar intent="warning">
          <MessageBarBody>{NO_ACCESS}</MessageBarBody>
        </MessageBar>
      )}
      {canReadBoards && (
        <>
          <div className={styles.bar}>
            <Title3 as="h2" className={styles.grow}>
              Static menu boards
            </Title3>
            {canCreateBoards && (
              <Button icon={<AddRegular />} onClick={() => void navigate(MENU_ROUTES.createStatic)}>
                Create static menu board
              </Button>
            )}
          </div>
          <BoardList
            label="Static menu boards"
            filter={{ menuBoardLocationId: { isNull: true } }}
            sort={{ field: 'createdAt', direction: 'desc' }}
            showDate={false}
            texts={{
              loading: MENU_TEXTS.loadingStaticBoards,
              empty: MENU_TEXTS.noStaticBoards,
              error: MENU_TEXTS.staticBoardsError,
            }}
            linkOf={(board) => MENU_ROUTES.static(board._id)}
          />
        </>
      )}
    </section>
  );
}

function Locations() {
  const styles = useStyles();
  const canUpdate = useCan(PERMISSIONS.integrations.menuBoardLocationUpdate);
  const canDelete = useCan(PERMISSIONS.integrations.menuBoardLocationDelete);
  const { data, loading, error, refetch } = useQuery(MenuBoardLocationListDocument, {
    fetchPolicy: 'network-only',
  });
  const [remove] = useMutation(MenuBoardLocationDeleteDocument);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Location | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const confirmDelete = async () => {
    const location = deleting;
    setDeleting(null);
    if (!location) return;
    setActionError(null);
    try {
      await remove({ variables: { id: location._id } });
      await refetch();
    } catch (e) {
      setActionError(errorMessage(e));
    }
  };

  const locations = data?.menuBoardLocations ?? [];
  return (
    <>
      <div className={styles.bar}>
        <Title3 as="h2" className={styles.grow}>
          Locations
        </Title3>
        {canUpdate && (
          <Button
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => setEditing({ location: null })}
          >
            Create location
          </Button>
        )}
      </div>
      {(error || actionError) && (
        <MessageBar intent="error">
          <MessageBarBody>{actionError ?? errorMessage(error)}</MessageBarBody>
        </MessageBar>
      )}
      {loading && !data && <Spinner size="tiny" label="Loading locations..." />}
      {data && locations.length === 0 && (
        <MessageBar intent="info">
          <MessageBarBody>{MENU_TEXTS.noLocations}</MessageBarBody>
        </MessageBar>
      )}
      {locations.length > 0 && (
        <LocationTable
          locations={locations}
          onEdit={canUpdate ? (location) => setEditing({ location }) : null}
          onDelete={canDelete ? setDeleting : null}
        />
      )}
      {editing && (
        <LocationDialog
          location={editing.location}
          onClose={() => setEditing(null)}
          onSaved={() => void refetch()}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}

/** The locations with their data source; Edit and Delete for a user who may. */
function LocationTable({
  locations,
  onEdit,
  onDelete,
}: {
  locations: readonly Location[];
  onEdit: ((location: Location) => void) | null;
  onDelete: ((location: Location) => void) | null;
}) {
  return (
    <ResponsiveTable
      aria-label="Locations"
      items={locations}
      keyOf={(location) => location._id}
      minTableWidth={480}
      columns={[
        {
          label: 'Name',
          role: 'title',
          cell: (location) => (
            <RouterLink to={MENU_ROUTES.location(location._id)}>{location.name}</RouterLink>
          ),
        },
        {
          label: 'Data source',
          cell: (location) =>
            `${sourceLabel(location.dataSource)}${sourceIdOf(location) ? ` (${sourceIdOf(location)})` : ''}`,
        },
        ...(onEdit || onDelete
          ? [
              {
                label: 'Actions',
                role: 'actions',
                cell: (location) => (
                  <>
                    {onEdit && (
                      <Button
                        appearance="subtle"
                        icon={<EditRegular />}
                        aria-label={`Edit ${location.name}`}
                        onClick={() => onEdit(location)}
                      />
                    )}
                    {onDelete && (
                      <Button
                        appearance="subtle"
                        icon={<DeleteRegular />}
                        aria-label={`Delete ${location.name}`}
                        onClick={() => onDelete(location)}
                      />
                    )}
                  </>
                ),
              } satisfies TableColumn<Location>,
            ]
          : []),
      ]}
    />
  );
}
