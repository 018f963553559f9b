import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MenuBoardWidget,
  defaultBodyOf,
  menuBoardManualFormError,
  menuBoardWidget,
  readMenuBoardBody,
  sceneSchema,
  type MenuBoardBody,
} from '@marquee/sdk';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import type { EditorFile, ItemContentChange, PickFile, ToolbarGroup } from '../types';
import { DELETE_QUESTION } from '../../kit/ConfirmDialog';
import { fontsGroup, layoutGroup, menuGroup, sizesGroup } from './DisplayGroups';
import { menuBoardEditor } from './index';

afterEach(cleanup);

const user = userEvent.setup({ delay: null });

const sceneOf = (body: Record<string, unknown>) =>
  sceneSchema.parse({
    _id: 's',
    name: 's',
    type: 'slides',
    sceneItems: [
      {
        _id: 'board',
        start: 0,
        end: 60,
        x: 0,
        y: 0,
        w: 100,
        h: 100,
        item: { type: 'menu_board', body },
      },
    ],
  });

/**
 * A toolbar group over an item whose body takes each change (merged one level deep, as the
 * scene editor does), beside the board's preview; `body()` is the body as it stands.
 */
function renderEditing(
  group: ToolbarGroup,
  initial: Record<string, unknown>,
  pickFile: PickFile = async () => null,
) {
  let current = initial;
  function Editing() {
    const [body, setBody] = useState(initial);
    const onChange = (change: ItemContentChange) =>
      setBody((before) => (current = { ...before, ...change.body }));
    const scene = sceneOf(body);
    return (
      <>
        {group.render({
          sceneItem: scene.sceneItems[0]!,
          body,
          file: undefined,
          onChange,
          pickFile,
        })}
        <MenuBoardWidget
          sceneItem={scene.sceneItems[0]!}
          scene={scene}
          files={new Map()}
          onReady={() => undefined}
        />
      </>
    );
  }
  renderWithTheme(<Editing />);
  return { body: (): MenuBoardBody => readMenuBoardBody(current) };
}

const manualBoard = (categories: unknown[]) => ({ menuBoardSource: 'manual', categories });
const shownMeals = () => screen.queryAllByTestId('menu-meal-title').map((t) => t.textContent);
const mealsOf = (body: MenuBoardBody, category = 0) =>
  body.categories[category]!.meals.map((m) => m.title);

describe('the manual menu editor', () => {
  it('adds a category, then a "New Meal" in it, expanded and shown on the board', async () => {
    const view = renderEditing(menuGroup, manualBoard([]));
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(view.body().categories).toEqual([{ title: 'New Category', meals: [] }]);
    await user.click(screen.getByRole('button', { name: 'Add meal' }));
    expect(view.body().categories[0]!.meals).toEqual([
      expect.objectContaining({ title: 'New Meal', price: '0', isSoldOut: false, extras: [] }),
    ]);
    // The new meal opens at once, with its fields.
    screen.getByRole('textbox', { name: 'Price' });
    expect(shownMeals()).toEqual(['New Meal']);
    expect(screen.getByTestId('menu-meal-price').textContent).toBe('0\u00a0Kč');
  });

  it('replaces a new meal’s starting title and price with what is typed', async () => {
    const view = renderEditing(menuGroup, manualBoard([]));
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await user.click(screen.getByRole('button', { name: 'Add meal' }));
    await user.click(screen.getByRole('textbox', { name: 'Meal title' }));
    await user.keyboard('Goulash');
    await user.click(screen.getByRole('textbox', { name: 'Price' }));
    await user.keyboard('129');
    await user.tab();
    expect(view.body().categories[0]!.meals).toEqual([
      expect.objectContaining({ title: 'Goulash', price: '129' }),
    ]);
  });

  it('applies meal fields when they are left, as text, and sold out as a switch', async () => {
    const view = renderEditing(
      menuGroup,
      manualBoard([{ title: 'Mains', meals: [{ title: 'Guláš', price: '120' }] }]),
    );
    await user.click(screen.getByRole('button', { name: 'Expand Guláš' }));
    const price = screen.getByRole('textbox', { name: 'Price' });
    await user.clear(price);
    await user.type(price, '89');
    expect(view.body().categories[0]!.meals[0]!.price).toBe('120');
    await user.keyboard('{Enter}');
    expect(view.body().categories[0]!.meals[0]!.price).toBe('89');
    expect(screen.getByTestId('menu-meal-price').textContent).toBe('89\u00a0Kč');
    await user.click(screen.getByRole('button', { name: 'Allergens: None' }));
    for (const allergen of ['7 Milk', '1 Cereals containing gluten', '3 Eggs'])
      await user.click(screen.getByRole('checkbox', { name: allergen }));
    expect(view.body().categories[0]!.meals[0]!.allergens).toBe('1, 3, 7');
    await user.click(screen.getByRole('switch', { name: 'Sold out' }));
    expect(view.body().categories[0]!.meals[0]!.isSoldOut).toBe(true);
    // The classic board hides a sold-out meal, and the category with it.
    expect(shownMeals()).toEqual([]);
  });

  it('reorders meals and categories with Move up and Move down', async () => {
    const view = renderEditing(
      menuGroup,
      manualBoard([
        { title: 'Mains', meals: [{ title: 'A' }, { title: 'B' }, { title: 'C' }] },
        { title: 'Desserts', meals: [{ title: 'D' }] },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Move A down' }));
    expect(mealsOf(view.body())).toEqual(['B', 'A', 'C']);
    await user.click(screen.getByRole('button', { name: 'Move C up' }));
    expect(mealsOf(view.body())).toEqual(['B', 'C', 'A']);
    await user.click(screen.getByRole('button', { name: 'Move Desserts up' }));
    expect(view.body().categories.map((c) => c.title)).toEqual(['Desserts', 'Mains']);
    expect(shownMeals()).toEqual(['D', 'B', 'C', 'A']);
    // The open category moved with its row.
    screen.getByRole('button', { name: 'Collapse Mains' });
  });

  // One answer per test: each starts from a fresh page, with no closing dialog still around.
  const confirmation = async () => {
    // jsdom never finishes Fluent's opening motion, so the surface may still be aria-hidden.
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    within(dialog).getByText(DELETE_QUESTION);
    return dialog;
  };
  const twoCategories = () =>
    renderEditing(
      menuGroup,
      manualBoard([
        { title: 'Mains', meals: [{ title: 'A' }] },
        { title: 'Desserts', meals: [] },
      ]),
    );

  it('asks "Are you sure about deleting item?" and keeps the item on Cancel', async () => {
    const view = twoCategories();
    await user.click(screen.getByRole('button', { name: 'Delete Desserts' }));
    await user.click(
      within(await confirmation()).getByRole('button', { name: 'Cancel', hidden: true }),
    );
    await waitFor(() => expect(screen.queryByText(DELETE_QUESTION)).toBeNull());
    expect(view.body().categories).toHaveLength(2);
  });

  it('deletes a category when Enter confirms', async () => {
    const view = twoCategories();
    await user.click(screen.getByRole('button', { name: 'Delete Desserts' }));
    await confirmation();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(view.body().categories.map((c) => c.title)).toEqual(['Mains']));
  });

  it('deletes a meal on Delete, leaving its category saying it has none', async () => {
    const view = twoCategories();
    await user.click(screen.getByRole('button', { name: 'Delete A' }));
    await user.click(
      within(await confirmation()).getByRole('button', { name: 'Delete', hidden: true }),
    );
    await waitFor(() => expect(mealsOf(view.body())).toEqual([]));
    expect(screen.getByTestId('menu-board').textContent).toContain(
      'No meals available in this category',
    );
  });

  it('adds "Meal Extra" to a meal and shows it with its price', async () => {
    const view = renderEditing(
      menuGroup,
      manualBoard([{ title: 'Mains', meals: [{ title: 'A' }] }]),
    );
    await user.click(screen.getByRole('button', { name: 'Expand A' }));
    await user.click(screen.getByRole('button', { name: 'Add extra' }));
    expect(view.body().categories[0]!.meals[0]!.extras).toEqual([
      { title: 'Meal Extra', allergens: '', price: '0', isSoldOut: false },
    ]);
    const extras = screen.getByRole('list', { name: 'Extras of A' });
    const price = within(extras).getByRole('textbox', { name: 'Extra price' });
    await user.clear(price);
    await user.type(price, '25{Enter}');
    expect(screen.getByTestId('menu-meal-extra').textContent).toBe('Meal Extra25\u00a0Kč');
  });

  it('chooses a meal image among image files, shows it, and removes it', async () => {
    const picked: EditorFile = {
      _id: 'photo-1',
      name: 'gulas.jpg',
      mimetype: 'image/jpeg',
      url: 'https://media.example/gulas.jpg',
    };
    const asked: unknown[] = [];
    const view = renderEditing(
      menuGroup,
      manualBoard([{ title: 'Mains', meals: [{ title: 'Guláš' }] }]),
      async (request) => (asked.push(request), picked),
    );
    await user.click(screen.getByRole('button', { name: 'Expand Guláš' }));
    await user.click(screen.getByRole('button', { name: 'Choose image' }));
    expect(asked).toEqual([{ title: 'Choose meal image', kinds: ['image'] }]);
    expect(view.body().categories[0]!.meals[0]!.image).toMatchObject({
      _id: 'photo-1',
      originalName: 'gulas.jpg',
      downloadUrls: ['https://media.example/gulas.jpg'],
    });
    expect((await screen.findByTestId<HTMLImageElement>('menu-meal-image')).src).toBe(
      'https://media.example/gulas.jpg',
    );
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(view.body().categories[0]!.meals[0]!.image).toBeNull();
    expect(screen.queryByTestId('menu-meal-image')).toBeNull();
  });

  it('leaves a daily or static board’s menu to the server', () => {
    renderEditing(menuGroup, { menuBoardSource: 'daily', categories: [{ title: 'x' }] });
    expect(screen.queryByRole('button', { name: 'Add category' })).toBeNull();
    expect(screen.getByTestId('menu-board').dataset.state).toBe('no-data');
  });
});

describe('the manual form', () => {
  it.each<[string, unknown, string | null]>([
    [
      'strings and a boolean',
      { title: 'T', numberOfColumns: 3, categories: [{ title: 'c', meals: [] }] },
      null,
    ],
    [
      'columns must be whole',
      { title: 'T', numberOfColumns: 2.5, categories: [] },
      'numberOfColumns',
    ],
    [
      'a price must be text',
      {
        title: 'T',
        numberOfColumns: 3,
        categories: [
          {
            title: 'c',
            meals: [
              {
                title: 'm',
                description: '',
                allergens: '',
                price: 5,
                isSoldOut: false,
                extras: [],
              },
            ],
          },
        ],
      },
      'categories.0.meals.0.price',
    ],
  ])('%s', (_case, form, path) => {
    const error = menuBoardManualFormError(form);
    if (path === null) expect(error).toBeNull();
    else expect(error).toMatch(new RegExp(`^${path.replace(/\./g, '\\.')}: `));
  });
});

describe('display settings', () => {
  it('keeps the sliders within their limits', async () => {
    const view = renderEditing(sizesGroup, {});
    const typeInto = async (testId: string, value: string) => {
      const field = screen.getByTestId(testId);
      await user.clear(field);
      await user.type(field, value);
      await user.tab();
    };
    await typeInto('menu-board-photo-size', '12');
    await typeInto('menu-board-columns', '9');
    await typeInto('menu-board-font-ratio', '3');
    expect(view.body().configsByLayout.classic).toMatchObject({
      mealImageSizeFactor: 10,
      numberOfColumns: 4,
      fontSizeRatio: 1,
    });
  });

  it('switches the layout and sets the current layout’s own settings', async () => {
    const view = renderEditing(layoutGroup, manualBoard([{ title: 'M', meals: [{ title: 'A' }] }]));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Layout' }), 'Gallery');
    expect(view.body().layout).toBe('gallery');
    expect(screen.getByTestId('menu-board').dataset.layout).toBe('gallery');
    await user.click(screen.getByRole('switch', { name: 'Show categories' }));
    expect(view.body().configsByLayout.gallery.showCategories).toBe(false);
    expect(view.body().configsByLayout.classic.showCategories).toBe(true);
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Dnešní menu{Enter}');
    expect(screen.getByTestId('menu-board-title').textContent).toBe('Dnešní menu');
  });

  it('chooses a design by name, and the board takes it', async () => {
    const view = renderEditing(layoutGroup, manualBoard([{ title: 'M', meals: [{ title: 'A' }] }]));
    const design = screen.getByRole('combobox', { name: 'Design' });
    expect(
      within(design)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Standard', 'Classic list', 'Two columns with pictures', 'Chalkboard']);
    await user.selectOptions(design, 'Chalkboard');
    expect(view.body().configsByLayout.classic.design).toBe('chalkboard');
    expect(screen.getByTestId('menu-board').dataset.design).toBe('chalkboard');
  });

  it('styles the chosen text, leaving the others', async () => {
    const view = renderEditing(fontsGroup, {});
    await user.selectOptions(screen.getByTestId('menu-board-style-of'), 'Meal title');
    await user.click(screen.getByRole('switch', { name: 'Italic' }));
    const config = view.body().configsByLayout.classic;
    expect(config.mealTitleFontStyle.italic).toBe(true);
    expect(config.titleFontStyle.italic).toBe(false);
  });
});

describe('the menu board editor', () => {
  it('opens on Edit Menu Board, then the menu, and keeps the item’s fileIds to its meal images', () => {
    expect(menuBoardEditor.toolbarGroups.map((group) => group.id)).toEqual([
      'board',
      'menu',
      'layout',
      'sizes',
      'fonts',
    ]);
    expect(menuBoardEditor.toolbarGroups[1]).toBe(menuGroup);
    const body = {
      ...defaultBodyOf(menuBoardWidget),
      categories: [{ meals: [{ image: { _id: 'f1' } }, { image: { _id: 'f2' } }] }],
    };
    const scene = sceneOf(body);
    const patch = menuBoardEditor.update!({
      sceneItem: scene.sceneItems[0]!,
      content: { type: 'menu_board', body },
      widget: menuBoardWidget,
      files: () => undefined,
    });
    expect(patch.item?.fileIds).toEqual(['f1', 'f2']);
  });
});
