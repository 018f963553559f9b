import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { newSeptimStoreMeal, type SeptimStoreMeal } from '@marquee/sdk';
import { ResponsiveTable, type TableColumn } from '../../kit/ResponsiveTable';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  input: { width: '100%', minWidth: 0 },
});

interface Props {
  meals: SeptimStoreMeal[];
  onChange: (meals: SeptimStoreMeal[]) => void;
}

interface Row {
  meal: SeptimStoreMeal;
  index: number;
}

/**
 * The meals typed by hand, used while Manual Data is on. Adding appends a default
 * meal ("New Meal" for 0); removing deletes it. Each meal's name, price and category, as a
 * table where there is room and as one card per meal on a phone, so Remove stays in sight.
 */
export function ManualMeals({ meals, onChange }: Props) {
  const styles = useStyles();
  const set = (index: number, patch: Partial<SeptimStoreMeal>) =>
    onChange(meals.map((meal, i) => (i === index ? { ...meal, ...patch } : meal)));
  const text = (label: string, key: 'name' | 'price' | 'category'): TableColumn<Row> => ({
    label,
    cell: ({ meal, index }) => (
      <Input
        className={styles.input}
        aria-label={`${label} of meal ${index + 1}`}
        value={meal[key] ?? ''}
        onChange={(_e, d) => set(index, { [key]: d.value })}
      />
    ),
  });
  const columns: TableColumn<Row>[] = [
    text('Name', 'name'),
    text('Price', 'price'),
    text('Category', 'category'),
    {
      label: 'Actions',
      role: 'actions',
      cell: ({ index }) => (
        <Button
          aria-label={`Remove meal ${index + 1}`}
          icon={<DeleteRegular />}
          appearance="subtle"
          onClick={() => onChange(meals.filter((_m, i) => i !== index))}
        />
      ),
    },
  ];
  return (
    <div className={styles.root}>
      {meals.length > 0 && (
        <ResponsiveTable
          aria-label="Meals"
          items={meals.map((meal, index) => ({ meal, index }))}
          columns={columns}
          keyOf={({ meal, index }) => meal._id ?? String(index)}
          rowProps={() => ({ 'data-testid': 'manual-meal' })}
          minTableWidth={460}
        />
      )}
      <Button icon={<AddRegular />} onClick={() => onChange([...meals, newSeptimStoreMeal()])}>
        Add meal
      </Button>
    </div>
  );
}
