import type { AppServices } from '../../app-services.js';
import type { Scope } from '../../scope.js';
import { findAccount } from '../accounts/repo.js';
import { recordOutsideAction } from '../audit-log/service.js';
import type { StoredSubject } from '../audit-log/subjects.js';

// What a partner does to a child account is audited in both accounts: the partner's own log
// gets the mutation (as every mutation), and the child's log gets this entry, so the child's
// users read which reseller, and which of its people, changed their account.

export type PartnerAction =
  'partnerCreateAccount' | 'partnerInviteUser' | 'partnerUpdateAccount' | 'partnerRemoveUser';

export async function recordInChild(
  app: AppServices,
  scope: Scope,
  childId: string,
  entry: { action: PartnerAction; changes: Record<string, unknown>; subjects?: StoredSubject[] },
) {
  const partner = await findAccount(app.db, scope.accountId);
  const partnerName = partner?.name ?? 'a partner';
  const who = scope.actor.kind === 'user' ? scope.actor.email : 'an API key';
  await recordOutsideAction(app, childId, {
    actor: `Partner ${partnerName} (${who})`,
    action: entry.action,
    changes: { partner: partnerName, partnerUser: who, ...entry.changes },
    subjects: entry.subjects ?? [],
  });
}
