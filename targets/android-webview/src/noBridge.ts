/**
 * What the screen says when the shell gave the page no bridge: a WebView without
 * WEB_MESSAGE_LISTENER (the shell injects nothing else, see README.md), or the page opened
 * outside the app. A black screen would leave the person at the box guessing.
 */
export const NO_BRIDGE_MESSAGE =
  'This screen cannot start Marquee: update Android System WebView from the Play Store, then restart the app.';

/** Writes the message into the page, centred, light on black, readable from across a room. */
export function showNoBridge(container: Pick<HTMLElement, 'textContent' | 'style'>): void {
  container.textContent = NO_BRIDGE_MESSAGE;
  Object.assign(container.style, {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: '100%',
    padding: '0 10vw',
    textAlign: 'center',
    color: '#d0d6df',
    background: '#000',
    font: '3vmin system-ui, sans-serif',
  });
}
