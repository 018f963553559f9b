import { describe, expect, it } from 'vitest';
import { auditSentence } from './auditSentence';
import { rawIdentifiersIn } from '../../../../fixtures/text/rawIdentifiers';

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

  it('names an uploaded file by the name it was sent with', () => {
    const file = { originalName: 'opening-hours.png', mimetype: 'image/png' };
    expect(auditSentence(entry('createFiles', [], { files: [file] }))).toBe(
      'Uploaded opening-hours.png',
    );
    expect(auditSentence(entry('createFiles', [], { files: [file, file] }))).toBe(
      'Uploaded 2 files',
    );
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
    ).toBe('Changed the settings of Lobby');
  });

  it('never says a code', () => {
    const actions = ['sendDeviceCommand', 'changeUserRole', 'updateSecurityPolicies', 'signOut'];
    for (const action of actions)
      expect(rawIdentifiersIn(auditSentence(entry(action, [], { type: 'displayOff' })))).toEqual(
        [],
      );
  });

  it('says what happened to the fleet: groups, publishes to many, broadcasts, bulk actions', () => {
    const lobby = { kind: 'screenGroup', name: 'Lobby', deleted: false };
    const bar = { kind: 'device', name: 'Bar', deleted: false };
    const demo = { kind: 'playlist', name: 'Demo', deleted: false };
    expect(auditSentence(entry('createScreenGroup', [lobby]))).toBe('Created the group Lobby');
    expect(
      auditSentence(entry('addScreensToGroup', [lobby, bar], { groupId: 'g', deviceIds: ['d'] })),
    ).toBe('Added Bar to the group Lobby');
    expect(
      auditSentence(
        entry('removeScreensFromGroup', [lobby], { groupId: 'g', deviceIds: ['a', 'b', 'c'] }),
      ),
    ).toBe('Took 3 screens out of the group Lobby');
    expect(
      auditSentence(
        entry('publishToScreens', [demo], {
          content: { collectionName: 'playlist', entityId: 'p' },
          targets: { deviceIds: ['a', 'b'], groupIds: ['g'] },
        }),
      ),
    ).toBe('Published Demo to 2 screens and 1 group');
    expect(
      auditSentence(
        entry('startBroadcast', [demo], {
          input: { content: { collectionName: 'playlist', entityId: 'p' } },
        }),
      ),
    ).toBe('Started an emergency broadcast of Demo');
    expect(auditSentence(entry('clearBroadcast'))).toBe('Cleared an emergency broadcast');
    expect(
      auditSentence(
        entry('startBulkAction', [], { input: { kind: 'reboot', deviceIds: ['a', 'b'] } }),
      ),
    ).toBe('Rebooted 2 screens');
    expect(
      auditSentence(entry('startBulkAction', [], { input: { kind: 'displayOff', filter: {} } })),
    ).toBe('Turned off the displays of the screens matching a filter');
    expect(auditSentence(entry('updateScreenGroupSettings', [lobby]))).toBe(
      'Changed the settings of the group Lobby',
    );
    expect(auditSentence(entry('createLiveLink'))).toBe('Shared a live view link');
    for (const action of ['setDeviceTags', 'clearScreenContent', 'revokeLiveLink'])
      expect(rawIdentifiersIn(auditSentence(entry(action, [bar], { deviceIds: ['d'] })))).toEqual(
        [],
      );
  });
  it('says what a service admin did, and who signed in as whom', () => {
    expect(
      auditSentence(
        entry('serviceSignInAs', [], {
          serviceAdmin: 'service@marquee.local',
          user: 'admin@marquee.local',
          reason: 'Ticket 42',
        }),
      ),
    ).toBe('Service admin service@marquee.local signed in as admin@marquee.local');
    expect(auditSentence(entry('serviceDisableAccount'))).toBe(
      'A service admin disabled the organization',
    );
    expect(
      auditSentence(entry('sendServiceDeviceCommand', [], { input: { type: 'reload' } })),
    ).toBe('Reloaded the player on a screen of another organization');
  });

  it('says what a reseller did, in its own log and in its customer’s', () => {
    const cafe = [{ kind: 'partnerChildAccount', name: 'Cafe 2', deleted: false }];
    expect(
      auditSentence(
        entry('updatePartnerChildAccount', cafe, {
          id: 'a',
          input: { name: 'Cafe 2', languageCode: 'de' },
        }),
      ),
    ).toBe('Changed the settings of Cafe 2: renamed it to Cafe 2, language de');
    expect(
      auditSentence(
        entry('invitePartnerChildUser', cafe, { accountId: 'a', email: 'b@c.example' }),
      ),
    ).toBe('Invited b@c.example into Cafe 2');
    expect(auditSentence(entry('removePartnerChildUser', [], { accountId: 'a', id: 'u' }))).toBe(
      'Removed a user or an invitation from a customer account',
    );
    const changes = { partner: 'Northwind Resellers', email: 'b@c.example' };
    expect(auditSentence(entry('partnerRemoveUser', [], changes))).toBe(
      'Partner Northwind Resellers removed b@c.example from the organization',
    );
    expect(auditSentence(entry('partnerRemoveUser', [], { ...changes, invitation: true }))).toBe(
      'Partner Northwind Resellers withdrew the invitation of b@c.example',
    );
    expect(
      auditSentence(entry('partnerUpdateAccount', [], { temperatureUnit: 'fahrenheit' })),
    ).toBe('A partner changed the organization’s settings: temperature in fahrenheit');
  });
});
