/** A Web Storage for tests that run in Node (where fetch and its timeouts are the real ones). */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

/** Installs session and local storage on globalThis, and makes `Object.keys(sessionStorage)` list the keys. */
export function installMemoryStorage(): void {
  for (const name of ["sessionStorage", "localStorage"] as const) {
    const storage = new MemoryStorage();
    const proxy = new Proxy(storage, {
      ownKeys: () => [...Array(storage.length).keys()].map((i) => storage.key(i)!),
      getOwnPropertyDescriptor: (_, key) =>
        typeof key === "string" && storage.getItem(key) !== null ? { enumerable: true, configurable: true, value: storage.getItem(key) } : undefined,
      get: (target, key) => {
        const value = Reflect.get(target, key, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    Object.defineProperty(globalThis, name, { value: proxy, configurable: true });
  }
}
