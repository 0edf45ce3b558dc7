import type { SocialProvider } from "../../../contract";

/** Gets the provider's signed assertion for the platform's social login. */
export type SocialAuthorize = (provider: SocialProvider, signal: AbortSignal) => Promise<string>;

const POPUP_FEATURES = "width=480,height=640";
const CLOSED_POLL_MS = 500;
const closed = () => ({ kind: "server" as const, errorCode: "PROVIDER_POPUP_CLOSED" });

/**
 * The reference environment's providers: the reference server's consent page in a popup, which posts the assertion
 * back to this window. Closing the popup (or a blocked popup) is "login failure, try again". Opened from the click
 * that sent REGISTER.SOCIAL (the actor starts in the same task), so popup blockers allow it.
 */
export function referenceSocialAuthorize(open: (url: string, features: string) => Window | null = (url, features) => window.open(url, "socialSignIn", features)): SocialAuthorize {
  return (provider, signal) =>
    new Promise<string>((resolve, reject) => {
      const popup = open(`/sim/oauth/${provider}`, POPUP_FEATURES);
      if (!popup) {
        reject(closed());
        return;
      }
      const finish = (outcome: () => void) => {
        window.removeEventListener("message", onMessage);
        window.clearInterval(poll);
        signal.removeEventListener("abort", onAbort);
        outcome();
      };
      const onMessage = (event: MessageEvent) => {
        const data = event.data as { type?: unknown; provider?: unknown; assertion?: unknown } | null;
        if (event.origin !== window.location.origin || data?.type !== "sim-oauth" || data.provider !== provider || typeof data.assertion !== "string") return;
        const assertion = data.assertion;
        finish(() => resolve(assertion));
      };
      const onAbort = () => finish(() => {
        popup.close();
        reject(closed());
      });
      // The popup posts its answer and closes at once; the message can arrive after `closed` reads true, so a closed
      // popup fails the sign-in only when no answer came within one more poll.
      let closedSeen = false;
      const poll = window.setInterval(() => {
        if (!popup.closed) return;
        if (closedSeen) finish(() => reject(closed()));
        closedSeen = true;
      }, CLOSED_POLL_MS);
      window.addEventListener("message", onMessage);
      signal.addEventListener("abort", onAbort, { once: true });
    });
}
