import { describe, expect, it } from 'vitest';
import { auditSentence } from './auditSentence';
import { rawIdentifiersIn } from '../../test/rawIdentifiers';

const entry = (
  action: string,
  subjects: { kind: string; name: string | null; deleted: boolean }[] = [],
  changes: unknown = {},
) => ({ action, subjects, changes });

describe('an audit entry as a sentence', () => {
  it('reads an action without a sentence of its own from its name', () => {
    expect(
      auditSentence(
        entry('updateMenuBoard', [{ kind: 'menuBoard', name: 'Lunch', deleted: false }]),
      ),
    ).toBe('Changed the menu board Lunch');
    expect(
      auditSentence(entry('purgeFile', [{ kind: 'file', name: 'a.png', deleted: true }])),
    ).toBe('Deleted for good the file a.png');
    expect(auditSentence(entry('createSpace', [], { name: 'Lobby' }))).toBe(
      'Created the space Lobby',
    );
    expect(auditSentence(entry('loadInstagramProfile'))).toBe('Loaded instagram profile');
    expect(auditSentence(entry('someFutureThingHappened'))).toBe('Some future thing happened');
  });

  it('says plainly what the log never knew the name of', () => {
    expect(
      auditSentence(
        entry('publishToDevice', [{ kind: 'device', name: null, deleted: true }], {
          content: { collectionName: 'scene', entityId: 'x' },
        }),
      ),
    ).toBe('Published a scene to a screen deleted since');
    expect(
      auditSentence(
        entry('renameDevice', [{ kind: 'device', name: 'Hall', deleted: false }], { name: 'Hall' }),
      ),
    ).toBe('Renamed the screen to Hall');
    expect(
      auditSentence(
        entry('renameSpace', [{ kind: 'space', name: 'Foyer', deleted: false }], { name: 'Hall' }),
      ),
    ).toBe('Renamed the space now called Foyer to Hall');
  });

  it('says a screenshot was taken, naming the screen', () => {
    expect(
      auditSentence(
        entry('sendDeviceCommand', [{ kind: 'device', name: 'Counter', deleted: false }], {
          deviceId: 'd1',
          type: 'screenshot',
        }),
      ),
    ).toBe('Took a screenshot of Counter');
  });

  it('names the screen whose display settings changed', () => {
    expect(
      auditSentence(
        entry('updateDeviceSettings', [{ kind: 'device', name: 'Lobby', deleted: false }], {
          deviceId: 'd1',
          input: { volume: 40, rotation: 90, displaySchedule: [] },
        }),
      ),
    ).toBe('Changed the volume, rotation or display hours of Lobby');
  });

  it('never says a code', () => {
    const actions = ['sendDeviceCommand', 'changeUserRole', 'updateSecurityPolicies', 'signOut'];
    for (const action of actions)
      expect(rawIdentifiersIn(auditSentence(entry(action, [], { type: 'displayOff' })))).toEqual(
        [],
      );
  });
});
