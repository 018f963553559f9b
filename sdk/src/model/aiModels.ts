// The detection models an AI camera item may ask its camera to run. An account turns each on or
// off (the server keeps the switches; every model is on until turned off): a model turned off is
// not offered in the camera item's editor, and a screen whose camera item names it asks the camera
// for no detections. The names are what the item's body stores and what the camera is asked for.

export interface AiCameraModel {
  /** Stored in the camera item's body and sent to the camera (`model=`). */
  name: string;
  /** What the console calls it. */
  label: string;
}

export const AI_CAMERA_MODELS: readonly AiCameraModel[] = [
  { name: 'person-detection', label: 'People' },
  { name: 'face-detection', label: 'Faces' },
  { name: 'vehicle-detection', label: 'Vehicles' },
  { name: 'object-detection', label: 'Everyday objects' },
];

export const isAiCameraModel = (name: string): boolean =>
  AI_CAMERA_MODELS.some((model) => model.name === name);
