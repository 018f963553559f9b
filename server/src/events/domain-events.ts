// Facts one module announces and others react to, so that the module where something happens
// does not import the modules that care (presence and media processing know nothing of e-mail).
// Dispatch is synchronous and in-process; a handler's failure is logged and never reaches the
// code that emitted the event. Events carry ids: a handler reloads what it needs.

/**
 * Every event by name, with what it carries. This file names none: the module that announces a
 * fact declares it beside its definition by declaration merging (`declare module
 * '../../events/domain-events.js' { interface DomainEventMap { … } }` in its module.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules
export interface DomainEventMap {}

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
