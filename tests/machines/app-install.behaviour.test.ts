import { describe, expect, it } from "vitest";
import { createActor, fromCallback, fromPromise } from "xstate";
import { appInstallMachine, type AppInstallEvent, type InstallChoice, type InstallReport } from "../../machines/app-install.machine";

// /down's Install button: shown when the browser offers to install the site, "already installed" when it is.
function started(choice: () => Promise<InstallChoice> = () => Promise.resolve("accepted"), first?: InstallReport) {
  const calls = { prompt: 0 };
  let browser: ((event: AppInstallEvent) => void) | undefined;
  const actor = createActor(
    appInstallMachine.provide({
      actors: {
        watchInstall: fromCallback<AppInstallEvent, void>(({ sendBack }) => {
          browser = sendBack;
          if (first) sendBack(first);
        }),
        promptInstall: fromPromise<InstallChoice, void>(() => {
          calls.prompt += 1;
          return choice();
        }),
      },
    }),
  );
  actor.start();
  return { actor, calls, browserSays: (event: InstallReport) => browser!(event) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("appInstall", () => {
  it("offers no Install button until the browser offers to install", () => {
    const { actor, calls } = started();
    expect(actor.getSnapshot().value).toBe("unavailable");
    actor.send({ type: "INSTALL" });
    expect(calls.prompt).toBe(0);
  });

  it("an offer kept from before the page opened shows the button at once", () => {
    const { actor } = started(undefined, { type: "INSTALL_OFFERED" });
    expect(actor.getSnapshot().value).toBe("available");
  });

  it("Install opens the browser's dialog; accepted, the page says the app is installed", async () => {
    const { actor, calls, browserSays } = started();
    browserSays({ type: "INSTALL_OFFERED" });
    actor.send({ type: "INSTALL" });
    expect(actor.getSnapshot().value).toBe("prompting");
    await settle();
    expect(calls.prompt).toBe(1);
    expect(actor.getSnapshot().value).toBe("installed");
  });

  it("a dismissed dialog removes the button (the offer is used up) until the browser offers again", async () => {
    const { actor, browserSays } = started(() => Promise.resolve("dismissed"));
    browserSays({ type: "INSTALL_OFFERED" });
    actor.send({ type: "INSTALL" });
    await settle();
    expect(actor.getSnapshot().value).toBe("unavailable");
    browserSays({ type: "INSTALL_OFFERED" });
    expect(actor.getSnapshot().value).toBe("available");
  });

  it("a dialog that cannot open removes the button", async () => {
    const { actor, browserSays } = started(() => Promise.reject(new Error("used")));
    browserSays({ type: "INSTALL_OFFERED" });
    actor.send({ type: "INSTALL" });
    await settle();
    expect(actor.getSnapshot().value).toBe("unavailable");
  });

  it("running as the installed app says so from the start", () => {
    const { actor } = started(undefined, { type: "INSTALLED" });
    expect(actor.getSnapshot().value).toBe("installed");
  });

  it("an install reported while the button is shown replaces it", () => {
    const { actor, browserSays } = started();
    browserSays({ type: "INSTALL_OFFERED" });
    browserSays({ type: "INSTALLED" });
    expect(actor.getSnapshot().value).toBe("installed");
  });

  it("a withdrawn offer removes the button", () => {
    const { actor, browserSays } = started();
    browserSays({ type: "INSTALL_OFFERED" });
    browserSays({ type: "INSTALL_WITHDRAWN" });
    expect(actor.getSnapshot().value).toBe("unavailable");
  });
});
