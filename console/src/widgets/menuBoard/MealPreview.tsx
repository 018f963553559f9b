import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { MENU_TEXTS, PREVIEW_MEALS, moreMeals } from '../shared/menuBoards/menuBoardTexts';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

/** A board's first meals by name, then how many more there are. */
export function MealPreview({
  meals,
}: {
  meals: readonly { _id: string; name: { default: string } }[];
}) {
  const styles = useStyles();
  const rest = meals.length - PREVIEW_MEALS;
  return (
    <>
      <ul className={styles.list}>
        {meals.slice(0, PREVIEW_MEALS).map((meal) => (
          <li key={meal._id}>{meal.name.default.trim() || MENU_TEXTS.unnamedMeal}</li>
        ))}
      </ul>
      {rest > 0 && <Body1>{moreMeals(rest)}</Body1>}
    </>
  );
}
