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
import { MenuBoardWidgetBoardsDocument } from '../../graphql/generated';
import { MENU_ROUTES, MENU_TEXTS, NEW_TAB } from '../shared/menuBoards/menuBoardTexts';
import { MealPreview } from './MealPreview';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', alignItems: 'end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  picker: { flexGrow: 1, minWidth: '200px' },
});

interface Props {
  menuBoardId: string | undefined;
  onBoard: (menuBoardId: string | undefined) => void;
}

/**
 * The Static tab: the static board the item shows, links to create one or
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
                {board.name || MENU_TEXTS.unnamedBoard}
              </option>
            ))}
          </Select>
        </Field>
        <Button as="a" href={MENU_ROUTES.createStatic} {...NEW_TAB} icon={<AddRegular />}>
          Create
        </Button>
        {menuBoardId && (
          <Button as="a" href={MENU_ROUTES.static(menuBoardId)} {...NEW_TAB} icon={<EditRegular />}>
            Edit
          </Button>
        )}
      </div>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{MENU_TEXTS.staticBoardsError(error.message)}</MessageBarBody>
        </MessageBar>
      )}
      {loading && !data && <Spinner size="tiny" label={MENU_TEXTS.loadingStaticBoards} />}
      {data && boards.length === 0 && <Body1>{MENU_TEXTS.noStaticBoards}</Body1>}
      {chosen && (
        <div data-testid="menu-board-preview">
          <MealPreview meals={chosen.meals} />
        </div>
      )}
    </div>
  );
}
