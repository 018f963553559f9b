// @vitest-environment jsdom
import { HEARTBEAT_TAG } from '@marquee/sdk';
import { VirtualAction, VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { beatToFrame } from './frameHeartbeat.js';

/** A player window whose parent records what it is sent, and its own #player element. */
function playerWindow() {
  const posted: Array<[unknown, string]> = [];
  const parent = { postMessage: (data: unknown, origin: string) => posted.push([data, origin]) };
  const doc = document.implementation.createHTMLDocument('player');
  const root = doc.body.appendChild(doc.createElement('div'));
  root.id = 'player';
  const win = { document: doc, parent, location: { origin: 'http://localhost:1' } };
  return { win: win as unknown as Window, posted, root };
}

describe('beatToFrame', () => {
  it('beats to the parent origin at the asked period while the player shows something', () => {
    const { win, posted, root } = playerWindow();
    root.appendChild(document.createElement('main'));
    const scheduler = new VirtualTimeScheduler(VirtualAction, 2_000);
    const beating = beatToFrame(win, '?heartbeat=500&parent=http%3A%2F%2F127.0.0.1%3A2', scheduler);
    scheduler.flush();
    beating.unsubscribe();
    expect(posted).toHaveLength(5);
    expect(posted[0]).toEqual([{ tag: HEARTBEAT_TAG }, 'http://127.0.0.1:2']);
  });

  it('is silent while #player is empty, as after its React tree came down', () => {
    const { win, posted } = playerWindow();
    const scheduler = new VirtualTimeScheduler(VirtualAction, 20_000);
    beatToFrame(win, '', scheduler);
    scheduler.flush();
    expect(posted).toEqual([]);
  });
});
