import { useQuery } from '@apollo/client/react';
import { Field, MessageBar, MessageBarBody, Select } from '@fluentui/react-components';
import { readAiCameraBody } from '@marquee/sdk';
import { CameraAiModelsDocument } from '../../graphql/generated';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';

/** The select's value for "whatever model the camera runs": no model in the body. */
const CAMERA_OWN = '';

/** Shown when the item names a model the account has turned off since. */
export const modelTurnedOff = (label: string) =>
  `${label} is turned off for this account: screens ask the camera for no detections. Choose another model.`;

/**
 * Which detection model the camera is asked to run: the camera's own, or one of the models the
 * account has turned on (/account/ai-models). A model turned off is not offered.
 */
export const modelGroup: ToolbarGroup = {
  id: 'model',
  label: 'Detection',
  render: (props) => <Model {...props} />,
};

function Model({ body, onChange }: Pick<ToolbarGroupProps, 'body' | 'onChange'>) {
  const camera = readAiCameraBody(body);
  const { data } = useQuery(CameraAiModelsDocument, { fetchPolicy: 'cache-and-network' });
  const models = data?.aiConfig.models ?? [];
  const offered = models.filter((m) => m.isEnabled);
  const chosen = models.find((m) => m.name === camera.model);
  const off = chosen !== undefined && !chosen.isEnabled;
  const value = camera.model && !off ? camera.model : CAMERA_OWN;
  return (
    <>
      <Field label="Detection model">
        <Select
          data-testid="ai-camera-model"
          value={value}
          onChange={(_e, d) =>
            onChange({ body: { model: d.value === CAMERA_OWN ? undefined : d.value } })
          }
        >
          <option value={CAMERA_OWN}>The camera&apos;s own model</option>
          {offered.map((m) => (
            <option key={m.name} value={m.name}>
              {m.label}
            </option>
          ))}
        </Select>
      </Field>
      {off && (
        <MessageBar intent="warning">
          <MessageBarBody>{modelTurnedOff(chosen.label)}</MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}
