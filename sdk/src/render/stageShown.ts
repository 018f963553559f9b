import { createContext } from 'react';

/**
 * Told each time a stage layer becomes visible, i.e. content is on screen (the player runtime's
 * `stageShown`: a boot from kept content waits for it before it asks the server).
 */
export const StageShownContext = createContext<() => void>(() => undefined);
