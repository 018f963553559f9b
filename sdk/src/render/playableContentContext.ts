import { createContext, useContext } from 'react';
import type { PlayableDocuments, PlayableFile } from '../player/content.js';

/**
 * The documents of the content being played, for widgets that play other documents (a playlist
 * item plays a whole playlist in its box): the playlists and scenes by id, and the files they
 * show. Provided where the content is known (StagePlayer); elsewhere it is empty, and such a
 * widget shows nothing.
 */
export interface PlayableContentValue extends PlayableDocuments {
  files: ReadonlyMap<string, PlayableFile>;
}

const NO_CONTENT: PlayableContentValue = {
  playlists: new Map(),
  scenes: new Map(),
  files: new Map(),
};

export const PlayableContentContext = createContext<PlayableContentValue>(NO_CONTENT);

export function usePlayableContent(): PlayableContentValue {
  return useContext(PlayableContentContext);
}
