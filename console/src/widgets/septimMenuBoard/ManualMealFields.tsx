import { Button, Field, Image, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { ImageRegular } from '@fluentui/react-icons';
import type { SeptimManualMeal } from '@marquee/sdk';
import {
  ALLERGEN_CHOICES,
  CodePicker,
  PICTOGRAM_CHOICES,
  type CodeChoice,
} from '../shared/menuBoards/CodePicker';
import { CommitField } from '../shared/menuBoards/CommitField';
import type { PickFile } from '../types';
import { parseAmount } from './septimTexts';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalS,
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  thumbnail: { width: '64px', height: '64px', objectFit: 'cover' },
});

type TextKey = 'name' | 'price' | 'category' | 'type';
type AmountKey = 'energy' | 'proteins' | 'fats' | 'carbs' | 'cholesterol';
type CodesKey = 'allergens' | 'pictograms';

const TEXTS: [TextKey, string][] = [
  ['name', 'Name'],
  ['price', 'Price'],
  ['category', 'Category'],
  ['type', 'Type'],
];
const AMOUNTS: [AmountKey, string][] = [
  ['energy', 'Energy (kcal)'],
  ['proteins', 'Proteins'],
  ['fats', 'Fats'],
  ['carbs', 'Carbs'],
  ['cholesterol', 'Cholesterol (mg)'],
];
const CODES: [CodesKey, string, readonly CodeChoice[]][] = [
  ['allergens', 'Allergens', ALLERGEN_CHOICES],
  ['pictograms', 'Pictograms', PICTOGRAM_CHOICES],
];

interface Props {
  meal: SeptimManualMeal;
  pickFile: PickFile;
  onChange: (meal: SeptimManualMeal) => void;
}

/**
 * One manual meal's fields. Texts and amounts apply when they are left or on Enter, amounts as
 * numbers; allergens and pictograms are ticked in their legends.
 */
export function ManualMealFields({ meal, pickFile, onChange }: Props) {
  const styles = useStyles();
  const set = (patch: Partial<SeptimManualMeal>) => onChange({ ...meal, ...patch });
  // Only image files are offered; the meal keeps the file and its address.
  const choose = async () => {
    const file = await pickFile({ title: 'Choose meal image', kinds: ['image'] });
    if (file) set({ fileId: file._id, imageUrl: file.url });
  };
  return (
    <>
      <div className={styles.grid}>
        {TEXTS.map(([key, label]) => (
          <Field key={key} label={label}>
            <CommitField
              label={label}
              value={meal[key] ?? ''}
              onCommit={(value) => set({ [key]: value })}
            />
          </Field>
        ))}
        {AMOUNTS.map(([key, label]) => (
          <Field key={key} label={label}>
            <CommitField
              label={label}
              value={meal[key] === undefined ? '' : String(meal[key])}
              onCommit={(value) => set({ [key]: parseAmount(value) })}
            />
          </Field>
        ))}
        {CODES.map(([key, label, choices]) => (
          <CodePicker
            key={key}
            label={label}
            choices={choices}
            codes={meal[key]}
            onChange={(codes) => set({ [key]: codes })}
          />
        ))}
      </div>
      <Switch
        label="Available"
        checked={meal.isAvailable}
        onChange={(_e, d) => set({ isAvailable: d.checked })}
      />
      <div className={styles.row}>
        {meal.imageUrl && (
          <Image className={styles.thumbnail} src={meal.imageUrl} alt="" data-testid="meal-image" />
        )}
        <Button icon={<ImageRegular />} onClick={() => void choose()}>
          {meal.fileId || meal.imageUrl ? 'Change image' : 'Choose image'}
        </Button>
        {(meal.fileId || meal.imageUrl) && (
          <Button appearance="subtle" onClick={() => set({ fileId: null, imageUrl: null })}>
            Remove image
          </Button>
        )}
      </div>
    </>
  );
}
