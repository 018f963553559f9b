import type { Permission } from '@marquee/sdk/model';
import { badUserInput } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import type { Scope } from '../../scope.js';

/**
 * The space a read is narrowed to. A screen reads every board and location of its account (a
 * scene shown on it may come from any space); a user needs the read permission and sees the
 * current space.
 */
export function readSpace(scope: Scope, permission: Permission): string | null {
  if (scope.actor.kind === 'device') return null;
  assertPermission(scope, permission);
  return scope.spaceId;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day as YYYY-MM-DD, else BAD_USER_INPUT at `path`. */
export function assertDay(value: string, path = 'menuDate'): string {
  const m = DAY.exec(value);
  const date = m ? new Date(`${value}T00:00:00.000Z`) : null;
  if (!m || !date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    const message = 'Use a date as YYYY-MM-DD';
    throw badUserInput(`${path}: ${message}`, [{ path, message }]);
  }
  return value;
}

/** The first and last day (YYYY-MM-DD) of a month given as YYYY-MM. */
export function monthDays(month: string): { first: string; last: string } {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  const monthIndex = m ? Number(m[2]) - 1 : -1;
  if (!m || monthIndex < 0 || monthIndex > 11) {
    const message = 'Use a month as YYYY-MM';
    throw badUserInput(`month: ${message}`, [{ path: 'month', message }]);
  }
  const lastDay = new Date(Date.UTC(Number(m[1]), monthIndex + 1, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(lastDay).padStart(2, '0')}` };
}
