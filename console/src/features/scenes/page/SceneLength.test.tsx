import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWorkspace, sceneItem, sceneOf, user } from '../../../test/sceneWorkspace';

afterEach(cleanup);

if (!('modify' in Selection.prototype))
  Object.assign(Selection.prototype, { modify: () => undefined });

const lengthField = () => screen.getByTestId<HTMLInputElement>('scene-length');

/** Types into a field as a person does: select what is there, type, press Enter. */
async function typeInto(field: HTMLInputElement, text: string) {
  await user.tripleClick(field);
  await user.keyboard(`${text}{Enter}`);
}

async function setItemEnd(id: string, seconds: number) {
  await user.click(screen.getByTestId(`timeline-row-${id}`));
  await typeInto(screen.getByTestId<HTMLInputElement>('item-end'), String(seconds));
}

describe('the scene length', () => {
  it('follows the latest item end as items get longer and shorter', async () => {
    const view = renderWorkspace(
      sceneOf([sceneItem('feed', { end: 400 }), sceneItem('text', { end: 30 })], {
        duration: 400,
      }),
    );
    expect(lengthField().value).toBe('6:40');
    expect(screen.getByTestId('scene-length-mode').textContent).toMatch(/Follows its items/);
    await setItemEnd('feed', 60);
    expect(lengthField().value).toBe('1:00');
    await setItemEnd('text', 90);
    expect(lengthField().value).toBe('1:30');
    expect(view.editor.editor.getSnapshot().context.document.duration).toBe(90);
    expect(screen.queryByTestId('scene-length-warning')).toBeNull();
  });

  it('can be set by hand, warns about the silence it leaves, and can follow the items again', async () => {
    const view = renderWorkspace(sceneOf([sceneItem('a', { end: 45 })], { duration: 45 }));
    await typeInto(lengthField(), '1:30');
    expect(view.editor.editor.getSnapshot().context.document.duration).toBe(90);
    expect(lengthField().value).toBe('1:30');
    expect(screen.getByTestId('scene-length-mode').textContent).toBe('Set by hand.');
    expect(screen.getByTestId('scene-length-warning').textContent).toMatch(
      /Nothing shows for the last 0:45 of this scene: its items end at 0:45/,
    );
    // Set by hand, it stays when an item gets shorter.
    await setItemEnd('a', 20);
    expect(lengthField().value).toBe('1:30');

    await user.click(screen.getByTestId('scene-length-follow'));
    expect(lengthField().value).toBe('0:20');
    expect(screen.queryByTestId('scene-length-warning')).toBeNull();
  });

  it('accepts plain seconds', async () => {
    const view = renderWorkspace(sceneOf([sceneItem('a', { end: 30 })], { duration: 30 }));
    await typeInto(lengthField(), '75');
    expect(view.editor.editor.getSnapshot().context.document.duration).toBe(75);
    expect(lengthField().value).toBe('1:15');
  });

  it('refuses a length below the latest item end, beside the field, and cuts nothing', async () => {
    const view = renderWorkspace(sceneOf([sceneItem('a', { end: 60 })], { duration: 60 }));
    await typeInto(lengthField(), '0:30');
    expect(
      screen.getByText(
        'The items run until 1:00, so the scene cannot be shorter. Shorten or remove the items that end later first.',
      ),
    ).toBeTruthy();
    expect(view.editor.editor.getSnapshot().context.document).toMatchObject({
      duration: 60,
      sceneItems: [{ end: 60 }],
    });
    await typeInto(lengthField(), 'soon');
    expect(
      screen.getByText('Enter a length like 1:30, or a number of seconds like 90.'),
    ).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(lengthField().value).toBe('1:00');
  });
});
