import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './loginRedirect';
import { isPublicPath } from '../app/publicRoutes';

describe('safeReturnPath', () => {
  it('follows a local path with its query', () => {
    expect(safeReturnPath('/devices?pairingCode=7K3M9QXD')).toBe('/devices?pairingCode=7K3M9QXD');
    expect(safeReturnPath('/files/folder/42')).toBe('/files/folder/42');
  });

  it('sends the user home for anything that could leave the site', () => {
    expect(safeReturnPath('//evil.example/steal')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('javascript:alert(1)')).toBe('/');
    expect(safeReturnPath('devices')).toBe('/');
  });

  it('sends the user home when there is no returnPath', () => {
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath('')).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('carries the current path and search so the user comes back to it', () => {
    const login = loginPathFor('/devices?pairingCode=7K3M9QXD');
    const url = new URL(login, 'http://console.test');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('returnPath')).toBe('/devices?pairingCode=7K3M9QXD');
  });

  it('needs no returnPath for the home page', () => {
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/', 'accountDisabled')).toBe('/login?accountDisabled=1');
    expect(loginPathFor('/files', 'accountDisabled')).toBe(
      '/login?returnPath=%2Ffiles&accountDisabled=1',
    );
  });
});

describe('isPublicPath', () => {
  it('matches public routes by prefix', () => {
    expect(isPublicPath('/login')).toBe(true);
    expect(isPublicPath('/change-password/abc')).toBe(true);
    expect(isPublicPath('/live')).toBe(true);
  });

  it('keeps everything else behind sign-in', () => {
    expect(isPublicPath('/')).toBe(false);
    expect(isPublicPath('/devices')).toBe(false);
    expect(isPublicPath('/loginx')).toBe(false);
  });
});
