/** A Storage (localStorage's interface) over a Map; hand the same map to a second host to model a reboot. */
export function memoryStorage(values = new Map<string, string>()): Storage {
  const storage = {
    get length() {
      return values.size;
    },
    key: (index: number) => [...values.keys()][index] ?? null,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, String(value)),
    removeItem: (key: string) => void values.delete(key),
    clear: () => values.clear(),
  };
  return storage;
}
