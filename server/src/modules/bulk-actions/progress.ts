import { PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { assertPermission } from '../../graphql/guards.js';
import { startWith } from '../../pubsub/streams.js';
import type { Scope } from '../../scope.js';
import * as repo from './repo.js';
import type { BulkActionProgress } from './repo.js';

declare module '../../pubsub/pubsub.js' {
  interface Topics {
    /** A bulk action saved a batch's progress (or finished). Keyed by the action's id. */
    'bulk-action:progress': { actionId: string };
  }
}

/** Tells the action's followers, in every process, that its progress changed. */
export function publishProgress(app: Pick<AppServices, 'pubsub'>, actionId: string): void {
  app.pubsub.publish('bulk-action:progress', actionId, { actionId });
}

/**
 * bulkActionChanged: the action now, then after each saved batch, ending after the finished
 * state. An id of another account or space yields nothing and ends at once, as bulkAction
 * answers null for it.
 */
export function bulkActionChanged(
  app: AppServices,
  scope: Scope,
  id: string,
): AsyncIterableIterator<BulkActionProgress> {
  assertPermission(scope, PERMISSIONS.device.read);
  const source = startWith<unknown>(null, app.pubsub.subscribe('bulk-action:progress', id));
  let ended = false;
  const end = async (): Promise<IteratorResult<BulkActionProgress, undefined>> => {
    if (!ended) {
      ended = true;
      await source.return?.();
    }
    return { value: undefined, done: true };
  };
  const iterator: AsyncIterableIterator<BulkActionProgress> = {
    async next() {
      if (ended) return end();
      const step = await source.next();
      if (step.done || ended) return end();
      const row = await repo.findProgress(app.db, scope.accountId, id, scope.spaceId);
      if (!row) return end();
      // The finished state is the last word: the stream ends after it.
      if (row.state === 'finished') ended = true;
      if (ended) await source.return?.();
      return { value: row, done: false };
    },
    return: end,
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
