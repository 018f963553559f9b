import { Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import {
  ChevronDownRegular,
  ChevronRightRegular,
  AddRegular,
  DeleteRegular,
} from '@fluentui/react-icons';
import { newSeptimManualMeal, type SeptimManualMeal } from '@marquee/sdk';
import { useState } from 'react';
import type { PickFile } from '../types';
import { ManualMealFields } from './ManualMealFields';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  meal: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: { flexGrow: 1 },
});

interface Props {
  meals: readonly SeptimManualMeal[];
  pickFile: PickFile;
  onChange: (meals: SeptimManualMeal[]) => void;
}

/**
 * "Manual Data": the meals the board shows instead of the store's. Adding one
 * appends "New Meal" (id manual-{timestamp}) and opens it; removing deletes it.
 */
export function ManualMealsPanel({ meals, pickFile, onChange }: Props) {
  const styles = useStyles();
  const [open, setOpen] = useState<string | null>(null);
  const add = () => {
    const meal = newSeptimManualMeal(Date.now());
    onChange([...meals, meal]);
    setOpen(meal._id);
  };
  return (
    <div className={styles.root}>
      {meals.length === 0 && (
        <Body1>No manual meals yet. The board shows nothing until you add one.</Body1>
      )}
      {meals.map((meal, index) => {
        const label = meal.name.trim() || `meal ${index + 1}`;
        const isOpen = open === meal._id;
        return (
          <section key={meal._id || index} className={styles.meal} aria-label={`Meal ${label}`}>
            <div className={styles.heading}>
              <Button
                appearance="subtle"
                icon={isOpen ? <ChevronDownRegular /> : <ChevronRightRegular />}
                aria-expanded={isOpen}
                aria-label={isOpen ? `Collapse ${label}` : `Expand ${label}`}
                onClick={() => setOpen(isOpen ? null : meal._id)}
              />
              <Body1 className={styles.name}>{label}</Body1>
              <Caption1>{meal.category}</Caption1>
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={`Remove ${label}`}
                onClick={() => onChange(meals.filter((_, i) => i !== index))}
              />
            </div>
            {isOpen && (
              <ManualMealFields
                meal={meal}
                pickFile={pickFile}
                onChange={(next) => onChange(meals.map((m, i) => (i === index ? next : m)))}
              />
            )}
          </section>
        );
      })}
      <div>
        <Button icon={<AddRegular />} onClick={add}>
          Add meal
        </Button>
      </div>
    </div>
  );
}
