// runs isolated: it gives jsdom the layout that tabster reads (test/focusableLayout), which would
// carry over to the next file of a shared worker.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { SceneItem } from '@marquee/sdk/model';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
// Without it the media dialog can hide itself 250 ms after it opens: see the file.
import '../../../test/focusableLayout';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_SESSION } from '../../../test/fakeApi';
import { renderWithTheme } from '../../../test/render';
import { SessionContext } from '../../../shared/session/session';
import { SceneEditorPage } from './SceneEditorPage';
import { sceneItem, user } from '../../../test/sceneWorkspace';

afterEach(cleanup);

type Handler = (variables: Record<string, unknown>) => unknown;

/** A GraphQL server answering by operation name; a thrown error becomes a GraphQL error. */
function fakeServer(handlers: Record<string, Handler>) {
  const calls: { operation: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const variables = { ...operation.variables };
        calls.push({ operation: operation.operationName ?? '', variables });
        Promise.resolve()
          .then(() => {
            const handler = handlers[operation.operationName ?? ''];
            if (!handler) throw new Error(`no fake for ${operation.operationName}`);
            return handler(variables);
          })
          .then(
            (data) => observer.next({ data: data as Record<string, unknown> }),
            (error: Error & { extensions?: Record<string, unknown> }) =>
              observer.next({ errors: [{ message: error.message, extensions: error.extensions }] }),
          )
          .finally(() => observer.complete());
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const sent = (operation: string) =>
    calls.filter((c) => c.operation === operation).map((c) => c.variables);
  return { client, sent };
}

const storedScene = (items: SceneItem[], name = 'Lobby') => ({
  __typename: 'Scene',
  _id: 's1',
  name,
  type: 'multimedial',
  duration: 60,
  aspectRatio: { __typename: 'AspectRatio', width: 16, height: 9 },
  aspectRatioId: '16:9',
  sceneItems: items,
  updatedAt: '2025-01-01T00:00:00Z',
});

const mediaFile = (id: string, mimetype: string) => ({
  __typename: 'File',
  _id: id,
  originalName: `${id}.${mimetype.split('/')[1]}`,
  mimetype,
  status: 'READY',
  fileSizeInBytes: 1000,
  url: `/blobs/${id}`,
  thumbnailUrl: null,
  w: 1920,
  h: 1080,
  duration: mimetype.startsWith('video/') ? 12 : null,
  numberOfPages: null,
  pageUrls: null,
});

function renderEditor(overrides: Record<string, Handler> = {}) {
  let scene = storedScene([sceneItem('a')]);
  const server = fakeServer({
    SceneEditorScene: () => ({ scene }),
    SceneEditorFiles: () => ({
      playableContent: {
        __typename: 'PlayableContent',
        collectionName: 'scene',
        entityId: 's1',
        content: { __typename: 'PlayableContentGraph', files: [] },
      },
    }),
    SceneEditorPositionTab: () => ({
      myPreferences: { __typename: 'UserPreferences', defaultPositionTab: 'percents' },
    }),
    SceneEditorSavePositionTab: ({ tab }) => ({
      updateMyPreferences: { __typename: 'UserPreferences', defaultPositionTab: tab },
    }),
    AccountItemTypes: () => ({
      currentAccount: { __typename: 'Account', _id: 'acc', enabledItemTypes: ['rss_feed'] },
    }),
    WidgetMediaFiles: () => ({
      filesPage: {
        __typename: 'FilePage',
        items: [mediaFile('poster', 'image/png'), mediaFile('clip', 'video/mp4')],
        endCursor: null,
        hasNextPage: false,
      },
    }),
    SceneEditorSave: ({ input }) => {
      const { name, sceneItems } = input as { name: string; sceneItems: SceneItem[] };
      scene = storedScene(sceneItems, name);
      return { updateScene: scene };
    },
    ...overrides,
  });
  // An admin whose plan has data integrations: the editor offers the store and camera items too.
  renderWithTheme(
    <SessionContext value={ADMIN_SESSION}>
      <ApolloProvider client={server.client}>
        <MemoryRouter initialEntries={['/scenes/s1']}>
          <Routes>
            <Route path="/scenes/:sceneId" element={<SceneEditorPage />} />
          </Routes>
        </MemoryRouter>
      </ApolloProvider>
    </SessionContext>,
  );
  return server;
}

/** What a live region says, as a screen reader reads it out. */
const said = (testId: string) => screen.getByTestId(testId).textContent?.trim();

async function addText() {
  await user.click(screen.getByTestId('add-item'));
  await user.click(await screen.findByRole('menuitem', { name: 'Text' }));
}

describe('the scene editor page', () => {
  it('opens the stored scene on the canvas, named in its title', async () => {
    renderEditor();
    await screen.findByTestId('scene-item-a');
    expect(screen.getByTestId<HTMLInputElement>('scene-name').value).toBe('Lobby');
    expect(screen.queryByTestId('unsaved-changes')).toBeNull();
    // Unavailable, yet still in the Tab order for a screen reader to find.
    expect(screen.getByTestId('save-scene').getAttribute('aria-disabled')).toBe('true');
  });

  it('adds an image picked from the images only, draws it, and saves the scene', async () => {
    const server = renderEditor();
    await screen.findByTestId('scene-item-a');
    await user.click(screen.getByTestId('add-item'));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      'Image',
      'Video',
      'PDF',
      'Presentation',
      'Text',
      'Playlist',
      'Rectangle',
      'Gradient',
      'Clock',
      'QR code',
      'Web page',
      'YouTube',
      'Canva',
      'Weather',
      'Scrolling text',
      'RSS feed',
      'Instagram feed',
      'Instagram public feed',
      'Data table',
      'Camera with detections',
      'Cashier display',
      'Menu board',
      'Meal showcase',
      'Menu board from Septim',
      'Menu board from GS',
      'Meal cards from Septim',
      'Customer feedback',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Image' }));
    const list = await screen.findByTestId('media-file-list');
    await within(list).findByText('poster.png');
    expect(within(list).queryByText('clip.mp4')).toBeNull();
    await user.click(within(list).getByRole('button', { name: 'Choose' }));

    const image = await screen.findByTestId<HTMLImageElement>('image-widget');
    expect(image.getAttribute('src')).toBe('/blobs/poster');
    const boxes = screen.getAllByTestId(/^scene-item-/);
    expect(boxes).toHaveLength(2);
    expect(boxes[1]?.style).toMatchObject({
      left: '25%',
      top: '25%',
      width: '50%',
      height: '50%',
    });
    screen.getByTestId('unsaved-changes');

    await user.click(screen.getByTestId('save-scene'));
    await waitFor(() => expect(screen.queryByTestId('unsaved-changes')).toBeNull());
    const [saved] = server.sent('SceneEditorSave') as { input: Record<string, unknown> }[];
    expect(saved?.input).toMatchObject({
      name: 'Lobby',
      duration: 60,
      aspectRatio: { width: 16, height: 9 },
      aspectRatioId: '16:9',
    });
    const items = saved?.input.sceneItems as SceneItem[];
    expect(items.map((i) => i.item.fileId)).toEqual([undefined, 'poster']);
  });

  it('names the page by the scene, and announces a new item and the unsaved state', async () => {
    renderEditor();
    await screen.findByTestId('scene-item-a');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lobby');
    expect(said('save-state')).toBe('All changes saved');

    await addText();
    const added = await screen.findByRole('option', { name: /^Text/ });
    await waitFor(() => expect(document.activeElement).toBe(added));
    expect(added.getAttribute('aria-selected')).toBe('true');
    expect(said('editor-announcement')).toBe('Text item added');
    expect(said('save-state')).toBe('Unsaved changes');
  });

  it('puts the next new item 5 % further, not on top of the last', async () => {
    renderEditor();
    await screen.findByTestId('scene-item-a');
    await addText();
    await addText();
    await waitFor(() => expect(screen.getAllByRole('option', { name: /^Text/ })).toHaveLength(2));
    const [first, second] = screen.getAllByRole('option', { name: /^Text/ });
    expect([first?.style.left, first?.style.top]).toEqual(['25%', '25%']);
    expect([second?.style.left, second?.style.top]).toEqual(['30%', '30%']);
    await waitFor(() => expect(document.activeElement).toBe(second));
    // Said again, though in the same words.
    expect(said('editor-announcement')).toBe('Text item added');
  });

  it('adds a menu board through Edit Menu Board, placed full screen', async () => {
    renderEditor({ MenuBoardWidgetLocations: () => ({ menuBoardLocations: [] }) });
    await screen.findByTestId('scene-item-a');
    await user.click(screen.getByTestId('add-item'));
    await user.click(screen.getByRole('menuitem', { name: 'Menu board' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Menu Board' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.getAllByTestId(/^scene-item-/)).toHaveLength(2));
    expect(screen.getAllByTestId(/^scene-item-/)[1]?.style).toMatchObject({
      left: '0%',
      top: '0%',
      width: '100%',
      height: '100%',
    });
  });

  it('shows why the server refused a save and keeps the edits', async () => {
    renderEditor({
      SceneEditorSave: () => {
        throw Object.assign(new Error('Invalid scene'), {
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [{ path: 'sceneItems.0.end', message: 'End time must be positive' }],
          },
        });
      },
    });
    await screen.findByTestId('scene-item-a');
    await user.clear(screen.getByTestId('scene-name'));
    await user.type(screen.getByTestId('scene-name'), 'Hall');
    await user.click(screen.getByTestId('save-scene'));
    const problem = await screen.findByTestId('save-error');
    expect(problem.textContent).toContain('Invalid scene');
    expect(problem.textContent).toContain('sceneItems.0.end: End time must be positive');
    expect(screen.getByTestId<HTMLInputElement>('scene-name').value).toBe('Hall');
    screen.getByTestId('unsaved-changes');
  });

  it('stores the position unit the operator picks as their preference', async () => {
    const server = renderEditor();
    await user.click(await screen.findByTestId('timeline-row-a'));
    await user.click(screen.getByRole('tab', { name: /Pixels/ }));
    expect(screen.getByTestId<HTMLInputElement>('item-x').value).toBe('192');
    await waitFor(() =>
      expect(server.sent('SceneEditorSavePositionTab')).toEqual([{ tab: 'relativeToAspectRatio' }]),
    );
  });

  it('switches the canvas to portrait and saves it so', async () => {
    const server = renderEditor();
    await screen.findByTestId('scene-item-a');
    await user.selectOptions(screen.getByTestId('aspect-ratio'), '9:16');
    expect(screen.getByTestId('scene-canvas').dataset.aspect).toBe('9:16');
    await user.click(screen.getByTestId('save-scene'));
    await waitFor(() => expect(server.sent('SceneEditorSave')).toHaveLength(1));
    expect(server.sent('SceneEditorSave')[0]).toMatchObject({
      input: { aspectRatio: { width: 9, height: 16 }, aspectRatioId: '9:16' },
    });
  });
});
