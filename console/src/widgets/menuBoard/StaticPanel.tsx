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
import { AddRegular, EditRegular } from '@fluentui/react-icons';
import {
  MenuBoardWidgetBoardsDocument,
  type MenuBoardWidgetBoardsQuery,
} from '../../graphql/generated';
import {
  MENU_BOARD_LINKS,
  MENU_BOARD_TEXTS,
  NEW_TAB,
  PREVIEW_MEALS,
  moreMeals,
} from './menuBoardTexts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', alignItems: 'end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  picker: { flexGrow: 1, minWidth: '200px' },
  preview: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

type Board = MenuBoardWidgetBoardsQuery['menuBoards']['data'][number];

interface Props {
  menuBoardId: string | undefined;
  onBoard: (menuBoardId: string | undefined) => void;
}

/**
 * widgets.md §2 "Static data panel": the static board the item shows, links to create one or
 * edit the chosen one, and a preview of its first meals.
 */
export function StaticPanel({ menuBoardId, onBoard }: Props) {
  const styles = useStyles();
  const { data, loading, error } = useQuery(MenuBoardWidgetBoardsDocument, {
    variables: { filter: { menuBoardLocationId: { isNull: true } } },
    fetchPolicy: 'network-only',
  });
  const boards = data?.menuBoards.data ?? [];
  const chosen = boards.find((board) => board._id === menuBoardId);
  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <Field label="Menu board" className={styles.picker}>
          <Select
            value={menuBoardId ?? ''}
            disabled={boards.length === 0}
            onChange={(_e, d) => onBoard(d.value || undefined)}
          >
            <option value="">Choose a menu board</option>
            {boards.map((board) => (
              <option key={board._id} value={board._id}>
                {board.name || MENU_BOARD_TEXTS.unnamedBoard}
              </option>
            ))}
          </Select>
        </Field>
        <Button as="a" href={MENU_BOARD_LINKS.createStatic} {...NEW_TAB} icon={<AddRegular />}>
          Create
        </Button>
        {menuBoardId && (
          <Button
            as="a"
            href={MENU_BOARD_LINKS.editStatic(menuBoardId)}
            {...NEW_TAB}
            icon={<EditRegular />}
          >
            Edit
          </Button>
        )}
      </div>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{MENU_BOARD_TEXTS.staticBoardsError(error.message)}</MessageBarBody>
        </MessageBar>
      )}
      {loading && !data && <Spinner size="tiny" label={MENU_BOARD_TEXTS.loadingStaticBoards} />}
      {data && boards.length === 0 && <Body1>{MENU_BOARD_TEXTS.noStaticBoards}</Body1>}
      {chosen && <BoardPreview board={chosen} />}
    </div>
  );
}

/** widgets.md §9: the first 3 meals, then how many more there are. */
function BoardPreview({ board }: { board: Board }) {
  const styles = useStyles();
  const rest = board.meals.length - PREVIEW_MEALS;
  return (
    <div data-testid="menu-board-preview">
      <ul className={styles.preview}>
        {board.meals.slice(0, PREVIEW_MEALS).map((meal) => (
          <li key={meal._id}>{meal.name.default.trim() || MENU_BOARD_TEXTS.unnamedMeal}</li>
        ))}
      </ul>
      {rest > 0 && <Body1>{moreMeals(rest)}</Body1>}
    </div>
  );
}
