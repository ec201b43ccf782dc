/** A set of change listeners: `subscribe` (for useSyncExternalStore) and `emit`. */
export function createListeners() {
  const listeners = new Set<() => void>();
  return {
    emit(): void {
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
