/** A random prefix for a flow's Idempotency-Keys (the machine numbers its submissions after it). */
export function newKeyPrefix(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
