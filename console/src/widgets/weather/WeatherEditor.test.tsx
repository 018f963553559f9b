import { defaultBodyOf, defaultWidgets, readWeatherBody, WEATHER_FONT_SIZES } from '@marquee/sdk';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, fakeApi, renderPage, user } from '../../test/fakeApi';
import { editedScene, renderWithDialogs } from '../../test/playlistWidget';
import { editorFor, ENABLED_ITEM_TYPES, offeredWidgets } from '../index';
import { renderToolbarGroup } from '../../test/toolbarGroup';
import type { ToolbarGroup } from '../types';
import { displayGroup } from './DisplayGroup';
import { locationGroup, placeNotFound } from './LocationGroup';
import { textsGroup } from './TextsGroup';
import { weatherEditor } from './index';

afterEach(cleanup);

const account = (temperatureUnit: string, languageCode = 'en') => ({
  currentAccount: { __typename: 'Account', _id: 'acc', languageCode, temperatureUnit },
});

const BRNO = { __typename: 'GeoCoding', name: 'Brno', lat: 49.1952, long: 16.608 };

/** The server: the account's settings, and places found by name. */
const weatherServer = (
  accountAnswer: () => unknown = () => account('celsius', 'cs'),
  places: Record<string, typeof BRNO> = { Brno: BRNO },
) =>
  fakeApi({
    WeatherAccount: accountAnswer,
    WeatherGeoCoding: ({ data }) => ({
      geoCoding: places[(data as { query: string }).query] ?? null,
    }),
  });

/** A toolbar group over an item whose body follows its changes, as the scene editor does. */
function renderGroup(
  group: ToolbarGroup,
  body: Record<string, unknown> = {},
  api = weatherServer(),
) {
  const { onChange } = renderToolbarGroup(group, {
    type: 'weather',
    body,
    readBody: readWeatherBody,
    followsChanges: true,
    wrapper: (ui) => renderPage(ui, { api }),
  });
  return { onChange, api };
}

describe('weather editor', () => {
  it('is offered with its location, display and texts groups', () => {
    const offered = offeredWidgets(defaultWidgets, ENABLED_ITEM_TYPES, (t) => !!editorFor(t));
    expect(offered.find((w) => w.type === 'weather')?.label).toBe('Weather');
    expect(editorFor('weather')).toBe(weatherEditor);
    expect(weatherEditor.toolbarGroups).toEqual([locationGroup, displayGroup, textsGroup]);
  });

  it('gives a new item the account’s temperature unit and language', async () => {
    const api = weatherServer(() => account('fahrenheit', 'cs'));
    const view = renderWithDialogs(api);
    const content = await weatherEditor.create!({
      scene: editedScene,
      pickFile: async () => null,
      openDialog: view.openDialog,
    });
    expect(content).toEqual({ body: { units: 'fahrenheit', languageCode: 'cs' } });
    // The body the item gets: the default place, in Fahrenheit.
    const widget = defaultWidgets.find((w) => w.type === 'weather')!;
    expect(readWeatherBody({ ...defaultBodyOf(widget), ...content!.body })).toMatchObject({
      units: 'fahrenheit',
      locationName: '',
    });
  });

  it('gives a new item Celsius and English when the account cannot be read', async () => {
    const api = weatherServer(() => {
      throw new ApiError('Service unavailable');
    });
    const view = renderWithDialogs(api);
    const content = await weatherEditor.create!({
      scene: editedScene,
      pickFile: async () => null,
      openDialog: view.openDialog,
    });
    expect(content).toEqual({ body: {} });
    expect(readWeatherBody(content!.body).units).toBe('celsius');
  });

  it('finds a place in the account’s language and sets its coordinates and name', async () => {
    const { onChange, api } = renderGroup(locationGroup);
    expect(screen.getByTestId('weather-place').textContent).toBe(
      'Showing the weather in Prague (default)',
    );
    // The account's language is known before the search is sent.
    await waitFor(() =>
      expect(JSON.stringify(api.client.cache.extract())).toContain('"languageCode":"cs"'),
    );
    await user.type(screen.getByTestId('weather-search'), 'Brno');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({
        body: { lat: 49.1952, long: 16.608, locationName: 'Brno' },
      }),
    );
    expect(api.sent('WeatherGeoCoding')).toEqual([{ data: { query: 'Brno', languageCode: 'cs' } }]);
    await waitFor(() =>
      expect(screen.getByTestId('weather-place').textContent).toBe('Showing the weather in Brno'),
    );
    expect(screen.getByTestId<HTMLInputElement>('weather-search').value).toBe('');
  });

  it('says when no place has that name, and changes nothing', async () => {
    const { onChange } = renderGroup(locationGroup, {
      locationName: 'Brno',
      lat: 49.2,
      long: 16.6,
    });
    await user.type(screen.getByTestId('weather-search'), 'Atlantis{Enter}');
    await screen.findByText(placeNotFound('Atlantis'));
    expect(placeNotFound('Atlantis')).toBe('No place called “Atlantis” was found.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the server’s message when the search fails', async () => {
    const api = fakeApi({
      WeatherAccount: () => account('celsius'),
      WeatherGeoCoding: () => {
        throw new ApiError('Too many searches, try again in a minute.');
      },
    });
    renderGroup(locationGroup, {}, api);
    await user.type(screen.getByTestId('weather-search'), 'Brno{Enter}');
    await screen.findByText('Too many searches, try again in a minute.');
  });

  it('goes back to the default place', async () => {
    const { onChange } = renderGroup(locationGroup, {
      locationName: 'Brno',
      lat: 49.2,
      long: 16.6,
    });
    await user.click(screen.getByRole('button', { name: 'Use the default place' }));
    expect(onChange).toHaveBeenCalledWith({
      body: { lat: undefined, long: undefined, locationName: '' },
    });
  });

  it('switches units, and the icons and forecast on and off', async () => {
    const { onChange } = renderGroup(displayGroup);
    await user.click(screen.getByRole('radio', { name: 'Fahrenheit (°F)' }));
    expect(onChange).toHaveBeenLastCalledWith({ body: { units: 'fahrenheit' } });
    await user.click(screen.getByRole('switch', { name: 'Show forecast' }));
    expect(onChange).toHaveBeenLastCalledWith({ body: { forecast: { shouldBeDisplayed: false } } });
    await user.click(screen.getByRole('switch', { name: 'Show icons' }));
    expect(onChange).toHaveBeenLastCalledWith({ body: { icon: { shouldBeDisplayed: false } } });
    await user.selectOptions(screen.getByTestId('weather-orientation'), 'vertical');
    expect(onChange).toHaveBeenLastCalledWith({ body: { orientation: 'vertical' } });
  });

  it('offers the listed text sizes and writes a text’s whole style', async () => {
    const { onChange } = renderGroup(textsGroup, { date: { color: '#00ff00', fontSize: 150 } });
    const size = screen.getByTestId<HTMLSelectElement>('weather-temperature-size');
    expect([...size.options].map((o) => Number(o.value))).toEqual([...WEATHER_FONT_SIZES]);
    within(size).getByRole('option', { name: '300 %' });
    await user.selectOptions(size, '250');
    expect(onChange).toHaveBeenLastCalledWith({
      body: { temperature: { color: '#ffffff', fontSize: 250, shouldBeDisplayed: true } },
    });
    await user.click(screen.getByRole('switch', { name: 'Show date' }));
    expect(onChange).toHaveBeenLastCalledWith({
      body: { date: { color: '#00ff00', fontSize: 150, shouldBeDisplayed: false } },
    });
  });
});
