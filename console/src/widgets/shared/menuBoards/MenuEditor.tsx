import { Body1, Button, Switch, makeStyles, tokens } from '@fluentui/react-components';
import {
  AddRegular,
  ChevronDownRegular,
  ChevronRightRegular,
  ImageRegular,
} from '@fluentui/react-icons';
import {
  menuBoardConfigOf,
  menuBoardManualFormError,
  newMenuBoardCategory,
  newMenuBoardExtra,
  newMenuBoardMeal,
  readMenuBoardBody,
  type BodyCategory,
  type BodyExtra,
  type BodyMeal,
} from '@marquee/sdk';
import { useState, type ReactNode } from 'react';
import { bodyMealOfTemplate, templateBodyOfBodyMeal } from './templates/mealTemplate';
import {
  DefineTemplateButton,
  FromTemplateButton,
  ManageTemplatesButton,
} from './templates/TemplateButtons';
import type { ItemContentChange, PickFile, ToolbarGroupProps } from '../../types';
import { ALLERGEN_CHOICES, CodePicker, codesOfText, textOfCodes } from './CodePicker';
import { CommitField } from './CommitField';
import { moved, removed, replaced } from './listEdit';
import { SortableList } from '../../../kit/SortableList';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  // The row's title field takes the room left and may shrink, so it never covers the row's
  // Move and Delete buttons.
  headerField: { flexGrow: 1, minWidth: 0, display: 'flex', '& > *': { flexGrow: 1, minWidth: 0 } },
  nested: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingTop: tokens.spacingVerticalXS,
  },
});

const nameOr = (title: string, fallback: string) => title.trim() || fallback;

/**
 * The body change that replaces the categories (the item's fileIds follow in `update`), or null
 * when the manual form refuses them.
 */
function categoriesChange(
  body: Record<string, unknown>,
  categories: BodyCategory[],
): ItemContentChange | null {
  const config = menuBoardConfigOf(readMenuBoardBody(body));
  const form = { title: config.title, numberOfColumns: config.numberOfColumns, categories };
  if (menuBoardManualFormError(form) !== null) return null;
  return { body: { categories } };
}

/** The place of the open row, following it when rows move. */
function useOpenRow(initial: number | null = null) {
  const [open, setOpen] = useState<number | null>(initial);
  const follow = (from: number, to: number) => {
    if (open === from) setOpen(to);
    else if (open !== null && from < open && to >= open) setOpen(open - 1);
    else if (open !== null && from > open && to <= open) setOpen(open + 1);
  };
  const forget = (index: number) => {
    if (open === index) setOpen(null);
    else if (open !== null && index < open) setOpen(open - 1);
  };
  return { open, setOpen, follow, forget };
}

/**
 * The manual menu editor: the board's categories (add, expand, reorder, delete), their
 * meals (add "New Meal", reorder, delete, title, description, allergens, price, sold out) and
 * each meal's extras. Every change is checked against the manual form's limits before it applies.
 */
export function MenuEditor({
  body,
  onChange,
  pickFile,
}: Pick<ToolbarGroupProps, 'body' | 'onChange' | 'pickFile'>) {
  const styles = useStyles();
  const categories = readMenuBoardBody(body).categories;
  const rows = useOpenRow(categories.length > 0 ? 0 : null);
  const apply = (next: BodyCategory[]) => {
    const change = categoriesChange(body, next);
    if (change) onChange(change);
  };
  return (
    <div className={styles.root}>
      <div className={styles.buttons}>
        <Button
          icon={<AddRegular />}
          onClick={() => {
            apply([...categories, newMenuBoardCategory()]);
            rows.setOpen(categories.length);
          }}
        >
          Add category
        </Button>
        <ManageTemplatesButton />
      </div>
      <SortableList
        label="Categories"
        stackOnPhone
        items={categories}
        nameOf={(c, i) => nameOr(c.title, `category ${i + 1}`)}
        onMove={(from, to) => {
          apply(moved(categories, from, to));
          rows.follow(from, to);
        }}
        onDelete={(index) => {
          apply(removed(categories, index));
          rows.forget(index);
        }}
        renderRow={(category, index) => (
          <Expandable
            name={nameOr(category.title, `category ${index + 1}`)}
            open={rows.open === index}
            onToggle={() => rows.setOpen(rows.open === index ? null : index)}
            header={
              <CommitField
                label="Category title"
                value={category.title}
                startingText={newMenuBoardCategory().title}
                onCommit={(title) => apply(replaced(categories, index, { ...category, title }))}
              />
            }
          >
            <MealsEditor
              category={category}
              pickFile={pickFile}
              onChange={(meals) => apply(replaced(categories, index, { ...category, meals }))}
            />
          </Expandable>
        )}
      />
    </div>
  );
}

function Expandable({
  name,
  open,
  onToggle,
  header,
  children,
}: {
  name: string;
  open: boolean;
  onToggle: () => void;
  header: ReactNode;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <div>
      <div className={styles.heading}>
        <Button
          appearance="subtle"
          aria-expanded={open}
          aria-label={`${open ? 'Collapse' : 'Expand'} ${name}`}
          icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
          onClick={onToggle}
        />
        <div className={styles.headerField}>{header}</div>
      </div>
      {open && <div className={styles.nested}>{children}</div>}
    </div>
  );
}

function MealsEditor({
  category,
  pickFile,
  onChange,
}: {
  category: BodyCategory;
  pickFile: PickFile;
  onChange: (meals: BodyMeal[]) => void;
}) {
  const styles = useStyles();
  const { meals } = category;
  const rows = useOpenRow();
  const categoryName = nameOr(category.title, 'the category');
  return (
    <>
      {meals.length === 0 && <Body1>No meals yet.</Body1>}
      <SortableList
        label={`Meals of ${categoryName}`}
        stackOnPhone
        items={meals}
        nameOf={(m, i) => nameOr(m.title, `meal ${i + 1}`)}
        onMove={(from, to) => {
          onChange(moved(meals, from, to));
          rows.follow(from, to);
        }}
        onDelete={(index) => {
          onChange(removed(meals, index));
          rows.forget(index);
        }}
        renderRow={(meal, index) => {
          const set = (patch: Partial<BodyMeal>) =>
            onChange(replaced(meals, index, { ...meal, ...patch }));
          return (
            <Expandable
              name={nameOr(meal.title, `meal ${index + 1}`)}
              open={rows.open === index}
              onToggle={() => rows.setOpen(rows.open === index ? null : index)}
              header={
                <CommitField
                  label="Meal title"
                  value={meal.title}
                  startingText={newMenuBoardMeal().title}
                  onCommit={(title) => set({ title })}
                />
              }
            >
              <MealFields
                meal={meal}
                name={nameOr(meal.title, `meal ${index + 1}`)}
                pickFile={pickFile}
                onChange={set}
              />
            </Expandable>
          );
        }}
      />
      <div className={styles.buttons}>
        <Button
          icon={<AddRegular />}
          onClick={() => {
            onChange([...meals, newMenuBoardMeal()]);
            rows.setOpen(meals.length);
          }}
        >
          Add meal
        </Button>
        {/* A meal added from a template is a copy of its fields. */}
        <FromTemplateButton
          label={`From template in ${categoryName}`}
          onChoose={(body) => {
            onChange([...meals, bodyMealOfTemplate(body)]);
            rows.setOpen(meals.length);
          }}
        />
      </div>
    </>
  );
}

/** A meal's fields below its title: texts, sold out, picture, extras, and "Define as template". */
function MealFields({
  meal,
  name,
  pickFile,
  onChange,
}: {
  meal: BodyMeal;
  name: string;
  pickFile: PickFile;
  onChange: (patch: Partial<BodyMeal>) => void;
}) {
  return (
    <>
      <CommitField
        label="Description"
        value={meal.description}
        onCommit={(description) => onChange({ description })}
      />
      <CodePicker
        label="Allergens"
        choices={ALLERGEN_CHOICES}
        codes={codesOfText(meal.allergens)}
        onChange={(codes) => onChange({ allergens: textOfCodes(codes) })}
      />
      <CommitField
        label="Price"
        value={meal.price}
        startingText={newMenuBoardMeal().price}
        onCommit={(price) => onChange({ price })}
      />
      <Switch
        label="Sold out"
        checked={meal.isSoldOut}
        onChange={(_e, d) => onChange({ isSoldOut: d.checked })}
      />
      <MealImageField meal={meal} pickFile={pickFile} onChange={(image) => onChange({ image })} />
      <ExtrasEditor
        mealName={name}
        extras={meal.extras}
        onChange={(extras) => onChange({ extras })}
      />
      <div>
        <DefineTemplateButton mealName={name} body={() => templateBodyOfBodyMeal(meal)} />
      </div>
    </>
  );
}

/**
 * A meal's picture, chosen among the image files (the picker shows only
 * those); the meal keeps its id and first download address, the item's fileIds follow.
 */
function MealImageField({
  meal,
  pickFile,
  onChange,
}: {
  meal: BodyMeal;
  pickFile: PickFile;
  onChange: (image: BodyMeal['image']) => void;
}) {
  const styles = useStyles();
  const choose = async () => {
    const file = await pickFile({ title: 'Choose meal image', kinds: ['image'] });
    if (file) onChange({ _id: file._id, originalName: file.name, downloadUrls: [file.url] });
  };
  return (
    <div className={styles.heading}>
      <Button icon={<ImageRegular />} onClick={() => void choose()}>
        {meal.image ? 'Change image' : 'Choose image'}
      </Button>
      {meal.image && (
        <Button appearance="subtle" onClick={() => onChange(null)}>
          Remove image
        </Button>
      )}
    </div>
  );
}

function ExtrasEditor({
  mealName,
  extras,
  onChange,
}: {
  mealName: string;
  extras: BodyExtra[];
  onChange: (extras: BodyExtra[]) => void;
}) {
  return (
    <>
      <SortableList
        label={`Extras of ${mealName}`}
        stackOnPhone
        items={extras}
        nameOf={(e, i) => nameOr(e.title, `extra ${i + 1}`)}
        onMove={(from, to) => onChange(moved(extras, from, to))}
        onDelete={(index) => onChange(removed(extras, index))}
        renderRow={(extra, index) => {
          const set = (patch: Partial<BodyExtra>) =>
            onChange(replaced(extras, index, { ...extra, ...patch }));
          return (
            <>
              <CommitField
                label="Extra title"
                value={extra.title}
                startingText={newMenuBoardExtra().title}
                onCommit={(title) => set({ title })}
              />
              <CodePicker
                label="Extra allergens"
                choices={ALLERGEN_CHOICES}
                codes={codesOfText(extra.allergens)}
                onChange={(codes) => set({ allergens: textOfCodes(codes) })}
              />
              <CommitField
                label="Extra price"
                value={extra.price}
                onCommit={(price) => set({ price })}
              />
              <Switch
                label="Extra sold out"
                checked={extra.isSoldOut}
                onChange={(_e, d) => set({ isSoldOut: d.checked })}
              />
            </>
          );
        }}
      />
      <Button
        appearance="subtle"
        icon={<AddRegular />}
        onClick={() => onChange([...extras, newMenuBoardExtra()])}
      >
        Add extra
      </Button>
    </>
  );
}
