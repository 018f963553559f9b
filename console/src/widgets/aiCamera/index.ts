import type { WidgetEditor } from '../types';
import { cameraGroup, pictureGroup } from './CameraGroups';
import { modelGroup } from './ModelGroup';

/**
 * A new camera item needs no content: it shows the camera at the default sensor address, whose
 * field opens first.
 */
export const aiCameraEditor: WidgetEditor = {
  type: 'ai_camera',
  toolbarGroups: [cameraGroup, modelGroup, pictureGroup],
};
