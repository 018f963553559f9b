import { defineModule } from '../define-module.js';
import { sceneResolvers } from './resolvers.js';

// The content modules (scenes, and playlists and schedules above them) announce edits, so screens
// showing the content load it again without the content knowing of screens.
declare module '../../events/domain-events.js' {
  interface DomainEventMap {
    /**
     * Scenes, playlists or schedules were edited (or shared to other spaces): screens showing
     * them, or anything that contains them, must load their content again.
     */
    'content:changed': { entityIds: string[]; accountId: string };
    /**
     * Scenes, playlists or schedules were deleted: screens showing one of them show nothing from
     * now on, and screens showing something that contained them load their content again.
     */
    'content:deleted': { entityIds: string[]; accountId: string };
  }
}

export const scenesModule = defineModule({
  name: 'scenes',
  resolvers: sceneResolvers,
});
