// runs isolated: it closes the define dialog and opens it again at once, and it gives jsdom the
// layout that tabster reads (test/focusableLayout), which would carry over to the next file of a
// shared worker. Without that layout a dialog focuses its own surface, its modalizer stays
// inactive, and tabster's deferred update may hide or drop it: the reopened dialog was missing
// in a full unit run on a busy machine.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import '../../../test/focusableLayout';
import { afterEach, describe, expect, it } from 'vitest';
import type { ItemContentChange } from '../../../widgets/types';
import { MenuEditor } from '../../../widgets/shared/menuBoards/MenuEditor';
import { ApiError, fakeApi, renderPage, user } from '../../../test/fakeApi';
import { CategoriesEditor } from '../CategoriesEditor';
import type { DraftCategory } from '../boardDraft';
import { menuSession, renderRoute } from '../../../test/menuBoardsRouting';
import { MealTemplatesPage } from './MealTemplatesPage';
import { bodyRowsOf } from '../../../test/readTable';

afterEach(cleanup);

const GULAS = {
  __typename: 'MenuBoardMealTemplate',
  _id: 't-gulas',
  internalName: 'Guláš – polední',
  spaceIds: null,
  body: {
    name: { default: 'Guláš', alternatives: [] },
    description: { default: 'S knedlíkem', alternatives: [] },
    price: '129',
    allergens: [1, 3],
    isSoldOut: true,
    fileId: 'f-gulas',
    extras: [{ title: 'Chléb', allergens: [1], price: '10', isSoldOut: false }],
  },
};
const SOUP = {
  ...GULAS,
  _id: 't-soup',
  internalName: 'Polévka dne',
  spaceIds: ['space-1'],
  body: { name: { default: 'Česnečka', alternatives: [] }, price: '45', allergens: [] },
};

/** A fake server holding templates; delete removes them, create may be made to fail. */
function templateServer(
  held = [GULAS, SOUP],
  extra: Record<string, (v: Record<string, unknown>) => unknown> = {},
) {
  let templates = [...held];
  return fakeApi({
    // The account's one location shows euros: templates' prices are read in them.
    MenuBoardLocationList: () => ({
      menuBoardLocations: [
        {
          __typename: 'MenuBoardLocation',
          _id: 'loc-1',
          name: 'Canteen',
          dataSource: 'NONE',
          septimStoreId: null,
          gsAffiliateId: null,
          currency: 'EUR',
        },
      ],
    }),
    MenuBoardMealTemplateList: () => ({
      menuBoardMealTemplates: { __typename: 'MenuBoardMealTemplateList', data: templates },
    }),
    MenuBoardMealTemplateCreate: ({ data }) => ({
      createMenuBoardMealTemplate: {
        __typename: 'MenuBoardMealTemplate',
        _id: 't-new',
        internalName: (data as { internalName: string }).internalName,
      },
    }),
    MenuBoardMealTemplateDelete: ({ id }) => {
      templates = templates.filter((t) => t._id !== id);
      return { deleteMenuBoardMealTemplate: true };
    },
    ...extra,
  });
}

const MANUAL_BODY = {
  isV2: false,
  menuBoardSource: 'manual',
  categories: [
    {
      title: 'Hlavní jídla',
      meals: [
        {
          title: 'Řízek',
          description: '',
          allergens: '1, 3',
          price: '159',
          isSoldOut: false,
          extras: [],
          image: { _id: 'f-rizek', originalName: 'rizek.jpg', downloadUrls: ['https://x/r.jpg'] },
        },
      ],
    },
  ],
};

/** The board item's manual menu editor, each change merged into the body as the editor does. */
function renderManualMenu(api = templateServer()) {
  let current: Record<string, unknown> = MANUAL_BODY;
  function Harness() {
    const [body, setBody] = useState<Record<string, unknown>>(MANUAL_BODY);
    const onChange = (change: ItemContentChange) =>
      setBody((before) => (current = { ...before, ...change.body }));
    return <MenuEditor body={body} onChange={onChange} pickFile={async () => null} />;
  }
  renderPage(<Harness />, { api, session: menuSession() });
  return { api, body: () => current };
}

const dialogNamed = (name: string) => screen.findByRole('dialog', { name, hidden: true });

async function openDefine() {
  await user.click(screen.getByRole('button', { name: 'Expand Řízek' }));
  await user.click(screen.getByRole('button', { name: 'Define as template: Řízek' }));
  return dialogNamed('Define meal as template');
}

describe('Define meal as template', () => {
  it('says "Required" and sends nothing while the internal name is empty', async () => {
    const { api } = renderManualMenu();
    const dialog = await openDefine();
    await user.click(within(dialog).getByRole('button', { name: 'Save template', hidden: true }));
    within(dialog).getByText('Required');
    expect(api.sent('MenuBoardMealTemplateCreate')).toEqual([]);
  });

  it('sends the internal name, the meal as a server meal, and [] for this space only', async () => {
    const { api } = renderManualMenu();
    let dialog = await openDefine();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Internal name/, hidden: true }),
      ' Řízek – akce ',
    );
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'This space only', hidden: true }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save template', hidden: true }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Define meal as template', hidden: true }),
      ).toBeNull(),
    );
    expect(api.sent('MenuBoardMealTemplateCreate')).toEqual([
      {
        data: {
          internalName: 'Řízek – akce',
          spaceIds: [],
          body: {
            name: { default: 'Řízek', alternatives: [] },
            description: null,
            price: '159',
            allergens: [1, 3],
            isSoldOut: false,
            fileId: 'f-rizek',
            extras: [],
          },
        },
      },
    ]);

    // Unchecked: no spaceIds at all (every space of the account).
    dialog = await openDefineAgain();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Internal name/, hidden: true }),
      'Řízek',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save template', hidden: true }));
    await waitFor(() => expect(api.sent('MenuBoardMealTemplateCreate')).toHaveLength(2));
    expect(api.sent('MenuBoardMealTemplateCreate')[1]!.data).not.toHaveProperty('spaceIds');
  });

  it("shows the server's message and stays open when creation fails", async () => {
    renderManualMenu(
      templateServer([], {
        MenuBoardMealTemplateCreate: () => {
          throw new ApiError('body.fileId: File not found');
        },
      }),
    );
    const dialog = await openDefine();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Internal name/, hidden: true }),
      'Řízek',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save template', hidden: true }));
    await within(dialog).findByText('body.fileId: File not found');
    screen.getByRole('dialog', { name: 'Define meal as template', hidden: true });
  });
});

/** The meal row is already open after a first define: only the button is clicked again. */
async function openDefineAgain() {
  await user.click(
    await screen.findByRole('button', { name: 'Define as template: Řízek', hidden: true }),
  );
  return dialogNamed('Define meal as template');
}

describe('Choosing a meal template', () => {
  it('adds a meal to the manual menu copying the template’s fields', async () => {
    const view = renderManualMenu();
    await user.click(screen.getByRole('button', { name: 'From template in Hlavní jídla' }));
    const dialog = await dialogNamed('Choose a meal template');
    await user.click(
      await within(dialog).findByRole('button', { name: 'Use Guláš – polední', hidden: true }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Choose a meal template', hidden: true }),
      ).toBeNull(),
    );
    const meals = (view.body().categories as { meals: unknown[] }[])[0]!.meals;
    expect(meals).toHaveLength(2);
    expect(meals[1]).toEqual({
      title: 'Guláš',
      description: 'S knedlíkem',
      allergens: '1, 3',
      price: '129',
      isSoldOut: true,
      image: { _id: 'f-gulas' },
      extras: [{ title: 'Chléb', allergens: '1', price: '10', isSoldOut: false }],
    });
    // The new meal is opened for editing.
    screen.getByRole('button', { name: 'Collapse Guláš', hidden: true });
  });

  it('adds a meal to a board on the board editor page', async () => {
    let categories: DraftCategory[] = [{ title: 'Polévky', meals: [] }];
    function Harness() {
      const [value, setValue] = useState(categories);
      return (
        <CategoriesEditor
          categories={value}
          errors={{}}
          onChange={(next) => setValue((categories = next))}
          onPickImage={() => {}}
        />
      );
    }
    renderPage(<Harness />, { api: templateServer(), session: menuSession() });
    await user.click(screen.getByRole('button', { name: 'From template in Polévky' }));
    const dialog = await dialogNamed('Choose a meal template');
    await user.click(
      await within(dialog).findByRole('button', { name: 'Use Polévka dne', hidden: true }),
    );
    await waitFor(() => expect(categories[0]!.meals).toHaveLength(1));
    expect(categories[0]!.meals[0]).toMatchObject({
      stored: null,
      name: 'Česnečka',
      price: '45',
      allergens: '',
      isSoldOut: false,
      fileId: null,
    });
    screen.getByDisplayValue('Česnečka');
  });
});

describe('Manage templates dialog', () => {
  it('deletes a template after "Are you sure about deleting item?" and says when none are left', async () => {
    const { api } = renderManualMenu(templateServer([GULAS]));
    await user.click(screen.getByRole('button', { name: 'Manage templates' }));
    const dialog = await dialogNamed('Meal templates');
    await user.click(
      await within(dialog).findByRole('button', { name: 'Delete Guláš – polední', hidden: true }),
    );
    const confirm = await screen.findByRole('alertdialog', { hidden: true });
    expect(confirm.textContent).toContain('Are you sure about deleting item?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete', hidden: true }));
    await within(dialog).findByText('No templates found');
    expect(api.sent('MenuBoardMealTemplateDelete')).toEqual([{ id: 't-gulas' }]);
  });

  it('Enter confirms, Cancel keeps the template', async () => {
    const { api } = renderManualMenu(templateServer([GULAS]));
    await user.click(screen.getByRole('button', { name: 'Manage templates' }));
    const dialog = await dialogNamed('Meal templates');
    const remove = await within(dialog).findByRole('button', {
      name: 'Delete Guláš – polední',
      hidden: true,
    });
    await user.click(remove);
    let confirm = await screen.findByRole('alertdialog', { hidden: true });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel', hidden: true }));
    expect(api.sent('MenuBoardMealTemplateDelete')).toEqual([]);
    await user.click(remove);
    confirm = await screen.findByRole('alertdialog', { hidden: true });
    await user.type(
      within(confirm).getByRole('button', { name: 'Delete', hidden: true }),
      '{Enter}',
    );
    await waitFor(() =>
      expect(api.sent('MenuBoardMealTemplateDelete')).toEqual([{ id: 't-gulas' }]),
    );
  });
});

describe('/data-integrations/menu-board-meal-templates', () => {
  const renderDashboard = (api: ReturnType<typeof fakeApi>) =>
    renderRoute(<MealTemplatesPage />, {
      api,
      route: '/data-integrations/menu-board-meal-templates',
      path: '/data-integrations/menu-board-meal-templates',
    });

  it('shows the loading text, then the templates with where they are offered', async () => {
    renderDashboard(templateServer());
    screen.getByText('Loading meal templates...');
    const table = await screen.findByRole('table', { name: 'Meal templates' });
    const rows = () => bodyRowsOf(table).map((cells) => cells.slice(0, 3));
    await within(table).findByText('Guláš · €129');
    expect(rows()).toEqual([
      ['Guláš – polední', 'Guláš · €129', 'All spaces'],
      ['Polévka dne', 'Česnečka · €45', 'This space'],
    ]);
  });

  it('shows "Error: {errorMessage}" when the list fails', async () => {
    renderDashboard(
      templateServer([], {
        MenuBoardMealTemplateList: () => {
          throw new ApiError('Not allowed');
        },
      }),
    );
    await screen.findByText('Error: Not allowed');
  });

  it('deletes a template and then says "No templates found"', async () => {
    const api = templateServer([SOUP]);
    renderDashboard(api);
    await user.click(await screen.findByRole('button', { name: 'Delete Polévka dne' }));
    const confirm = await screen.findByRole('alertdialog', { hidden: true });
    await user.click(within(confirm).getByRole('button', { name: 'Delete', hidden: true }));
    await screen.findByText('No templates found');
    expect(api.sent('MenuBoardMealTemplateDelete')).toEqual([{ id: 't-soup' }]);
  });
});
