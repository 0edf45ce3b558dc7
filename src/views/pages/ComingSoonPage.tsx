import { ComingSoonContent } from "./ComingSoonContent";

/** Screens a later issue builds. */
export function ComingSoonPage() {
  return <ComingSoonContent />;
}
