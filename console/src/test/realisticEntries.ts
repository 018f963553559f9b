// Data as a real server sends it, for the pages that must turn it into words: audit log entries
// (actions are mutation names, ids are UUIDs, changes are the arguments) and a schedule's field
// errors (paths into the input). The pages' tests and the scan for raw identifiers share them.

const DEVICE = '01a21f7c-5b3e-7c2d-9e4f-0a1b2c3d4e5f';
const PLAYLIST = '01a21f80-1111-7c2d-9e4f-0a1b2c3d4e5f';

const entry = (
  i: number,
  action: string,
  entityType: string,
  changes: Record<string, unknown>,
  subjects: { kind: string; name: string | null; deleted: boolean }[],
) => ({
  _id: `01a21f90-000${i}-7c2d-9e4f-0a1b2c3d4e5f`,
  createdAt: new Date(Date.UTC(2026, 10, 2, 12, 60 - i)).toISOString(),
  actor: 'admin@example.com',
  action,
  entityType,
  changes,
  subjects,
});

const counter = { kind: 'device', name: 'Counter', deleted: false };

/** Seven entries, newest first, of the kinds an acceptance tester saw as codes and JSON. */
export const AUDIT_LOG_ENTRIES = [
  entry(
    1,
    'publishToDevice',
    'Device',
    { deviceId: DEVICE, content: { collectionName: 'playlist', entityId: PLAYLIST } },
    [counter, { kind: 'playlist', name: 'Demo playlist', deleted: false }],
  ),
  entry(2, 'sendDeviceCommand', 'Device', { deviceId: DEVICE, type: 'reboot' }, [
    { ...counter, deleted: true },
  ]),
  entry(3, 'inviteUser', 'User', { email: 'jane@example.com', userRoleId: 'r-1' }, [
    { kind: 'userRole', name: 'Editors', deleted: false },
  ]),
  entry(4, 'deleteDevice', 'Device', { id: DEVICE }, [{ ...counter, deleted: true }]),
  entry(
    5,
    'addFilesToPlaylist',
    'FilesToPlaylist',
    { playlistId: PLAYLIST, fileIds: ['f-1', 'f-2', 'f-3'] },
    [{ kind: 'playlist', name: 'Lunch menu', deleted: false }],
  ),
  entry(6, 'updateMenuBoardLocation', 'MenuBoardLocation', { id: 'l-1', data: { name: 'x' } }, [
    { kind: 'menuBoardLocation', name: 'Main street', deleted: false },
  ]),
  entry(7, 'deleteSchedule', 'Schedule', { id: 's-1' }, [
    { kind: 'schedule', name: 'Night', deleted: true },
  ]),
];

/** The field errors the server sends for a schedule whose second row ends before it starts. */
export const SCHEDULE_FIELD_ERRORS = [
  { path: 'playlistTimings.1.timeTo', message: 'Start time must be before end time' },
];
