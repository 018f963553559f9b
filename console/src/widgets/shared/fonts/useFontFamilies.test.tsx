import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const CATALOGUE = {
  families: [
    { family: 'Merriweather', category: 'Serif', popularity: 2 },
    { family: 'Lato', category: 'Sans Serif', popularity: 3 },
    { family: 'Roboto', category: 'Sans Serif', popularity: 1 },
    { family: 'Roboto Mono', category: 'Monospace', popularity: 4 },
    { family: 'Open Sans', category: 'Sans Serif', popularity: 5 },
  ],
};

/** The hooks with a fresh module state (the catalogue is read once per page). */
const freshHooks = async () => {
  vi.resetModules();
  return import('./useFontFamilies');
};

const fontLinks = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) =>
    link.getAttribute('href')?.startsWith('/fonts/css'),
  );

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify(CATALOGUE), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useFontFamilies', () => {
  it('lists the server catalogue, sans-serif first by popularity, read once for every editor', async () => {
    const { useFontFamilies } = await freshHooks();
    const first = renderHook(() => useFontFamilies());
    const second = renderHook(() => useFontFamilies());
    expect(first.result.current).toEqual({ families: [], loading: true });
    await waitFor(() => expect(first.result.current.loading).toBe(false));
    expect(first.result.current.families.map((f) => f.family)).toEqual([
      'Roboto',
      'Lato',
      'Open Sans',
      'Merriweather',
      'Roboto Mono',
    ]);
    await waitFor(() => expect(second.result.current.loading).toBe(false));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/fonts/catalogue.json');

    // An editor opened later has the list at once.
    const later = renderHook(() => useFontFamilies());
    expect(later.result.current.loading).toBe(false);
    expect(later.result.current.families[0]).toEqual({ family: 'Roboto', category: 'Sans Serif' });
  });

  it('offers the default font when the catalogue cannot be read, and tries again later', async () => {
    fetchMock.mockResolvedValueOnce(new Response('down', { status: 503 }));
    const { useFontFamilies } = await freshHooks();
    const failed = renderHook(() => useFontFamilies());
    await waitFor(() => expect(failed.result.current.loading).toBe(false));
    expect(failed.result.current.families).toEqual([{ family: 'Roboto', category: 'Sans Serif' }]);

    const retried = renderHook(() => useFontFamilies());
    await waitFor(() => expect(retried.result.current.families).toHaveLength(5));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('useFontStylesheet', () => {
  it('keeps one stylesheet link to the server for the families every editor uses', async () => {
    const { useFontStylesheet } = await freshHooks();
    const lato = renderHook(({ families }) => useFontStylesheet(families), {
      initialProps: { families: ['Lato'] },
    });
    const others = renderHook(({ families }) => useFontStylesheet(families), {
      initialProps: { families: ['Open Sans', 'Lato'] },
    });
    expect(fontLinks()).toHaveLength(1);
    expect(fontLinks()[0]!.getAttribute('href')).toBe('/fonts/css?family=Lato&family=Open+Sans');

    others.rerender({ families: ['Roboto'] });
    expect(fontLinks()[0]!.getAttribute('href')).toBe('/fonts/css?family=Lato&family=Roboto');

    lato.unmount();
    expect(fontLinks()[0]!.getAttribute('href')).toBe('/fonts/css?family=Roboto');
    others.unmount();
    expect(fontLinks()).toHaveLength(0);
  });

  it('asks for at most 20 families, the most the server loads at once', async () => {
    const { useFontStylesheet } = await freshHooks();
    const families = Array.from({ length: 25 }, (_, i) => `Family ${String(i).padStart(2, '0')}`);
    const view = renderHook(() => useFontStylesheet(families));
    const href = new URL(fontLinks()[0]!.getAttribute('href')!, 'http://console.test');
    expect(href.searchParams.getAll('family')).toHaveLength(20);
    view.unmount();
  });
});
