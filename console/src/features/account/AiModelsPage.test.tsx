import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, fakeApi, renderPage, user } from '../../test/fakeApi';
import { AiModelsPage } from './AiModelsPage';

afterEach(cleanup);

const MODELS = [
  { name: 'person-detection', label: 'People' },
  { name: 'face-detection', label: 'Faces' },
];

function aiServer(refuse = false) {
  const on = new Map(MODELS.map((m) => [m.name, true]));
  const config = () => ({
    __typename: 'AiConfig',
    isEnabled: [...on.values()].some(Boolean),
    models: MODELS.map((m) => ({ __typename: 'AiModel', ...m, isEnabled: on.get(m.name) })),
  });
  return fakeApi({
    AccountAiModels: () => ({ aiConfig: config() }),
    SetAccountAiModel: (v) => {
      if (refuse) throw new ApiError('You do not have permission to do this');
      on.set(v.name as string, v.enabled as boolean);
      return { setAiModelEnabled: config() };
    },
  });
}

const switchOf = (label: string) => screen.getByRole<HTMLInputElement>('switch', { name: label });

describe('/account/ai-models', () => {
  it('lists each model with its switch and turns one off', async () => {
    const api = aiServer();
    renderPage(<AiModelsPage />, { api });
    await screen.findByRole('switch', { name: 'Faces' });
    expect(switchOf('People').checked).toBe(true);
    expect(switchOf('Faces').checked).toBe(true);
    await user.click(switchOf('Faces'));
    expect(api.sent('SetAccountAiModel')).toEqual([{ name: 'face-detection', enabled: false }]);
    await waitFor(() => expect(switchOf('Faces').checked).toBe(false));
    expect(switchOf('People').checked).toBe(true);
  });

  it('says when every model is off', async () => {
    renderPage(<AiModelsPage />, { api: aiServer() });
    await user.click(await screen.findByRole('switch', { name: 'People' }));
    await waitFor(() => expect(switchOf('People').disabled).toBe(false));
    await user.click(switchOf('Faces'));
    await screen.findByText('Every model is off: camera items show the picture only.');
  });

  it('shows a refusal and keeps the switch as it was', async () => {
    renderPage(<AiModelsPage />, { api: aiServer(true) });
    await user.click(await screen.findByRole('switch', { name: 'Faces' }));
    await screen.findByText('You do not have permission to do this');
    expect(switchOf('Faces').checked).toBe(true);
  });
});
