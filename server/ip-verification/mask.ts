/** `0845551234` -> `08x-xxx-1234`: the first two and last four digits kept, the rest as x in groups. */
export function maskForVerification(mobile: string): string {
  const digits = mobile.replace(/\D/g, "");
  if (digits.length <= 6) return "x".repeat(digits.length);
  const middle = "x".repeat(digits.length - 6);
  const hidden = middle.length > 1 ? `${middle.slice(0, 1)}-${middle.slice(1)}` : middle;
  return `${digits.slice(0, 2)}${hidden}-${digits.slice(-4)}`;
}
