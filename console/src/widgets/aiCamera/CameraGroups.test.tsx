import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AI_CAMERA_ANDROID_WARNING, defaultBodyOf, defaultWidgets } from '@marquee/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { editorFor, ENABLED_ITEM_TYPES, offeredWidgets } from '../index';
import { renderToolbarGroup } from '../../test/toolbarGroup';
import type { ToolbarGroup } from '../types';
import { cameraGroup, NOT_A_SENSOR_ADDRESS, pictureGroup } from './CameraGroups';
import { aiCameraEditor } from './index';

afterEach(cleanup);

const user = userEvent.setup({ delay: null });

const renderGroup = (group: ToolbarGroup, body: Record<string, unknown> = {}) =>
  renderToolbarGroup(group, { type: 'ai_camera', body }).onChange;

describe('AI camera editor', () => {
  it('is offered, opens on the camera, and a new item watches the default sensor', () => {
    const offered = offeredWidgets(defaultWidgets, ENABLED_ITEM_TYPES, (t) => !!editorFor(t));
    const widget = offered.find((w) => w.type === 'ai_camera');
    expect(widget?.label).toBe('Camera with detections');
    expect(aiCameraEditor.toolbarGroups[0]).toBe(cameraGroup);
    expect(defaultBodyOf(widget!)).toMatchObject({
      sensorUrl: 'http://localhost:8080',
      imageSizing: 'contain',
      useImagePolling: false,
      showDebugText: false,
    });
  });

  it('applies the sensor URL when the field is left, with http:// added', async () => {
    const onChange = renderGroup(cameraGroup);
    const field = screen.getByTestId('ai-camera-sensor-url');
    await user.clear(field);
    await user.type(field, '192.168.1.20:8080/');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenCalledWith({ body: { sensorUrl: 'http://192.168.1.20:8080' } });
  });

  it('refuses an address that is not http(s), and says why', async () => {
    const onChange = renderGroup(cameraGroup);
    const field = screen.getByTestId('ai-camera-sensor-url');
    await user.clear(field);
    await user.type(field, 'javascript:alert(1){Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText(NOT_A_SENSOR_ADDRESS)).not.toBeNull();
  });

  it('turns the debug information on, and warns about video on Android', async () => {
    const onChange = renderGroup(cameraGroup);
    expect(screen.getByText(AI_CAMERA_ANDROID_WARNING)).not.toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Show debug information' }));
    expect(onChange).toHaveBeenCalledWith({ body: { showDebugText: true } });
  });

  it('sets the fit and image polling', async () => {
    const onChange = renderGroup(pictureGroup);
    expect(screen.getByTestId('ai-camera-fit-contain').getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByTestId('ai-camera-fit-cover'));
    expect(onChange).toHaveBeenLastCalledWith({ body: { imageSizing: 'cover' } });
    await user.click(screen.getByRole('switch', { name: 'Use image polling' }));
    expect(onChange).toHaveBeenLastCalledWith({ body: { useImagePolling: true } });
  });

  it('keeps the frame rate within 1 to 20', async () => {
    const onChange = renderGroup(pictureGroup, { fps: 5 });
    const fps = screen.getByTestId<HTMLInputElement>('ai-camera-fps');
    await user.clear(fps);
    await user.type(fps, '50');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ body: { fps: 20 } });
    await user.clear(fps);
    await user.type(fps, '0');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ body: { fps: 1 } });
  });

  it('shows the rate a polling camera without one runs at', () => {
    renderGroup(pictureGroup, { useImagePolling: true });
    expect(screen.getByTestId<HTMLInputElement>('ai-camera-fps').value).toBe('8');
  });
});
