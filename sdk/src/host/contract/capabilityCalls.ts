import type { Capability } from '../capabilities.js';
import type { HostAPI } from '../hostApi.js';

/**
 * Every method of every capability, called with harmless arguments. The suite calls them only
 * on hosts that say they lack the capability, where each must reject with METHOD_NOT_AVAILABLE.
 */
export const CAPABILITY_CALLS: Record<
  Capability,
  Record<string, (host: HostAPI) => Promise<unknown>>
> = {
  reboot: { 'power.reboot': (h) => h.power.reboot() },
  'display-power': {
    'power.displayOn': (h) => h.power.displayOn(),
    'power.displayOff': (h) => h.power.displayOff(),
    'power.isDisplayOn': (h) => h.power.isDisplayOn(),
  },
  'sleep-wake': {
    'power.sleep': (h) => h.power.sleep(),
    'power.wake': (h) => h.power.wake(),
    'power.isAsleep': (h) => h.power.isAsleep(),
  },
  'kiosk-mode': {
    'kiosk.enable': (h) => h.kiosk.enable(),
    'kiosk.disable': (h) => h.kiosk.disable(),
    'kiosk.isEnabled': (h) => h.kiosk.isEnabled(),
  },
  'android-permissions': {
    'permissions.check': (h) => h.permissions.check('android.permission.CAMERA'),
    'permissions.request': (h) => h.permissions.request('android.permission.CAMERA'),
  },
  location: { getLocation: (h) => h.getLocation() },
  'local-files': {
    'files.download': (h) => h.files.download('https://media.marquee.test/blobs/small.bin'),
    'files.list': (h) => h.files.list(),
    'files.delete': (h) => h.files.delete('nothing'),
    'files.freeSpace': (h) => h.files.freeSpace(),
  },
  // Native fetch has no methods of its own: `fetch` works on every host, natively or not.
  'native-fetch': {},
  'video-preparation': {
    'video.prepare': (h) =>
      h.video.prepare('https://media.marquee.test/v.mp4', { x: 0, y: 0, w: 100, h: 100 }),
    'video.play': (h) => h.video.play('video-1'),
    'video.stop': (h) => h.video.stop('video-1'),
    'video.release': (h) => h.video.release('video-1'),
  },
  screenshot: { 'screen.capture': (h) => h.screen.capture() },
  volume: {
    'volume.getVolume': (h) => h.volume.getVolume(),
    'volume.setVolume': (h) => h.volume.setVolume(50),
  },
  orientation: {
    'orientation.getRotation': (h) => h.orientation.getRotation(),
    'orientation.setRotation': (h) => h.orientation.setRotation(0),
  },
};
