import type { ReactNode } from 'react';
import { PublicPage } from '../../kit/PublicPage';

/** The centred card every public account page (sign-up, recovery, ...) sits in. */
export function PublicCard({ children }: { children: ReactNode }) {
  return <PublicPage>{children}</PublicPage>;
}
