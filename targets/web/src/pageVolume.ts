import { checkedVolume, type LocalState, type VolumeControl } from '@marquee/sdk';

const VOLUME_KEY = 'volume';

export interface PageVolume {
  readonly control: VolumeControl;
  /** Makes every audio and video element of `doc`, now and later, play at the volume. */
  follow(doc: Document): void;
}

/** A video or audio element; by its tag, as elements of a frame's document are of another realm. */
const isMedia = (node: EventTarget | null): node is HTMLMediaElement => {
  const tag = (node as { tagName?: unknown } | null)?.tagName;
  return tag === 'VIDEO' || tag === 'AUDIO';
};

/**
 * The volume of a browser page: a browser cannot set the device's speaker, so the level (0-100)
 * is the volume of the page's own media elements, which is what the player's sound is. It is kept
 * in local state so a reload plays at the same level.
 */
export function pageVolume(state: LocalState): PageVolume {
  let level = 100;
  const loaded = state.get<number>(VOLUME_KEY).then(
    (kept) => {
      if (typeof kept === 'number' && Number.isInteger(kept) && kept >= 0 && kept <= 100)
        level = kept;
    },
    () => undefined,
  );
  const followed = new Set<Document>();
  const apply = (media: HTMLMediaElement) => {
    media.volume = level / 100;
  };
  const applyAll = () => {
    for (const doc of followed) {
      // A document whose frame has gone (a reloaded player) no longer plays anything.
      if (!doc.defaultView) followed.delete(doc);
      else doc.querySelectorAll('video, audio').forEach((m) => apply(m as HTMLMediaElement));
    }
  };
  // `play` does not bubble, but it passes the document on its way down: one listener catches
  // every element, including those mounted after this call.
  const onPlay = (event: Event) => {
    if (isMedia(event.target)) apply(event.target);
  };
  return {
    control: {
      async getVolume() {
        await loaded;
        return level;
      },
      async setVolume(next) {
        const checked = checkedVolume(next);
        await loaded;
        level = checked;
        applyAll();
        await state.set(VOLUME_KEY, level);
      },
    },
    follow(doc) {
      if (followed.has(doc)) return;
      followed.add(doc);
      doc.addEventListener('play', onPlay, true);
      void loaded.then(applyAll);
    },
  };
}
