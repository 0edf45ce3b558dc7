export function LivePage() {
  return null;
}
