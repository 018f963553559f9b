import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CashierWidget,
  ItemDataContext,
  defaultBodyOf,
  defaultWidgets,
  sceneSchema,
  type CashierBody,
} from '@marquee/sdk';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { sharedEditorItemData } from '../shared/editorItemData';
import { editorFor, ENABLED_ITEM_TYPES, offeredWidgets } from '../index';
import { renderToolbarGroup, sceneItemOf } from '../../test/toolbarGroup';
import type { ToolbarGroup } from '../types';
import { styleGroup, textsGroup } from './DisplayGroups';
import { emulatorGroup } from './EmulatorGroup';
import { cashierEditor } from './index';

afterEach(cleanup);

const user = userEvent.setup({ delay: null });

const renderGroup = (group: ToolbarGroup, body: Record<string, unknown> = {}) =>
  renderToolbarGroup(group, { type: 'gs_cashier', body, item: { _id: 'till' } }).onChange;

/** The editor's preview of the item beside its emulator, on the console's item data source. */
function renderPreviewWithEmulator(id: string) {
  const scene = sceneSchema.parse({
    _id: 's',
    name: 's',
    type: 'slides',
    sceneItems: [sceneItemOf('gs_cashier', {}, { _id: id, w: 40, h: 30 })],
  });
  renderToolbarGroup(emulatorGroup, {
    type: 'gs_cashier',
    item: scene.sceneItems[0],
    wrapper: (emulator) =>
      renderWithTheme(
        <ItemDataContext.Provider value={sharedEditorItemData()}>
          <CashierWidget
            sceneItem={scene.sceneItems[0]!}
            scene={scene}
            files={new Map()}
            onReady={() => undefined}
          />
          {emulator}
        </ItemDataContext.Provider>,
      ),
  });
}

/** The classic layout's settings of the last change the group made. */
const classicSent = (onChange: Mock) =>
  (onChange.mock.lastCall![0] as { body: CashierBody }).body.configsByLayout.classic;

const lines = () =>
  Array.from(screen.getByTestId('cashier-text').querySelectorAll('p')).map((p) =>
    p.textContent.replace(/\s/g, ' '),
  );

describe('cashier editor', () => {
  it('is offered, cannot be moved or resized, and opens on its emulator', () => {
    const offered = offeredWidgets(defaultWidgets, ENABLED_ITEM_TYPES, (t) => !!editorFor(t));
    const widget = offered.find((w) => w.type === 'gs_cashier');
    expect(widget?.label).toBe('Cashier display');
    expect(widget).toMatchObject({ movable: false, resizable: false, handles: [] });
    expect(cashierEditor.toolbarGroups[0]).toBe(emulatorGroup);
    expect(defaultBodyOf(widget!)).toMatchObject({
      layout: 'classic',
      configsByLayout: { classic: { welcomeText: 'Vítejte', thankyouText: 'Děkujeme za nákup' } },
    });
  });

  it('emulates a till: the preview shows each event the emulator sends', async () => {
    renderPreviewWithEmulator('emulated');
    expect(lines()).toEqual(['Vítejte']);
    await user.click(screen.getByRole('button', { name: 'Send article' }));
    expect(lines()).toEqual(['Rohlík', '4 ks × 0,15 €', '0,60 €', 'Mezisoučet', '0,60 €']);
    await user.click(screen.getByRole('button', { name: 'Send article' }));
    expect(lines()).toEqual(['Mléko 1 l', '1 ks × 1,09 €', '1,09 €', 'Mezisoučet', '1,69 €']);
    await user.click(screen.getByRole('button', { name: 'Send subtotal' }));
    expect(lines()).toEqual(['Celkem', '1,69 €']);
    await user.click(screen.getByRole('button', { name: 'Send payment' }));
    expect(lines()).toEqual(['Děkujeme za nákup', 'Vráceno', '8,31 €']);
    await user.click(screen.getByRole('button', { name: 'Send article' }));
    // A new purchase: the bananas alone (1.25 kg × 1.49 €).
    expect(lines().at(-1)).toBe('1,86 €');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(lines()).toEqual(['Vítejte']);
  });

  it('applies the welcome text when the field is left, keeping the other settings', async () => {
    const body = {
      configsByLayout: { classic: { thankyouText: 'Díky', backgroundColor: '#000000' } },
    };
    const onChange = renderGroup(textsGroup, body);
    const field = screen.getByTestId('cashier-welcome-text');
    await user.clear(field);
    await user.type(field, 'Dobrý den');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(classicSent(onChange)).toMatchObject({
      welcomeText: 'Dobrý den',
      thankyouText: 'Díky',
      backgroundColor: '#000000',
    });
  });

  it('edits the font style of the text chosen, leaving the others as they are', async () => {
    const onChange = renderGroup(styleGroup);
    await user.selectOptions(screen.getByTestId('cashier-style-of'), 'Labels');
    expect(screen.getByTestId<HTMLInputElement>('cashier-style-size').value).toBe('3');
    await user.click(screen.getByRole('switch', { name: 'Bold' }));
    expect(classicSent(onChange).keyFontStyle).toMatchObject({
      fontWeight: 'bold',
      fontSize: 3,
    });
    expect(classicSent(onChange).welcomeTextFontStyle).toMatchObject({
      fontWeight: 'bold',
      fontSize: 5,
    });
  });

  it('keeps the text size ratio within 0.1 to 1', async () => {
    const onChange = renderGroup(styleGroup);
    const ratio = screen.getByTestId('cashier-font-size-ratio');
    await user.clear(ratio);
    await user.type(ratio, '0.01');
    await user.tab();
    expect(classicSent(onChange).fontSizeRatio).toBe(0.1);
  });
});
