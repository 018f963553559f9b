import { checkedVolume, type VolumeControl } from '@marquee/sdk';
import { platformError } from './tizenErrors.js';
import type { TizenApis } from './tizenPlatform.js';

/**
 * The set's speaker volume through tizen.tvaudiocontrol, whose scale is the HostAPI's own (0 to
 * 100). Both calls are synchronous and throw a WebAPIException on failure. A level the HostAPI
 * refuses (not a whole number from 0 to 100) is refused before the set is asked.
 */
export function tvVolume(audio: NonNullable<TizenApis['tvaudiocontrol']>): VolumeControl {
  return {
    async getVolume() {
      try {
        return audio.getVolume();
      } catch (error) {
        throw platformError(error);
      }
    },
    async setVolume(level) {
      const volume = checkedVolume(level);
      try {
        audio.setVolume(volume);
      } catch (error) {
        throw platformError(error);
      }
    },
  };
}
