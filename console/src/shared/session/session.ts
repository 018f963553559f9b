import { createContext, useContext } from 'react';
import type { Role } from '@marquee/sdk/model';

// What the signed-in user may see and do. Before the user is loaded nothing is allowed
// (permissions are unset, so all denied, until a user with a role is loaded).

export interface Session {
  userId: string | null;
  email: string | null;
  role: Role | null;
  permissions: ReadonlySet<string>;
  features: ReadonlySet<string>;
  /** Feature key -> the tariff that unlocks it (absent keys mean Enterprise). */
  tariffs: Readonly<Record<string, string>>;
  billingType: string | null;
  accountName: string | null;
}

export const SIGNED_OUT_SESSION: Session = {
  userId: null,
  email: null,
  role: null,
  permissions: new Set(),
  features: new Set(),
  tariffs: {},
  billingType: null,
  accountName: null,
};

export const SessionContext = createContext<Session>(SIGNED_OUT_SESSION);

export const useSession = (): Session => useContext(SessionContext);

export const useCan = (permission: string): boolean => useSession().permissions.has(permission);
