// Facts one module announces and others react to, so that the module where something happens
// does not import the modules that care (presence and media processing know nothing of e-mail).
// Dispatch is synchronous and in-process; a handler's failure is logged and never reaches the
// code that emitted the event. Events carry ids: a handler reloads what it needs.

export interface DomainEventMap {
  /** A screen lost its last connection or missed its heartbeats. */
  'device:went-offline': { deviceId: string; accountId: string };
  /** Processing a file ended in the ERROR status. */
  'file:processing-failed': { fileId: string; accountId: string };
  /** An upload was confirmed, so the account's stored bytes grew. */
  'file:upload-confirmed': { fileId: string; accountId: string };
  /**
   * Scenes, playlists or schedules were edited (or shared to other spaces): screens showing them,
   * or anything that contains them, must load their content again.
   */
  'content:changed': { entityIds: string[]; accountId: string };
  /**
   * Scenes, playlists or schedules were deleted: screens showing one of them show nothing from
   * now on, and screens showing something that contained them load their content again.
   */
  'content:deleted': { entityIds: string[]; accountId: string };
}

export type DomainEventName = keyof DomainEventMap;
export type DomainEventHandler<K extends DomainEventName> = (event: DomainEventMap[K]) => void;

export interface DomainEvents {
  emit<K extends DomainEventName>(name: K, event: DomainEventMap[K]): void;
  /** Returns the function that removes the handler. */
  on<K extends DomainEventName>(name: K, handler: DomainEventHandler<K>): () => void;
}

export function createDomainEvents(
  onHandlerError: (error: unknown, name: string) => void,
): DomainEvents {
  const handlers = new Map<DomainEventName, Set<(event: never) => void>>();
  return {
    emit(name, event) {
      for (const handler of handlers.get(name) ?? []) {
        try {
          (handler as DomainEventHandler<typeof name>)(event);
        } catch (error) {
          onHandlerError(error, name);
        }
      }
    },
    on(name, handler) {
      let set = handlers.get(name);
      if (!set) handlers.set(name, (set = new Set()));
      const entry = handler as (event: never) => void;
      set.add(entry);
      return () => set.delete(entry);
    },
  };
}
