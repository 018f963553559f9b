import { describe, expect, it } from 'vitest';
import { createDomainEvents } from './domain-events.js';

describe('domain events', () => {
  it('delivers an event to every handler of its name, and only to those', () => {
    const events = createDomainEvents(() => {});
    const offline: string[] = [];
    const failed: string[] = [];
    events.on('device:went-offline', (e) => offline.push(e.deviceId));
    events.on('file:processing-failed', (e) => failed.push(e.fileId));
    events.emit('device:went-offline', { deviceId: 'd1', accountId: 'a1' });
    expect(offline).toEqual(['d1']);
    expect(failed).toEqual([]);
  });

  it('keeps a failing handler from reaching the emitter or the other handlers', () => {
    const errors: string[] = [];
    const events = createDomainEvents((_error, name) => errors.push(name));
    const seen: string[] = [];
    events.on('file:upload-confirmed', () => {
      throw new Error('boom');
    });
    events.on('file:upload-confirmed', (e) => seen.push(e.fileId));
    expect(() =>
      events.emit('file:upload-confirmed', { fileId: 'f1', accountId: 'a1' }),
    ).not.toThrow();
    expect(seen).toEqual(['f1']);
    expect(errors).toEqual(['file:upload-confirmed']);
  });

  it('stops delivering once a handler is removed', () => {
    const events = createDomainEvents(() => {});
    const seen: string[] = [];
    const off = events.on('device:went-offline', (e) => seen.push(e.deviceId));
    off();
    events.emit('device:went-offline', { deviceId: 'd1', accountId: 'a1' });
    expect(seen).toEqual([]);
  });
});
