import { PLAYER_BROWSER_EVENTS, type PlayerLogger } from '@marquee/sdk';

const MAX_LOG = 40;

/** A log the QA panel shows: player warnings and the player's browser events. */
export class QaLog implements PlayerLogger {
  readonly lines: string[] = [];
  readonly plays = new Map<string, number>();
  private listeners = new Set<() => void>();

  add(line: string) {
    this.lines.unshift(`${new Date().toISOString().slice(11, 19)} ${line}`);
    this.lines.length = Math.min(this.lines.length, MAX_LOG);
    this.listeners.forEach((l) => l());
  }
  warn(message: string, details?: Record<string, unknown>) {
    console.warn(message, details);
    this.add(`warn: ${message}`);
  }
  /** Listens to the player's events on `target` (the window). */
  listen(target: EventTarget) {
    for (const type of Object.values(PLAYER_BROWSER_EVENTS)) {
      target.addEventListener(type, (event) => {
        const detail = (event as CustomEvent<{ sceneId?: string; itemId?: string }>).detail;
        if (type === PLAYER_BROWSER_EVENTS.itemStarted) {
          const key = detail?.sceneId ?? detail?.itemId ?? '?';
          this.plays.set(key, (this.plays.get(key) ?? 0) + 1);
        }
        this.add(`${type} ${detail?.sceneId ?? detail?.itemId ?? ''}`.trim());
      });
    }
  }
  subscribe(listener: () => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
}
