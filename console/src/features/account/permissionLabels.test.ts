import { ALL_PERMISSIONS } from '@marquee/sdk/model';
import { describe, expect, it } from 'vitest';
import {
  groupPermissions,
  isComingPermission,
  permissionGroupName,
  permissionLabel,
  roleAllows,
} from './permissionLabels';

describe('permission labels', () => {
  it('reads every key the server knows as a sentence', () => {
    expect(permissionLabel('integrations:menu-board-location:delete')).toBe(
      'Delete menu board locations',
    );
    expect(permissionLabel('integrations:customer-feedback:read')).toBe('View customer feedback');
    expect(permissionLabel('playlist:update')).toBe('Edit playlists');
    expect(permissionLabel('media:read')).toBe('View media');
    expect(permissionLabel('device:register')).toBe('Register screens');
    expect(permissionLabel('device:manage-content')).toBe('Publish content to screens');
    expect(permissionLabel('account:manage-billing')).toBe('Manage billing');
    expect(permissionLabel('partner-accounts:create')).toBe('Create partner accounts');
    for (const key of ALL_PERMISSIONS) expect(permissionLabel(key)).not.toContain(':');
    expect(new Set(ALL_PERMISSIONS.map(permissionLabel)).size).toBe(ALL_PERMISSIONS.length);
  });

  it('gives a permission added later a sensible label without an edit', () => {
    expect(permissionLabel('integrations:sensor:export')).toBe('Export sensors');
    expect(permissionLabel('schedule-template:read')).toBe('View schedule templates');
    expect(permissionLabel('ai-model:run-inference')).toBe('Run inference for ai models');
  });

  it('groups keys by area, in the order they come', () => {
    expect(permissionGroupName('device:read')).toBe('Screens');
    expect(permissionGroupName('integrations:menu-board:read')).toBe('Integrations');
    expect(
      groupPermissions(['device:read', 'media:read', 'device:delete', 'account:manage']),
    ).toEqual([
      { name: 'Screens', keys: ['device:read', 'device:delete'] },
      { name: 'Media', keys: ['media:read'] },
      { name: 'Organization', keys: ['account:manage'] },
    ]);
  });

  it('says which permissions are for areas still to come', () => {
    expect(isComingPermission('account:manage-billing')).toBe(false);
    expect(isComingPermission('integrations:sensor-analytics:read')).toBe(true);
    expect(isComingPermission('integrations:menu-board:read')).toBe(false);
    expect(roleAllows(['media:read', 'account:manage-billing'])).toBe(
      'Allows: View media, Manage billing.',
    );
  });
});
