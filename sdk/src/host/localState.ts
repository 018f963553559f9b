/** JSON-serialisable values that local state may hold. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * Whether `value` is plain JSON (what JSON.parse gives: no undefined, functions, class instances or
 * non-finite numbers), so it can be stored as it is and read back equal.
 */
export function isJsonValue(value: unknown): value is JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJsonValue);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(isJsonValue);
}

/** Persistent key/value store of the device; survives reloads and reboots. Values are JSON. */
export interface LocalState {
  /** The stored value, or undefined when the key is absent (or its stored form is unreadable). */
  get<T extends JsonValue = JsonValue>(key: string): Promise<T | undefined>;
  set(key: string, value: JsonValue): Promise<void>;
  remove(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

/**
 * Local state over a map of JSON strings. Values are copied through JSON like a real store
 * would, so a caller never shares an object with the store. Pass the same map to a second
 * instance to model a restart.
 */
export class MemoryLocalState implements LocalState {
  constructor(readonly values: Map<string, string> = new Map()) {}

  async get<T extends JsonValue = JsonValue>(key: string): Promise<T | undefined> {
    const raw = this.values.get(key);
    return raw === undefined ? undefined : (JSON.parse(raw) as T);
  }

  async set(key: string, value: JsonValue): Promise<void> {
    this.values.set(key, JSON.stringify(value));
  }

  async remove(key: string): Promise<void> {
    this.values.delete(key);
  }

  async keys(): Promise<string[]> {
    return [...this.values.keys()];
  }
}
