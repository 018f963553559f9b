import {
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Switch,
  ToggleButton,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  AI_CAMERA_ANDROID_WARNING,
  AI_CAMERA_FPS,
  AI_CAMERA_IMAGE_SIZINGS,
  fpsOf,
  readAiCameraBody,
  sensorBaseOf,
  type AiCameraImageSizing,
} from '@marquee/sdk';
import { useState } from 'react';
import { RangeField } from '../shared/RangeField';
import { ToolTip } from '../../kit/ToolTip';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';

/** Shown under a sensor address that is not http(s); the address is not applied. */
export const NOT_A_SENSOR_ADDRESS =
  "Enter the camera's address on the screen's network (http or https), e.g. http://localhost:8080.";

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

type Props = Pick<ToolbarGroupProps, 'body' | 'onChange'>;

/**
 * Which camera the item shows and what it says about itself: the sensor's address (applied when
 * the field is left, http:// added when it has no scheme), the debug list, and the warning that
 * Android draws video over the detections.
 */
export const cameraGroup: ToolbarGroup = {
  id: 'camera',
  label: 'Camera',
  render: (props) => <Camera {...props} />,
};

function Camera({ body, onChange }: Props) {
  const styles = useStyles();
  const camera = readAiCameraBody(body);
  const [draft, setDraft] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const commit = () => {
    if (draft === null) return;
    const base = sensorBaseOf(draft);
    if (!base) {
      setRefused(true);
      return;
    }
    setRefused(false);
    setDraft(null);
    if (base !== camera.sensorUrl) onChange({ body: { sensorUrl: base } });
  };
  return (
    <div className={styles.root}>
      <Field
        label="Sensor URL"
        validationState={refused ? 'error' : 'none'}
        validationMessage={refused ? NOT_A_SENSOR_ADDRESS : undefined}
      >
        <Input
          data-testid="ai-camera-sensor-url"
          inputMode="url"
          placeholder="http://localhost:8080"
          value={draft ?? camera.sensorUrl}
          onChange={(_e, d) => setDraft(d.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.currentTarget.blur();
          }}
        />
      </Field>
      <Switch
        label="Show debug information"
        data-testid="ai-camera-debug"
        checked={camera.showDebugText}
        onChange={(_e, d) => onChange({ body: { showDebugText: d.checked } })}
      />
      <MessageBar intent="warning">
        <MessageBarBody>{AI_CAMERA_ANDROID_WARNING}</MessageBarBody>
      </MessageBar>
    </div>
  );
}

const SIZINGS: Record<AiCameraImageSizing, { label: string; hint: string }> = {
  contain: { label: 'Contain', hint: 'Show all of the picture inside the box' },
  cover: { label: 'Cover', hint: 'Fill the box, cropping the edges of the picture' },
};

/**
 * How the picture is drawn: its fit, still frames polled instead of the stream (for screens
 * whose browser shows no MJPEG), and how many frames and detection readings a second (1 to 20).
 */
export const pictureGroup: ToolbarGroup = {
  id: 'picture',
  label: 'Picture',
  render: (props) => <Picture {...props} />,
};

function Picture({ body, onChange }: Props) {
  const styles = useStyles();
  const camera = readAiCameraBody(body);
  return (
    <div className={styles.root}>
      <Field label="Fit">
        <div className={styles.row} role="group" aria-label="Fit">
          {AI_CAMERA_IMAGE_SIZINGS.map((sizing) => (
            <ToolTip key={sizing} content={SIZINGS[sizing].hint}>
              <ToggleButton
                size="small"
                checked={camera.imageSizing === sizing}
                data-testid={`ai-camera-fit-${sizing}`}
                onClick={() => onChange({ body: { imageSizing: sizing } })}
              >
                {SIZINGS[sizing].label}
              </ToggleButton>
            </ToolTip>
          ))}
        </div>
      </Field>
      <Switch
        label="Use image polling"
        data-testid="ai-camera-polling"
        checked={camera.useImagePolling}
        onChange={(_e, d) => onChange({ body: { useImagePolling: d.checked } })}
      />
      <RangeField
        label="Frames per second"
        testId="ai-camera-fps"
        value={fpsOf(camera)}
        range={AI_CAMERA_FPS}
        onChange={(fps) => onChange({ body: { fps } })}
      />
    </div>
  );
}
