import { afterEach, describe, expect, it, vi } from "vitest";
import { referenceSocialAuthorize } from "../../src/app/providers/social-sign-in";

/** A stand-in popup window the test closes by hand. */
const popupWindow = () => ({ closed: false, close() { this.closed = true; } });

const answer = (assertion: string) =>
  new MessageEvent("message", { origin: window.location.origin, data: { type: "sim-oauth", provider: "google", assertion } });

describe("the reference providers' popup", () => {
  afterEach(() => vi.useRealTimers());

  it("takes the answer that arrives just after the popup closed itself (the popup posts, then closes at once)", async () => {
    vi.useFakeTimers();
    const popup = popupWindow();
    const signedIn = referenceSocialAuthorize(() => popup as unknown as Window)("google", new AbortController().signal);
    popup.close();
    await vi.advanceTimersByTimeAsync(500);
    window.dispatchEvent(answer("signed-assertion"));
    await expect(signedIn).resolves.toBe("signed-assertion");
  });

  it("fails as a closed popup when no answer comes", async () => {
    vi.useFakeTimers();
    const popup = popupWindow();
    const signedIn = referenceSocialAuthorize(() => popup as unknown as Window)("google", new AbortController().signal);
    const outcome = signedIn.catch((error: unknown) => error);
    popup.close();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(outcome).resolves.toEqual({ kind: "server", errorCode: "PROVIDER_POPUP_CLOSED" });
  });

  it("fails at once when the popup is blocked", async () => {
    await expect(referenceSocialAuthorize(() => null)("facebook", new AbortController().signal)).rejects.toEqual({ kind: "server", errorCode: "PROVIDER_POPUP_CLOSED" });
  });
});
