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
import { AddRegular, EditRegular, OpenRegular } from '@fluentui/react-icons';
import { PERMISSIONS } from '@marquee/sdk/model';
import { useMemo, useState } from 'react';
import { useCan } from '../../shared/session/session';
import {
  MenuBoardWidgetBoardsDocument,
  MenuBoardWidgetLocationsDocument,
  type MenuBoardWidgetBoardsQuery,
} from '../../graphql/generated';
import { monthOf } from '../shared/menuBoards/calendar';
import { MenuBoardCalendar } from '../shared/menuBoards/MenuBoardCalendar';
import { MENU_ROUTES, MENU_TEXTS, NEW_TAB } from '../shared/menuBoards/menuBoardTexts';
import { MealPreview } from './MealPreview';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', alignItems: 'end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  picker: { flexGrow: 1, minWidth: '200px' },
  day: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  dayHead: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    fontWeight: tokens.fontWeightSemibold,
  },
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
 * The Daily tab: the location whose board of the day the item shows, a link
 * to create one, and the calendar of the location's boards by date.
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
        <Button as="a" href={MENU_ROUTES.locations} {...NEW_TAB} icon={<AddRegular />}>
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
          <MessageBarBody>{MENU_TEXTS.noLocations}</MessageBarBody>
        </MessageBar>
      )}
      {locationId && <LocationBoards locationId={locationId} />}
    </div>
  );
}

/**
 * The calendar of the location's menu boards by date, from the month the dialog opened in. A day
 * with a board shows it below, with a link to edit it; an empty day opens the board's creation
 * for that date. Both open in a new tab, as the dialog's other links do.
 */
function LocationBoards({ locationId }: { locationId: string }) {
  const styles = useStyles();
  const canCreate = useCan(PERMISSIONS.integrations.menuBoardUpdate);
  const [today] = useState(() => new Date());
  const [month, setMonth] = useState(() => monthOf(today));
  const [picked, setPicked] = useState<string | null>(null);
  const { data, loading, error } = useQuery(MenuBoardWidgetBoardsDocument, {
    variables: { filter: { menuBoardLocationId: { eq: locationId } } },
    fetchPolicy: 'network-only',
  });
  const byDay = useMemo(
    () =>
      new Map(
        (data?.menuBoards.data ?? []).flatMap((board) =>
          board.menuDate ? [[board.menuDate, board] as const] : [],
        ),
      ),
    [data],
  );
  if (error)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{MENU_TEXTS.locationBoardsError(error.message)}</MessageBarBody>
      </MessageBar>
    );
  if (loading || !data) return <Spinner size="tiny" label={MENU_TEXTS.loadingLocationBoards} />;
  const chosenDay = picked ?? localDay(today);
  const chosen = byDay.get(chosenDay);
  return (
    <div className={styles.root}>
      {data.menuBoards.data.length === 0 && <Body1>{MENU_TEXTS.noLocationBoards}</Body1>}
      <MenuBoardCalendar
        month={month}
        onMonthChange={setMonth}
        boardDays={new Set(byDay.keys())}
        canCreate={canCreate}
        onDay={(date, hasBoard) => {
          if (hasBoard) setPicked(date);
          else window.open(MENU_ROUTES.createDaily(locationId, date), '_blank', 'noopener');
        }}
      />
      {chosen && (
        <DayBoard locationId={locationId} board={chosen} isToday={chosenDay === localDay(today)} />
      )}
      <Button
        as="a"
        href={MENU_ROUTES.location(locationId)}
        {...NEW_TAB}
        icon={<OpenRegular />}
        appearance="subtle"
      >
        All menu boards of this location
      </Button>
    </div>
  );
}

/** The board of the day picked: its date and name, its first meals, and a link to edit it. */
function DayBoard({
  locationId,
  board,
  isToday,
}: {
  locationId: string;
  board: Board;
  isToday: boolean;
}) {
  const styles = useStyles();
  return (
    <section className={styles.day} aria-label="Menu board of the day" data-testid="menu-board-day">
      <div className={styles.dayHead}>
        <span className={styles.date}>{board.menuDate ?? MENU_TEXTS.noDate}</span>
        <span>{board.name || MENU_TEXTS.unnamedBoard}</span>
        <span>
          {board.meals.length} meals{isToday ? ' · today' : ''}
        </span>
      </div>
      <MealPreview meals={board.meals} />
      <div>
        <Button
          as="a"
          href={MENU_ROUTES.daily(locationId, board._id)}
          {...NEW_TAB}
          icon={<EditRegular />}
        >
          Edit menu board
        </Button>
      </div>
    </section>
  );
}
