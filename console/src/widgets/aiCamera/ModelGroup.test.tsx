import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderPage, user } from '../../test/fakeApi';
import { renderToolbarGroup } from '../../test/toolbarGroup';
import { modelGroup, modelTurnedOff } from './ModelGroup';

afterEach(cleanup);

const api = () =>
  fakeApi({
    CameraAiModels: () => ({
      aiConfig: {
        __typename: 'AiConfig',
        isEnabled: true,
        models: [
          { __typename: 'AiModel', name: 'person-detection', label: 'People', isEnabled: true },
          { __typename: 'AiModel', name: 'face-detection', label: 'Faces', isEnabled: false },
        ],
      },
    }),
  });

const render = (body: Record<string, unknown> = {}) =>
  renderToolbarGroup(modelGroup, {
    type: 'ai_camera',
    body,
    wrapper: (ui) => renderPage(ui, { api: api() }),
  }).onChange;

const options = () =>
  [...screen.getByTestId<HTMLSelectElement>('ai-camera-model').options].map((o) => o.textContent);

describe('AI camera editor: detection model', () => {
  it('offers the camera\u2019s own model and the models turned on, never one turned off', async () => {
    const onChange = render();
    await screen.findByRole('option', { name: 'People' });
    expect(options()).toEqual(["The camera's own model", 'People']);
    await user.selectOptions(screen.getByTestId('ai-camera-model'), 'person-detection');
    expect(onChange).toHaveBeenCalledWith({ body: { model: 'person-detection' } });
  });

  it('says so when the item names a model turned off since', async () => {
    render({ model: 'face-detection' });
    await screen.findByText(modelTurnedOff('Faces'));
    expect(screen.getByTestId<HTMLSelectElement>('ai-camera-model').value).toBe('');
  });
});
