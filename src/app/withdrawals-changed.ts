type Listener = () => void;
const listeners = new Set<Listener>();

/** Said when a withdrawal changed outside the withdraw flow (the member confirmed a receipt): the withdraw page reloads its list. */
export function withdrawalsChanged(): void {
  listeners.forEach((listener) => listener());
}

export function onWithdrawalsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
