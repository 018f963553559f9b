import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { SortableList } from '../../kit/SortableList';
import {
  NEW_CATEGORY,
  firstMealIndexes,
  newMeal,
  type DraftCategory,
  type DraftMeal,
} from './boardDraft';
import { moved, removed, replaced } from '../../widgets/shared/menuBoards/listEdit';
import { MealEditor } from './MealEditor';
import { selectStartingText } from '../../widgets/shared/menuBoards/startingText';
import { draftMealOfTemplate } from './draftTemplate';
import {
  FromTemplateButton,
  ManageTemplatesButton,
} from '../../widgets/shared/menuBoards/templates/TemplateButtons';
import { MENU_TEXTS } from '../../widgets/shared/menuBoards/menuBoardTexts';

const useStyles = makeStyles({
  category: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

interface Props {
  categories: DraftCategory[];
  /** The location's currency code (a daily board's), shown in each price; null for none. */
  currency?: string | null;
  errors: Record<string, string>;
  onChange: (categories: DraftCategory[]) => void;
  onPickImage: (choose: (image: { fileId: string; imageUrl: string | null }) => void) => void;
}

/** The board's categories (category.default) of meals, each list reordered by dragging. */
export function CategoriesEditor({ categories, currency, errors, onChange, onPickImage }: Props) {
  const styles = useStyles();
  const firsts = firstMealIndexes(categories);
  const setCategory = (index: number, category: DraftCategory) =>
    onChange(replaced(categories, index, category));
  const setMeals = (index: number, meals: DraftMeal[]) =>
    setCategory(index, { ...categories[index]!, meals });
  return (
    <>
      <SortableList
        label="Categories"
        stackOnPhone
        items={categories}
        nameOf={(category) => category.title || MENU_TEXTS.noCategory}
        onMove={(from, to) => onChange(moved(categories, from, to))}
        onDelete={(index) => onChange(removed(categories, index))}
        renderRow={(category, index) => (
          <div className={styles.category}>
            <Field label="Category">
              <Input
                value={category.title}
                placeholder={MENU_TEXTS.noCategory}
                onFocus={selectStartingText(NEW_CATEGORY)}
                onChange={(_e, d) => setCategory(index, { ...category, title: d.value })}
              />
            </Field>
            <SortableList
              label={`Meals of ${category.title || MENU_TEXTS.noCategory}`}
              stackOnPhone
              items={category.meals}
              nameOf={(meal) => meal.name || MENU_TEXTS.unnamedMeal}
              onMove={(from, to) => setMeals(index, moved(category.meals, from, to))}
              onDelete={(m) => setMeals(index, removed(category.meals, m))}
              renderRow={(meal, m) => (
                <MealEditor
                  meal={meal}
                  currency={currency ?? null}
                  path={`meals.${firsts[index]! + m}`}
                  errors={errors}
                  onChange={(next) => setMeals(index, replaced(category.meals, m, next))}
                  onPickImage={onPickImage}
                />
              )}
            />
            <div className={styles.buttons}>
              <Button
                appearance="subtle"
                icon={<AddRegular />}
                onClick={() => setMeals(index, [...category.meals, newMeal()])}
              >
                Add meal
              </Button>
              <FromTemplateButton
                label={`From template in ${category.title || MENU_TEXTS.noCategory}`}
                onChoose={(body) => setMeals(index, [...category.meals, draftMealOfTemplate(body)])}
              />
            </div>
          </div>
        )}
      />
      <div className={styles.buttons}>
        <Button
          icon={<AddRegular />}
          onClick={() => onChange([...categories, { title: NEW_CATEGORY, meals: [newMeal()] }])}
        >
          Add category
        </Button>
        <ManageTemplatesButton />
      </div>
    </>
  );
}
