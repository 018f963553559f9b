import { useQuery } from '@apollo/client/react';
import {
  Body1,
  Caption1,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { RouterLink } from '../../kit/RouterLink';
import {
  MenuBoardPageListDocument,
  type MenuBoardFilter,
  type MenuBoardPageListQuery,
  type MenuBoardSort,
} from '../../graphql/generated';
import { errorMessage } from '../../kit/errorMessage';
import { MENU_TEXTS } from '../../widgets/shared/menuBoards/menuBoardTexts';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' },
  row: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'baseline',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  date: { minWidth: '7em', fontVariantNumeric: 'tabular-nums' },
});

type Board = MenuBoardPageListQuery['menuBoards']['data'][number];

/** A board's row previews its first meals. */
const PREVIEW_MEALS = 3;

export interface BoardListTexts {
  loading: string;
  empty: string;
  error: (message: string) => string;
}

interface Props {
  label: string;
  filter: MenuBoardFilter;
  sort: MenuBoardSort;
  texts: BoardListTexts;
  showDate: boolean;
  linkOf: (board: Board) => string;
}

/** One page (100) of boards, network-only: each row links to the board's editor. */
export function BoardList({ label, filter, sort, texts, showDate, linkOf }: Props) {
  const styles = useStyles();
  const { data, loading, error } = useQuery(MenuBoardPageListDocument, {
    variables: { filter, sort },
    fetchPolicy: 'network-only',
  });
  if (error)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{texts.error(errorMessage(error))}</MessageBarBody>
      </MessageBar>
    );
  if (loading || !data) return <Spinner size="tiny" label={texts.loading} />;
  const boards = data.menuBoards.data;
  if (boards.length === 0) return <Body1 as="p">{texts.empty}</Body1>;
  return (
    <ul className={styles.list} aria-label={label}>
      {boards.map((board) => (
        <li key={board._id} className={styles.row}>
          {showDate && <span className={styles.date}>{board.menuDate ?? MENU_TEXTS.noDate}</span>}
          <RouterLink to={linkOf(board)}>{board.name || MENU_TEXTS.unnamedBoard}</RouterLink>
          <Caption1>{mealPreview(board)}</Caption1>
        </li>
      ))}
    </ul>
  );
}

function mealPreview(board: Board): string {
  const names = board.meals
    .slice(0, PREVIEW_MEALS)
    .map((meal) => meal.name.default || MENU_TEXTS.unnamedMeal);
  const more = board.meals.length - PREVIEW_MEALS;
  return more > 0 ? `${names.join(', ')} ... and ${more} more meals` : names.join(', ');
}
