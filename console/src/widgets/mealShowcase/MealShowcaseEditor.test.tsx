import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MealShowcaseWidget,
  mealShowcaseWidget,
  readMealShowcaseBody,
  readWidgetBody,
  sceneSchema,
} from '@marquee/sdk';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderPage } from '../../test/fakeApi';
import { editedScene } from '../../test/playlistWidget';
import type { ItemContentChange, ToolbarGroup } from '../types';
import { mealShowcaseEditor } from './index';
import { showcaseMenuGroup, showcaseTextsGroup } from './ShowcaseGroups';

afterEach(cleanup);

const user = userEvent.setup({ delay: null });

/**
 * A toolbar group over a showcase taking each change as the scene editor does (merged one level
 * deep), beside its preview; inside the API in case the menu editor asks the server anything.
 */
function renderEditing(group: ToolbarGroup, initial: Record<string, unknown>) {
  let current = initial;
  function Editing() {
    const [body, setBody] = useState(initial);
    const onChange = (change: ItemContentChange) =>
      setBody((before) => (current = { ...before, ...change.body }));
    const scene = sceneSchema.parse({
      _id: 's',
      name: 's',
      type: 'slides',
      sceneItems: [
        {
          _id: 'm',
          start: 0,
          end: 60,
          x: 0,
          y: 0,
          w: 100,
          h: 100,
          item: { type: 'meal_showcase', body },
        },
      ],
    });
    const item = scene.sceneItems[0]!;
    return (
      <>
        {group.render({
          sceneItem: item,
          body: readWidgetBody(mealShowcaseWidget, body),
          file: undefined,
          onChange,
          pickFile: async () => null,
        })}
        <MealShowcaseWidget
          sceneItem={item}
          scene={scene}
          files={new Map()}
          onReady={() => undefined}
        />
      </>
    );
  }
  renderPage(<Editing />, { api: fakeApi({}) });
  return { body: () => readMealShowcaseBody(current) };
}

const GULAS = {
  categories: [{ title: 'Hlavní jídla', meals: [{ title: 'Guláš', price: '129' }] }],
};
const shownMeals = () => screen.queryAllByTestId('menu-meal-title').map((t) => t.textContent);

describe('the meal showcase editor', () => {
  it('starts a new showcase full screen with the 2 sample meals', async () => {
    const created = await mealShowcaseEditor.create!({
      scene: editedScene,
      pickFile: async () => null,
      openDialog: () => Promise.reject(new Error('no dialog')),
    });
    expect(created?.box).toEqual({ x: 0, y: 0, w: 100, h: 100 });
    const body = readMealShowcaseBody(created?.body);
    expect(body.categories.flatMap((c) => c.meals)).toHaveLength(2);
  });

  it('opens with the menu, then texts, sizes and fonts', () => {
    expect(mealShowcaseEditor.toolbarGroups.map((g) => g.label)).toEqual([
      'Menu',
      'Texts',
      'Sizes and colours',
      'Font styles',
    ]);
  });

  it('edits the categories in the Menu dialog and writes them on Close', async () => {
    const view = renderEditing(showcaseMenuGroup, GULAS);
    await user.click(screen.getByRole('button', { name: 'Edit menu' }));
    const dialog = await screen.findByRole('dialog');
    // The manual menu editor, without source tabs.
    expect(within(dialog).queryByRole('tab')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Add category' }));
    await user.click(within(dialog).getAllByRole('button', { name: 'Add meal' }).at(-1)!);
    // Nothing is written until Close.
    expect(view.body().categories).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const categories = view.body().categories;
    expect(categories.map((c) => c.title)).toEqual(['Hlavní jídla', 'New Category']);
    expect(categories.map((c) => c.meals.map((m) => m.title))).toEqual([['Guláš'], ['New Meal']]);
    expect(shownMeals()).toEqual(['Guláš', 'New Meal']);
  });

  it('sets the title and what the cards show', async () => {
    const view = renderEditing(showcaseTextsGroup, {
      categories: [{ title: 'A', meals: [{ title: 'Guláš', allergens: '1, 7' }] }],
    });
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Dnes doporučujeme{Enter}');
    expect(screen.getByTestId('meal-showcase-title').textContent).toBe('Dnes doporučujeme');
    expect(screen.getByTestId('menu-meal-allergens').textContent).toBe('1, 7');
    await user.click(screen.getByRole('switch', { name: 'Show allergens' }));
    expect(view.body()).toMatchObject({ title: 'Dnes doporučujeme', showAllergens: false });
    expect(screen.queryByTestId('menu-meal-allergens')).toBeNull();
  });

  it('keeps the item’s fileIds to its meal images', () => {
    const body = { categories: [{ meals: [{ image: { _id: 'f1' } }, { image: { _id: 'f2' } }] }] };
    const patch = mealShowcaseEditor.update!({
      sceneItem: {
        _id: 'm',
        start: 0,
        end: 30,
        x: 0,
        y: 0,
        w: 100,
        h: 100,
        rotation: 0,
        item: { type: 'meal_showcase', body },
      },
      content: { type: 'meal_showcase', body },
      widget: mealShowcaseWidget,
      files: () => undefined,
    });
    expect(patch.item?.fileIds).toEqual(['f1', 'f2']);
  });
});
