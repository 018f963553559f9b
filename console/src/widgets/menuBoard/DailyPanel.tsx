import { useQuery } from '@apollo/client/react';
import {
  Body1,
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, OpenRegular } from '@fluentui/react-icons';
import {
  MenuBoardWidgetBoardsDocument,
  MenuBoardWidgetLocationsDocument,
  type MenuBoardWidgetBoardsQuery,
} from '../../graphql/generated';
import { MENU_BOARD_LINKS, MENU_BOARD_TEXTS, NEW_TAB } from './menuBoardTexts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', alignItems: 'end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  picker: { flexGrow: 1, minWidth: '200px' },
  days: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' },
  day: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  today: { backgroundColor: tokens.colorBrandBackground2, fontWeight: tokens.fontWeightSemibold },
  date: { minWidth: '7em', fontVariantNumeric: 'tabular-nums' },
});

type Board = MenuBoardWidgetBoardsQuery['menuBoards']['data'][number];

/** The local day as YYYY-MM-DD, the form of a daily board's menuDate. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

interface Props {
  locationId: string | undefined;
  onLocation: (locationId: string | undefined) => void;
}

/**
 * widgets.md §2 "Daily data panel": the location whose board of the day the item shows, a link
 * to create one, and the location's boards of this month by date.
 */
export function DailyPanel({ locationId, onLocation }: Props) {
  const styles = useStyles();
  const locations = useQuery(MenuBoardWidgetLocationsDocument, { fetchPolicy: 'network-only' });
  const list = locations.data?.menuBoardLocations ?? [];
  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <Field label="Location" className={styles.picker}>
          <Select
            value={locationId ?? ''}
            disabled={!locations.data}
            onChange={(_e, d) => onLocation(d.value || undefined)}
          >
            <option value="">Choose a location</option>
            {list.map((location) => (
              <option key={location._id} value={location._id}>
                {location.name}
              </option>
            ))}
          </Select>
        </Field>
        <Button as="a" href={MENU_BOARD_LINKS.locations} {...NEW_TAB} icon={<AddRegular />}>
          Create location
        </Button>
      </div>
      {locations.loading && !locations.data && <Spinner size="tiny" label="Loading locations..." />}
      {locations.error && (
        <MessageBar intent="error">
          <MessageBarBody>{locations.error.message}</MessageBarBody>
        </MessageBar>
      )}
      {locations.data && list.length === 0 && (
        <MessageBar intent="info">
          <MessageBarBody>{MENU_BOARD_TEXTS.noLocations}</MessageBarBody>
        </MessageBar>
      )}
      {locationId && <LocationBoards locationId={locationId} />}
    </div>
  );
}

/** The location's boards of this month, today's marked: what the screen shows day by day. */
function LocationBoards({ locationId }: { locationId: string }) {
  const styles = useStyles();
  const { data, loading, error } = useQuery(MenuBoardWidgetBoardsDocument, {
    variables: { filter: { menuBoardLocationId: { eq: locationId } } },
    fetchPolicy: 'network-only',
  });
  if (error)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{MENU_BOARD_TEXTS.locationBoardsError(error.message)}</MessageBarBody>
      </MessageBar>
    );
  if (loading || !data)
    return <Spinner size="tiny" label={MENU_BOARD_TEXTS.loadingLocationBoards} />;
  const boards = data.menuBoards.data;
  if (boards.length === 0) return <Body1>{MENU_BOARD_TEXTS.noLocationBoards}</Body1>;
  const today = localDay(new Date());
  const month = today.slice(0, 7);
  const thisMonth = boards
    .filter((board) => board.menuDate?.startsWith(month))
    .sort((a, b) => (a.menuDate ?? '').localeCompare(b.menuDate ?? ''));
  return (
    <div className={styles.root}>
      {thisMonth.length === 0 ? (
        <Body1>No menu boards this month.</Body1>
      ) : (
        <ul className={styles.days} aria-label="Menu boards this month">
          {thisMonth.map((board) => (
            <DayRow key={board._id} board={board} isToday={board.menuDate === today} />
          ))}
        </ul>
      )}
      <Button
        as="a"
        href={MENU_BOARD_LINKS.location(locationId)}
        {...NEW_TAB}
        icon={<OpenRegular />}
        appearance="subtle"
      >
        All menu boards of this location
      </Button>
    </div>
  );
}

function DayRow({ board, isToday }: { board: Board; isToday: boolean }) {
  const styles = useStyles();
  return (
    <li
      className={isToday ? `${styles.day} ${styles.today}` : styles.day}
      data-testid="menu-board-day"
    >
      <span className={styles.date}>{board.menuDate ?? MENU_BOARD_TEXTS.noDate}</span>
      <span>{board.name || MENU_BOARD_TEXTS.unnamedBoard}</span>
      <span>
        {board.meals.length} meals{isToday ? ' · today' : ''}
      </span>
    </li>
  );
}
