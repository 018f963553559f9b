// What data items (news, weather, posts, tables) show without data, and the editor's note why.
export { editorHintOf, feedProblemOf, feedShowsOf, type FeedShows } from './feedState.js';
export { FeedPlaceholder, type FeedPlaceholderProps } from './FeedPlaceholder.js';
export { EditorHint } from './EditorHint.js';
export type { PlaceholderGlyph } from './glyphs.js';
export { PLACEHOLDER_MESSAGE } from './messages.js';
