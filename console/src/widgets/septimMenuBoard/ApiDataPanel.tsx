import {
  Body1,
  Caption1,
  Field,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  SEPTIM_MENU_KEPT,
  formatPrice,
  storeMealName,
  useStoreMenu,
  type StoreMenuBoard,
} from '@marquee/sdk';
import { CommitField } from '../shared/menuBoards/CommitField';
import { SEPTIM_TEXTS } from './septimTexts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  board: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  meals: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

interface Props {
  storeId: string;
  languageCode: string;
  onStoreId: (storeId: string) => void;
}

/**
 * "API Data": the Septim store whose menu the board shows, and today's meals of
 * that store as the server reads them, so the operator sees the id is right. An empty id loads
 * nothing; a store without data gets the server's warning, word for word.
 */
export function ApiDataPanel({ storeId, languageCode, onStoreId }: Props) {
  const styles = useStyles();
  const { answer, error, loading } = useStoreMenu({
    source: 'SEPTIM',
    storeId,
    kept: SEPTIM_MENU_KEPT,
  });
  const hasStore = storeId.trim() !== '';
  return (
    <div className={styles.root}>
      <Field label="Septim Store ID" hint="The store's menu of the day is shown on the board.">
        <CommitField
          label="Septim Store ID"
          value={storeId}
          onCommit={(id) => onStoreId(id.trim())}
        />
      </Field>
      {hasStore && loading && !answer && <Spinner size="tiny" label="Loading menu data..." />}
      {hasStore && error && (
        <MessageBar intent="error">
          <MessageBarBody>{SEPTIM_TEXTS.loadError(error.message)}</MessageBarBody>
        </MessageBar>
      )}
      {hasStore && answer?.warning && (
        <MessageBar intent="warning">
          <MessageBarBody>{answer.warning}</MessageBarBody>
        </MessageBar>
      )}
      {hasStore &&
        answer?.boards.map((board) => (
          <StoreBoard key={board.id} board={board} languageCode={languageCode} />
        ))}
    </div>
  );
}

/** One of the store's menus of the day: its name and date, then its meals. */
function StoreBoard({ board, languageCode }: { board: StoreMenuBoard; languageCode: string }) {
  const styles = useStyles();
  return (
    <section className={styles.board} aria-label={`Menu ${board.id}`}>
      <Subtitle2>{board.title || board.id}</Subtitle2>
      <Caption1>
        {board.menuDate} · menu id {board.id}
      </Caption1>
      <ul className={styles.meals}>
        {board.meals.map((meal) => (
          <li key={meal.id} data-testid="store-meal">
            <Body1>
              {storeMealName(meal, languageCode)}
              {meal.category ? ` (${meal.category})` : ''}
              {` ${formatPrice(meal.priceText ?? meal.price)}`}
              {!meal.isAvailable ? ' · unavailable' : ''}
              {meal.isSoldOut ? ' · sold out' : ''}
            </Body1>
          </li>
        ))}
      </ul>
    </section>
  );
}
