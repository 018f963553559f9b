import type { Scene } from '@marquee/sdk/model';
import { act, cleanup, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { sceneItem, sceneOf, user } from '../../../test/sceneWorkspace';
import { createSceneEditor, formatLength, selectDocument, type EditorActor } from '../editor';
import { SceneTimeline } from './SceneTimeline';
import { ITEM_TYPE_LOOKUP } from './sceneWidgets';

afterEach(cleanup);

/** The timeline (with the length field) on a loaded scene; items change through the editor. */
function renderTimeline(scene: Scene) {
  let n = 0;
  const { editor } = createSceneEditor(ITEM_TYPE_LOOKUP, () => `new${++n}`);
  editor.send({ type: 'LOAD', scene });
  function Harness({ actor }: { actor: EditorActor }) {
    const document = useSelector(actor, selectDocument);
    return (
      <SceneTimeline
        editor={actor}
        files={new Map()}
        document={document}
        selection={[]}
        timeMs={0}
        playing={false}
      />
    );
  }
  renderWithTheme(<Harness actor={editor} />);
  return {
    editor,
    duration: () => editor.getSnapshot().context.document.duration,
    setItemEnd: (id: string, end: number) => editor.send({ type: 'UPDATE', id, patch: { end } }),
  };
}

const lengthField = () => screen.getByTestId<HTMLInputElement>('scene-length');

/** What a screen reader hears as the field's description (its error, beside it). */
const describedAs = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** Types into a field as a person does: select what is there, type, press Enter. */
async function typeInto(field: HTMLInputElement, text: string) {
  await user.tripleClick(field);
  await user.keyboard(`${text}{Enter}`);
}

describe('the scene length', () => {
  it('follows the latest item end as items get longer and shorter', () => {
    const view = renderTimeline(
      sceneOf([sceneItem('feed', { end: 400 }), sceneItem('text', { end: 30 })], {
        duration: 400,
      }),
    );
    expect(lengthField().value).toBe('6:40');
    expect(screen.getByTestId('scene-length-mode').textContent).toMatch(/Follows its items/);
    act(() => view.setItemEnd('feed', 60));
    expect(lengthField().value).toBe('1:00');
    act(() => view.setItemEnd('text', 90));
    expect(lengthField().value).toBe('1:30');
    expect(view.duration()).toBe(90);
    expect(screen.queryByTestId('scene-length-warning')).toBeNull();
  });

  it('has no length while the scene has no items, until the first item gives it one', () => {
    const view = renderTimeline(sceneOf([], { duration: 60 }));
    expect(lengthField().value).toBe('');
    expect(lengthField().placeholder).toBe('0:00');
    expect(screen.getByTestId('scene-length-mode').textContent).toBe(
      'None yet: the first item you add sets it, or type one.',
    );
    // The transport agrees: nothing to play, and no length on its clock.
    expect(screen.getByTestId('scene-clock').textContent).toBe('0:00.0 / 0:00.0');
    expect(screen.getByRole('button', { name: 'Play' }).getAttribute('aria-disabled')).toBe('true');
    act(() => view.editor.send({ type: 'CREATE', itemType: 'text' }));
    const end = view.editor.getSnapshot().context.document.sceneItems[0]!.end;
    expect(lengthField().value).toBe(formatLength(end));
    expect(screen.getByTestId('scene-length-mode').textContent).toMatch(/Follows its items/);
    expect(screen.getByTestId('scene-clock').textContent).toBe(`0:00.0 / ${formatLength(end)}.0`);
  });

  it('can be set by hand on a scene without items', async () => {
    const view = renderTimeline(sceneOf([], { duration: 60 }));
    await typeInto(lengthField(), '0:45');
    expect(view.duration()).toBe(45);
    expect(lengthField().value).toBe('0:45');
    expect(screen.getByTestId('scene-length-mode').textContent).toBe('Set by hand.');
  });

  it('can be set by hand, warns about the silence it leaves, and can follow the items again', async () => {
    const view = renderTimeline(sceneOf([sceneItem('a', { end: 45 })], { duration: 45 }));
    await typeInto(lengthField(), '1:30');
    expect(view.duration()).toBe(90);
    expect(lengthField().value).toBe('1:30');
    expect(screen.getByTestId('scene-length-mode').textContent).toBe('Set by hand.');
    expect(screen.getByTestId('scene-length-warning').textContent).toMatch(
      /Nothing shows for the last 0:45 of this scene: its items end at 0:45/,
    );
    // Set by hand, it stays when an item gets shorter.
    act(() => view.setItemEnd('a', 20));
    expect(lengthField().value).toBe('1:30');

    await user.click(screen.getByTestId('scene-length-follow'));
    expect(lengthField().value).toBe('0:20');
    expect(screen.queryByTestId('scene-length-warning')).toBeNull();
  });

  it('accepts plain seconds', async () => {
    const view = renderTimeline(sceneOf([sceneItem('a', { end: 30 })], { duration: 30 }));
    await typeInto(lengthField(), '75');
    expect(view.duration()).toBe(75);
    expect(lengthField().value).toBe('1:15');
  });

  it('refuses a length below the latest item end, beside the field, and cuts nothing', async () => {
    const view = renderTimeline(sceneOf([sceneItem('a', { end: 60 })], { duration: 60 }));
    await typeInto(lengthField(), '0:30');
    expect(describedAs(lengthField())).toBe(
      'The items run until 1:00, so the scene cannot be shorter. Shorten or remove the items that end later first.',
    );
    expect(lengthField().getAttribute('aria-invalid')).toBe('true');
    expect(view.editor.getSnapshot().context.document).toMatchObject({
      duration: 60,
      sceneItems: [{ end: 60 }],
    });
    await typeInto(lengthField(), 'soon');
    expect(describedAs(lengthField())).toBe(
      'Enter a length like 1:30, or a number of seconds like 90.',
    );
    await user.keyboard('{Escape}');
    expect(lengthField().value).toBe('1:00');
  });
});
