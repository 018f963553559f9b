/**
 * Samsung signage (SSSP) control APIs that no @types package describes, typed here from
 * Samsung's references, with fakes that follow them.
 *
 * b2bapis.b2bcontrol — "B2BControl API", Samsung Smart Signage Platform, partner privilege
 * http://developer.samsung.com/privilege/b2bcontrol, loaded from $B2BAPIS/b2bapis/b2bapis.js.
 * Reference: https://developer.samsung.com/signage/develop/api-references/b2b-api-references/b2bcontrol-api.html
 * (that page was not in the search corpus this fake was written from; the shapes below are the
 * ones every public SSSP player found by code search uses: asynchronous calls take
 * (onSuccess, onError), getters are synchronous and throw a WebAPIException, and
 * captureScreen's onSuccess receives the absolute path of the JPEG it wrote, which players read
 * as "file://" + path).
 *
 * webapis.systemcontrol — "SystemControl API", Samsung Product API, since Tizen 6.5, B2B,
 * partner privilege http://developer.samsung.com/privilege/systemcontrol.
 * Reference: https://developer.samsung.com/signage/develop/api-references/samsung-product-api-references/systemcontrol-api.html
 * Its methods are synchronous: void captureScreen(optional CapturePath? path), void
 * rebootDevice(), DOMString getSerialNumber(), void setPanelMute(Activation),
 * Activation getPanelMute(). The reference excerpt does not say where captureScreen writes;
 * Samsung's sample code names /opt/usr/home/owner/share/magicinfo/PepperAPIScreenCapture.jpg.
 */
import type { ErrorCallback } from 'tizen-common-web';
import { tizenError } from './referenceErrors.js';
import type { FileStore } from './referenceFileStore.js';

/** "ON" | "OFF", the Activation enum of both references. */
export type Activation = 'ON' | 'OFF';

/** b2bapis.b2bcontrol, the subset Marquee may use. */
export interface B2BControl {
  /** Captures the screen to a JPEG; onSuccess gets its absolute path. */
  captureScreen(onSuccess: (path: string) => void, onError?: ErrorCallback | null): void;
  rebootDevice(onSuccess: () => void, onError?: ErrorCallback | null): void;
  /** Panel mute "ON" turns the picture off (backlight), "OFF" turns it back on. */
  setPanelMute(value: Activation, onSuccess: () => void, onError?: ErrorCallback | null): void;
  getPanelMuteStatus(): Activation;
  getSerialNumber(): string;
}

/** webapis.systemcontrol (Tizen 6.5+), the subset Marquee may use. */
export interface SystemControl {
  getVersion(): string;
  captureScreen(path?: string | null): void;
  rebootDevice(): void;
  getSerialNumber(): string;
  setPanelMute(enable: Activation): void;
  getPanelMute(): Activation;
}

export const B2BCONTROL_PRIVILEGE = 'http://developer.samsung.com/privilege/b2bcontrol';
export const SYSTEMCONTROL_PRIVILEGE = 'http://developer.samsung.com/privilege/systemcontrol';
export const B2B_CAPTURE_PATH = '/opt/usr/home/owner/share/magicinfo/ScreenCapture.jpg';
export const SYSTEMCONTROL_CAPTURE_PATH =
  '/opt/usr/home/owner/share/magicinfo/PepperAPIScreenCapture.jpg';
/** The folder both captures write to; it exists on a signage set. */
export const CAPTURE_DIR = '/opt/usr/home/owner/share/magicinfo';

/** What the panel shows and does, shared by both control APIs. */
export interface PanelState {
  panelMute: Activation;
  rebootCount: number;
  serialNumber: string;
  /** The JPEG a capture writes. */
  screenshot: () => Uint8Array;
}

const checkActivation = (value: unknown) => {
  if (value !== 'ON' && value !== 'OFF')
    throw tizenError(
      'InvalidValuesError',
      `Activation must be "ON" or "OFF", got ${String(value)}`,
    );
  return value;
};

export function createB2BControl(
  panel: PanelState,
  store: FileStore,
  need: (privilege: string) => void,
  later: (run: () => void) => void,
): B2BControl {
  return {
    captureScreen(onSuccess, onError) {
      need(B2BCONTROL_PRIVILEGE);
      later(() => {
        try {
          store.write(store.normalize(B2B_CAPTURE_PATH), panel.screenshot());
        } catch (error) {
          return onError?.(error as ReturnType<typeof tizenError>);
        }
        onSuccess(B2B_CAPTURE_PATH);
      });
    },
    rebootDevice(onSuccess) {
      need(B2BCONTROL_PRIVILEGE);
      later(() => {
        panel.rebootCount++;
        onSuccess();
      });
    },
    setPanelMute(value, onSuccess, onError) {
      need(B2BCONTROL_PRIVILEGE);
      later(() => {
        if (value !== 'ON' && value !== 'OFF')
          return onError?.(tizenError('InvalidValuesError', `Bad value ${String(value)}`));
        panel.panelMute = value;
        onSuccess();
      });
    },
    getPanelMuteStatus: () => (need(B2BCONTROL_PRIVILEGE), panel.panelMute),
    getSerialNumber: () => (need(B2BCONTROL_PRIVILEGE), panel.serialNumber),
  };
}

export function createSystemControl(
  panel: PanelState,
  store: FileStore,
  need: (privilege: string) => void,
): SystemControl {
  return {
    getVersion: () => (need(SYSTEMCONTROL_PRIVILEGE), '1.0'),
    captureScreen() {
      need(SYSTEMCONTROL_PRIVILEGE);
      store.write(store.normalize(SYSTEMCONTROL_CAPTURE_PATH), panel.screenshot());
    },
    rebootDevice() {
      need(SYSTEMCONTROL_PRIVILEGE);
      panel.rebootCount++;
    },
    getSerialNumber: () => (need(SYSTEMCONTROL_PRIVILEGE), panel.serialNumber),
    setPanelMute(enable) {
      need(SYSTEMCONTROL_PRIVILEGE);
      panel.panelMute = checkActivation(enable);
    },
    getPanelMute: () => (need(SYSTEMCONTROL_PRIVILEGE), panel.panelMute),
  };
}
