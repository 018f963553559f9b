import { useQuery } from '@apollo/client/react';
import {
  Body1,
  Caption1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { MENU_BOARD_TEXTS as BOARD_TEXTS, availabilityRange, formatPrice } from '@marquee/sdk';
import {
  StoreBoardEditorMenuDocument,
  type PosSource,
  type StoreBoardEditorMenuQuery,
} from '../../../graphql/generated';

/** The store boards' dialogs' texts, word for word (the same for both boards). */
export const STORE_BOARD_TEXTS = {
  loadError: (error: string) => `Error loading menu data: ${error}`,
  noCategories: BOARD_TEXTS.noCategories,
  noMeals: BOARD_TEXTS.noMeals,
  noCategory: BOARD_TEXTS.noCategory,
  loading: 'Loading menu data...',
  enterStoreId: 'Enter the store ID to see today’s menus.',
} as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  board: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  heading: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'baseline' },
  meals: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: '4px' },
  meal: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  texts: { display: 'flex', flexDirection: 'column' },
  soldOut: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
});

type Board = StoreBoardEditorMenuQuery['currentStoreMenu']['boards'][number];
type Meal = Board['meals'][number];

/** The board's categories in its order, each with its meals (a meal's own category after). */
function categoriesOf(board: Board): { title: string; meals: Meal[] }[] {
  const byTitle = new Map<string, Meal[]>(board.categories.map((title) => [title, []]));
  for (const meal of board.meals) {
    const title = meal.category ?? '';
    byTitle.set(title, [...(byTitle.get(title) ?? []), meal]);
  }
  return [...byTitle].map(([title, meals]) => ({ title, meals }));
}

/**
 * The menus a store has today, as the store's system gives them (sold-out meals included, struck
 * through: the screen hides them), with the error, warning and empty texts. Asked from the
 * network each time the dialog shows it, so the operator sees the store as it is; nothing
 * without a store id.
 */
export function StoreMenuList({ source, storeId }: { source: PosSource; storeId: string }) {
  const styles = useStyles();
  const id = storeId.trim();
  const { data, error, loading } = useQuery(StoreBoardEditorMenuDocument, {
    variables: { source, storeId: id },
    skip: id === '',
    fetchPolicy: 'network-only',
  });
  if (id === '') return <Body1>{STORE_BOARD_TEXTS.enterStoreId}</Body1>;
  if (loading) return <Spinner size="small" label={STORE_BOARD_TEXTS.loading} />;
  if (error) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{STORE_BOARD_TEXTS.loadError(error.message)}</MessageBarBody>
      </MessageBar>
    );
  }
  const answer = data?.currentStoreMenu;
  return (
    <div className={styles.root} data-testid="store-menu-list">
      {answer?.warning && (
        <MessageBar intent="warning">
          <MessageBarBody>{answer.warning}</MessageBarBody>
        </MessageBar>
      )}
      {answer?.boards.map((board) => (
        <section key={board.id} className={styles.board} aria-label={board.title ?? board.id}>
          <div className={styles.heading}>
            <Subtitle2>{board.title ?? board.id}</Subtitle2>
            <Caption1>{availabilityRange(board.availableFrom, board.availableTo)}</Caption1>
          </div>
          {categoriesOf(board).length === 0 && <Body1>{STORE_BOARD_TEXTS.noCategories}</Body1>}
          {categoriesOf(board).map((category) => (
            <div key={category.title}>
              <Body1 as="h4">{category.title || STORE_BOARD_TEXTS.noCategory}</Body1>
              {category.meals.length === 0 ? (
                <Caption1>{STORE_BOARD_TEXTS.noMeals}</Caption1>
              ) : (
                <ul className={styles.meals}>
                  {category.meals.map((meal) => (
                    <MealRow key={meal.id} meal={meal} />
                  ))}
                </ul>
              )}
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

function MealRow({ meal }: { meal: Meal }) {
  const styles = useStyles();
  return (
    <li className={styles.meal} data-testid="store-menu-meal">
      <div className={styles.texts}>
        <Body1 className={meal.isSoldOut ? styles.soldOut : undefined}>{meal.name}</Body1>
        {meal.description && <Caption1 as="p">{meal.description}</Caption1>}
        {meal.allergens.length > 0 && (
          <Caption1 as="p">Allergens: {meal.allergens.join(', ')}</Caption1>
        )}
      </div>
      <Body1>{formatPrice(meal.priceText)}</Body1>
    </li>
  );
}
