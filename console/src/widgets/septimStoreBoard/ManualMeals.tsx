import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { newSeptimStoreMeal, type SeptimStoreMeal } from '@marquee/sdk';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  meal: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 1fr) minmax(0, 2fr) auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'end',
  },
});

interface Props {
  meals: SeptimStoreMeal[];
  onChange: (meals: SeptimStoreMeal[]) => void;
}

/**
 * The meals typed by hand, used while Manual Data is on. Adding appends a default
 * meal ("New Meal" for 0); removing deletes it. Each meal's name, price and category.
 */
export function ManualMeals({ meals, onChange }: Props) {
  const styles = useStyles();
  const set = (index: number, patch: Partial<SeptimStoreMeal>) =>
    onChange(meals.map((meal, i) => (i === index ? { ...meal, ...patch } : meal)));
  return (
    <div className={styles.root}>
      {meals.map((meal, index) => {
        const n = index + 1;
        return (
          <div key={meal._id ?? index} className={styles.meal} data-testid="manual-meal">
            <Field label="Name">
              <Input
                aria-label={`Name of meal ${n}`}
                value={meal.name}
                onChange={(_e, d) => set(index, { name: d.value })}
              />
            </Field>
            <Field label="Price">
              <Input
                aria-label={`Price of meal ${n}`}
                value={meal.price}
                onChange={(_e, d) => set(index, { price: d.value })}
              />
            </Field>
            <Field label="Category">
              <Input
                aria-label={`Category of meal ${n}`}
                value={meal.category ?? ''}
                onChange={(_e, d) => set(index, { category: d.value })}
              />
            </Field>
            <Button
              aria-label={`Remove meal ${n}`}
              icon={<DeleteRegular />}
              appearance="subtle"
              onClick={() => onChange(meals.filter((_m, i) => i !== index))}
            />
          </div>
        );
      })}
      <Button icon={<AddRegular />} onClick={() => onChange([...meals, newSeptimStoreMeal()])}>
        Add meal
      </Button>
    </div>
  );
}
