import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/** How long panels wait for the slowest of them before they draw what they have. */
export const LOAD_GATE_MAX_WAIT_MS = 10_000;

interface Gate {
  drawn: boolean;
  /** A panel says it waits for its first answer (true), or no longer (false). */
  waits: (id: string, waiting: boolean) => void;
}

const GateContext = createContext<Gate | null>(null);

/**
 * Panels that each fetch their own data, drawn together once every one of them has its first
 * answer (or failed), with `waiting` in their place until then. Drawn one by one, each would push
 * the panels under it down as its answer came, under the operator's pointer; and no placeholder
 * could reserve their room, since it depends on what comes (a log's lines, a picture, a history).
 * A panel that never answers holds the others back at most `maxWaitMs`: then they draw and it
 * shows its own loading. Once drawn they stay drawn; a later reload is each panel's own.
 */
export function LoadGate({
  waiting,
  children,
  maxWaitMs = LOAD_GATE_MAX_WAIT_MS,
}: {
  waiting: ReactNode;
  children: ReactNode;
  maxWaitMs?: number;
}) {
  const pending = useRef(new Set<string>());
  const [drawn, setDrawn] = useState(false);
  const [changes, setChanges] = useState(0);
  const waits = useCallback((id: string, waiting: boolean) => {
    if (waiting) pending.current.add(id);
    else pending.current.delete(id);
    setChanges((n) => n + 1);
  }, []);
  const gate = useMemo<Gate>(() => ({ drawn, waits }), [drawn, waits]);
  // After the first commit and after each change of who waits, the panels' own layout effects
  // included (they run first): on the first, all of them have said whether they wait, and with
  // every answer already in the cache the panels draw before the first paint.
  useLayoutEffect(() => {
    if (!drawn && pending.current.size === 0) setDrawn(true);
  }, [changes, drawn]);
  useEffect(() => {
    const timer = setTimeout(() => setDrawn(true), maxWaitMs);
    return () => clearTimeout(timer);
  }, [maxWaitMs]);
  return (
    <GateContext.Provider value={gate}>
      {!drawn && waiting}
      {children}
    </GateContext.Provider>
  );
}

/**
 * For a panel inside a LoadGate: says whether it has its first answer (`answered`) and tells
 * whether to draw now. A panel renders nothing until then (its queries run all the same), so
 * no hidden control can be reached. Outside a gate a panel always draws.
 */
export function useLoadGate(answered: boolean): boolean {
  const gate = useContext(GateContext);
  const id = useId();
  const waits = gate?.waits;
  useLayoutEffect(() => {
    if (!waits || answered) return undefined;
    waits(id, true);
    return () => waits(id, false);
  }, [waits, id, answered]);
  return gate?.drawn ?? true;
}

/** What a page draws with the panels of its LoadGate, though it needs no answer of its own. */
export function DrawnWithGate({ children }: { children: ReactNode }) {
  return useLoadGate(true) ? children : null;
}
