import { useApolloClient, useQuery } from '@apollo/client/react';
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
import { ArrowLeftRegular, EditRegular } from '@fluentui/react-icons';
import { PERMISSIONS } from '@marquee/sdk/model';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../kit/errorMessage';
import { useCan } from '../../shared/session/session';
import {
  MenuBoardLocationOneDocument,
  MenuBoardPageDatesDocument,
  MenuBoardPageForDayDocument,
} from '../../graphql/generated';
import { BoardList } from './BoardList';
import { isoMonth, monthOf } from '../../widgets/shared/menuBoards/calendar';
import { LocationDialog } from './LocationDialog';
import { MenuBoardCalendar } from '../../widgets/shared/menuBoards/MenuBoardCalendar';
import { MENU_ROUTES, MENU_TEXTS } from '../../widgets/shared/menuBoards/menuBoardTexts';
import { NO_ACCESS } from './texts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  grow: { flexGrow: 1 },
});

function ErrorBar({ message }: { message: string }) {
  return (
    <MessageBar intent="error">
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  );
}

/** /data-integrations/menu-board-locations/{locationId}: the month's calendar and the boards. */
export function LocationPage() {
  const styles = useStyles();
  const { locationId = '' } = useParams();
  const canRead = useCan(PERMISSIONS.integrations.menuBoardLocationRead);
  const canUpdate = useCan(PERMISSIONS.integrations.menuBoardLocationUpdate);
  const canReadBoards = useCan(PERMISSIONS.integrations.menuBoardRead);
  const [editing, setEditing] = useState(false);
  const { data, loading, error } = useQuery(MenuBoardLocationOneDocument, {
    variables: { id: locationId },
    skip: !canRead,
    fetchPolicy: 'cache-and-network',
  });
  if (!canRead)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>{NO_ACCESS}</MessageBarBody>
      </MessageBar>
    );
  const location = data?.menuBoardLocation;
  return (
    <section className={styles.page}>
      <div className={styles.bar}>
        <Link to={MENU_ROUTES.locations} aria-label="All locations">
          <ArrowLeftRegular />
        </Link>
        <Title2 as="h1" className={styles.grow}>
          {location?.name ?? 'Menu board location'}
        </Title2>
        {location && canUpdate && (
          <Button icon={<EditRegular />} onClick={() => setEditing(true)}>
            Edit location
          </Button>
        )}
      </div>
      {error && <ErrorBar message={errorMessage(error)} />}
      {loading && !location && <Spinner size="tiny" label="Loading location..." />}
      {location && canReadBoards && (
        <>
          <BoardCalendar locationId={location._id} />
          <Title3 as="h2">Menu boards</Title3>
          <BoardList
            label="Menu boards of this location"
            filter={{ menuBoardLocationId: { eq: location._id } }}
            sort={{ field: 'menuDate', direction: 'desc' }}
            showDate
            texts={{
              loading: MENU_TEXTS.loadingLocationBoards,
              empty: MENU_TEXTS.noLocationBoards,
              error: MENU_TEXTS.locationBoardsError,
            }}
            linkOf={(board) => MENU_ROUTES.daily(location._id, board._id)}
          />
        </>
      )}
      {editing && location && (
        <LocationDialog location={location} onClose={() => setEditing(false)} onSaved={() => {}} />
      )}
    </section>
  );
}

/**
 * The calendar, from the current month: a day with a board opens it, an empty day creates one
 * for that date; the calendar moves to other months.
 */
function BoardCalendar({ locationId }: { locationId: string }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const canCreate = useCan(PERMISSIONS.integrations.menuBoardUpdate);
  const [month, setMonth] = useState(() => monthOf(new Date()));
  const [openError, setOpenError] = useState<string | null>(null);
  const { data, error } = useQuery(MenuBoardPageDatesDocument, {
    variables: { menuBoardLocationId: locationId, month: isoMonth(month) },
    fetchPolicy: 'network-only',
  });
  const boardDays = useMemo(() => new Set(data?.menuBoardDates ?? []), [data]);

  const openDay = async (date: string, hasBoard: boolean) => {
    setOpenError(null);
    if (!hasBoard) return void navigate(MENU_ROUTES.createDaily(locationId, date));
    try {
      const result = await client.query({
        query: MenuBoardPageForDayDocument,
        variables: { menuBoardLocationId: locationId, menuDate: date },
        fetchPolicy: 'network-only',
      });
      const board = result.data?.menuBoardForDay;
      void navigate(
        board
          ? MENU_ROUTES.daily(locationId, board._id)
          : MENU_ROUTES.createDaily(locationId, date),
      );
    } catch (e) {
      setOpenError(errorMessage(e));
    }
  };

  return (
    <>
      {error && <ErrorBar message={MENU_TEXTS.locationBoardsError(errorMessage(error))} />}
      {openError && <ErrorBar message={openError} />}
      <MenuBoardCalendar
        month={month}
        onMonthChange={setMonth}
        boardDays={boardDays}
        canCreate={canCreate}
        onDay={(date, hasBoard) => void openDay(date, hasBoard)}
      />
    </>
  );
}
