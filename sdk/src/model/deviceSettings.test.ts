import { describe, expect, it } from 'vitest';
import { deviceSettingsErrors, sortDisplaySchedule, type DisplayPeriod } from './deviceSettings.js';

const period = (day: DisplayPeriod['day'], start: string, end: string): DisplayPeriod => ({
  day,
  start,
  end,
});

describe('deviceSettingsErrors', () => {
  it('accepts a shop week, a night period and the whole day', () => {
    expect(
      deviceSettingsErrors({
        volume: 40,
        rotation: 90,
        displaySchedule: [
          period('mon', '07:00', '22:00'),
          period('fri', '22:00', '02:00'),
          period('sat', '09:00', '18:00'),
          period('sun', '00:00', '24:00'),
        ],
      }),
    ).toEqual([]);
  });

  it('puts each problem on its field', () => {
    expect(
      deviceSettingsErrors({
        volume: 101,
        rotation: 45,
        displaySchedule: [period('mon', '7:00', '25:00'), period('tue', '08:00', '08:00')],
      }),
    ).toEqual([
      { path: 'volume', message: 'Volume is a whole number from 0 to 100' },
      { path: 'rotation', message: 'Choose 0, 90, 180 or 270 degrees' },
      { path: 'displaySchedule.0.start', message: 'Enter a time like 07:30' },
      { path: 'displaySchedule.0.end', message: 'Enter a time like 07:30' },
      {
        path: 'displaySchedule.1.end',
        message: expect.stringContaining('The period ends when it starts') as string,
      },
    ]);
  });

  it('refuses overlaps, also of a night period with the next morning and across the week', () => {
    const errors = deviceSettingsErrors({
      displaySchedule: [
        period('mon', '07:00', '22:00'),
        period('mon', '21:00', '23:00'),
        period('sun', '22:00', '08:00'),
        period('tue', '06:00', '07:00'),
      ],
    });
    expect(errors).toEqual([
      {
        path: 'displaySchedule.1.start',
        message: 'Overlaps Monday 07:00–22:00; join them into one period',
      },
      {
        path: 'displaySchedule.2.start',
        message: 'Overlaps Monday 07:00–22:00; join them into one period',
      },
    ]);
  });

  it('lets periods touch', () => {
    expect(
      deviceSettingsErrors({
        displaySchedule: [period('mon', '07:00', '12:00'), period('mon', '12:00', '18:00')],
      }),
    ).toEqual([]);
  });

  it('bounds the number of periods', () => {
    const many = Array.from({ length: 29 }, () => period('mon', '07:00', '08:00'));
    expect(deviceSettingsErrors({ displaySchedule: many })).toEqual([
      { path: 'displaySchedule', message: 'At most 28 periods a week' },
    ]);
  });

  it('sorts a schedule in week order', () => {
    expect(
      sortDisplaySchedule([period('sun', '09:00', '10:00'), period('mon', '09:00', '10:00')]).map(
        (p) => p.day,
      ),
    ).toEqual(['mon', 'sun']);
  });
});
