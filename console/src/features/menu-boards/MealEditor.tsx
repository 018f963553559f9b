import {
  Button,
  Checkbox,
  Field,
  Input,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DismissRegular, ImageRegular } from '@fluentui/react-icons';
import { SortableList } from '../../kit/SortableList';
import {
  NEW_MEAL,
  NEW_PRICE,
  errorAt,
  newExtra,
  type DraftExtra,
  type DraftMeal,
} from './boardDraft';
import { selectStartingText } from '../../widgets/shared/menuBoards/startingText';
import { moved, removed, replaced } from '../../widgets/shared/menuBoards/listEdit';
import { templateBodyOfDraft } from './draftTemplate';
import { DefineTemplateButton } from '../../widgets/shared/menuBoards/templates/TemplateButtons';
import { MENU_TEXTS } from '../../widgets/shared/menuBoards/menuBoardTexts';
import {
  ALLERGEN_CHOICES,
  CodePicker,
  PICTOGRAM_CHOICES,
  codesOfText,
  textOfCodes,
} from '../../widgets/shared/menuBoards/CodePicker';

const useStyles = makeStyles({
  meal: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  grow: { flexGrow: 1, minWidth: '180px' },
  image: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  thumb: { width: '64px', height: '36px', objectFit: 'cover' },
});

interface Props {
  meal: DraftMeal;
  /** The currency code shown in the price field, e.g. CZK; null when the board has none. */
  currency: string | null;
  /** Where the saved list keeps this meal: field errors are found by it (meals.N…). */
  path: string;
  errors: Record<string, string>;
  onChange: (meal: DraftMeal) => void;
  /** Opens the media library (images only) and gives the chosen image, if any. */
  onPickImage: (choose: (image: { fileId: string; imageUrl: string | null }) => void) => void;
}

/** One meal: name, description, price, allergens and pictograms, sold out, image, extras. */
export function MealEditor({ meal, currency, path, errors, onChange, onPickImage }: Props) {
  const styles = useStyles();
  const set = (patch: Partial<DraftMeal>) => onChange({ ...meal, ...patch });
  const name = meal.name || MENU_TEXTS.unnamedMeal;
  return (
    <div className={styles.meal}>
      <div className={styles.row}>
        <Field
          label="Meal name"
          className={styles.grow}
          validationMessage={errorAt(errors, `${path}.name`)}
        >
          <Input
            value={meal.name}
            onFocus={selectStartingText(NEW_MEAL)}
            onChange={(_e, d) => set({ name: d.value })}
          />
        </Field>
        <Field label="Price" validationMessage={errorAt(errors, `${path}.price`)}>
          <Input
            value={meal.price}
            onFocus={selectStartingText(NEW_PRICE)}
            contentAfter={currency ?? undefined}
            onChange={(_e, d) => set({ price: d.value })}
          />
        </Field>
        <Checkbox
          label="Sold out"
          checked={meal.isSoldOut}
          onChange={(_e, d) => set({ isSoldOut: d.checked === true })}
        />
      </div>
      <Field label="Description" validationMessage={errorAt(errors, `${path}.description`)}>
        <Textarea value={meal.description} onChange={(_e, d) => set({ description: d.value })} />
      </Field>
      <div className={styles.row}>
        <CodePicker
          label="Allergens"
          choices={ALLERGEN_CHOICES}
          codes={codesOfText(meal.allergens)}
          onChange={(codes) => set({ allergens: textOfCodes(codes) })}
          className={styles.grow}
          validationMessage={errorAt(errors, `${path}.allergens`)}
        />
        <CodePicker
          label="Pictograms"
          choices={PICTOGRAM_CHOICES}
          codes={codesOfText(meal.pictograms)}
          onChange={(codes) => set({ pictograms: textOfCodes(codes) })}
          className={styles.grow}
          validationMessage={errorAt(errors, `${path}.customData.pictograms`)}
        />
      </div>
      <MealImage
        meal={meal}
        name={name}
        error={errorAt(errors, `${path}.fileId`)}
        onPickImage={onPickImage}
        onChange={set}
      />
      <SortableList
        label={`Extras of ${name}`}
        stackOnPhone
        items={meal.extras}
        nameOf={(extra) => extra.title || 'extra'}
        onMove={(from, to) => set({ extras: moved(meal.extras, from, to) })}
        onDelete={(index) => set({ extras: removed(meal.extras, index) })}
        renderRow={(extra, index) => (
          <ExtraEditor
            extra={extra}
            path={`${path}.extras.${index}`}
            errors={errors}
            onChange={(next) => set({ extras: replaced(meal.extras, index, next) })}
          />
        )}
      />
      <div>
        <Button
          appearance="subtle"
          icon={<AddRegular />}
          onClick={() => set({ extras: [...meal.extras, newExtra()] })}
        >
          Add extra
        </Button>
        <DefineTemplateButton mealName={name} body={() => templateBodyOfDraft(meal)} />
      </div>
    </div>
  );
}

/** The meal's image: chosen in the media library (images only), changed or removed. */
function MealImage({
  meal,
  name,
  error,
  onPickImage,
  onChange,
}: {
  meal: DraftMeal;
  name: string;
  error: string | undefined;
  onPickImage: Props['onPickImage'];
  onChange: (patch: Partial<DraftMeal>) => void;
}) {
  const styles = useStyles();
  const set = onChange;
  return (
    <Field label="Image" validationMessage={error}>
      <div className={styles.image}>
        {meal.imageUrl && <img className={styles.thumb} src={meal.imageUrl} alt="" />}
        <Button
          icon={<ImageRegular />}
          onClick={() => onPickImage((image) => set(image))}
          aria-label={`Choose image for ${name}`}
        >
          {meal.fileId ? 'Change image' : 'Choose image'}
        </Button>
        {meal.fileId && (
          <Button
            appearance="subtle"
            icon={<DismissRegular />}
            onClick={() => set({ fileId: null, imageUrl: null })}
          >
            Remove image
          </Button>
        )}
      </div>
    </Field>
  );
}

function ExtraEditor({
  extra,
  path,
  errors,
  onChange,
}: {
  extra: DraftExtra;
  path: string;
  errors: Record<string, string>;
  onChange: (extra: DraftExtra) => void;
}) {
  const styles = useStyles();
  const set = (patch: Partial<DraftExtra>) => onChange({ ...extra, ...patch });
  return (
    <div className={styles.row}>
      <Field
        label="Extra"
        className={styles.grow}
        validationMessage={errorAt(errors, `${path}.title`)}
      >
        <Input value={extra.title} onChange={(_e, d) => set({ title: d.value })} />
      </Field>
      <Field label="Extra price" validationMessage={errorAt(errors, `${path}.price`)}>
        <Input value={extra.price} onChange={(_e, d) => set({ price: d.value })} />
      </Field>
      <CodePicker
        label="Extra allergens"
        choices={ALLERGEN_CHOICES}
        codes={codesOfText(extra.allergens)}
        onChange={(codes) => set({ allergens: textOfCodes(codes) })}
        validationMessage={errorAt(errors, `${path}.allergens`)}
      />
      <Checkbox
        label="Sold out"
        checked={extra.isSoldOut}
        onChange={(_e, d) => set({ isSoldOut: d.checked === true })}
      />
    </div>
  );
}
