import type { Response } from "@playwright/test";
import type { EventObject } from "xstate";
import { createApiClient, type ApiClient } from "../../src/api/http-client";
import type { Contract, ContractAction } from "../../contract";
import { contractPage } from "../../tests/fixtures/agent";
import { contractModel } from "../../tests/machines/contract.model";
import { contractOracle } from "../../tests/machines/contract.oracle";
import type { PathModel } from "../../tests/paths/generate-paths";
import { expect } from "../fixtures";
import { dev, dismissPopups, loginToken } from "../support";
import type { BrowserDriver, DriveSession } from "./drive";

/**
 * The contract page as the path model's caller sees it: `subagent`, an agent below `agent` whose own real-time contract
 * is 1.50 % (the model's `maxOfferRate` of 1.5), with direct downlines (player1 among them) and, made for each path, a
 * pending real-time offer from `agent` it may accept or reject (the model's contract 1).
 */
const CALLER = { username: "subagent", password: "Sub12345" };
const UPLINE = { username: "agent", password: "Agent1234" };
/** The downlines the model names (contractPage's player1), to accept a contract of their own when a path needs ends. */
const PASSWORDS: Record<string, string> = { player1: "Player123" };

const CONTRACT_PATH = "/wps/relay/MCSFE_processRealTimeSalaryContract";
const DOWNLINES_PATH = "/wps/relay/AGENT_downlines";
/** The refusals a stale action gets (the contract changed or closed meanwhile). */
const STALE = ["CONTRACT_VERSION_CONFLICT", "CONTRACT_CLOSED"];

const ACTION_LABELS: Record<ContractAction, string> = {
  accept: "Accept",
  reject: "Reject",
  withdraw: "Withdraw offer",
  requestTermination: "Request termination",
  terminate: "Terminate",
};

/**
 * The unit model starts an offer either empty or with downline 11 named; the page only has the empty "Offer a
 * contract" button, and every offer path of the unit model starts with the named variant (its shortest), so a model
 * whose offers start from the button reaches the offer's states. Both play: the unit model first, then the paths of
 * this one that reach a state the first did not (e2e/machine-paths.spec.ts).
 */
export const contractOfferButtonModel: PathModel<typeof contractModel.machine> = {
  ...contractModel,
  name: "contract (offer from the button)",
  payloads: { ...contractModel.payloads, "OFFER.START": () => [{ type: "OFFER.START" }] },
};

export const models = [contractModel, contractOfferButtonModel];

/** What this driver keeps for one path. */
interface Memo {
  prepared?: Promise<void>;
  token?: string;
  /** The pending offer from `agent` to the caller: the model's contract 1. */
  offerId?: number;
  /** The contract lists and downline lists the page received, in order. */
  lists: Array<Promise<Contract[] | undefined>>;
  downlines: Array<Promise<Array<{ id: number; username: string }> | undefined>>;
  /** The downline the path chose (its username), and the model's downline ids as the server's. */
  downline?: string;
  downlineIds: Record<number, number>;
  /** The row acted on, as the page showed it when the agent clicked. */
  acted?: { id: number; version: number; action: ContractAction };
  /** A contract of the chosen downline's now runs, so an offer to them ends it. */
  endsMade?: boolean;
}

const memoOf = (session: DriveSession): Memo => {
  const memo = session.memo as Partial<Memo>;
  memo.lists ??= [];
  memo.downlines ??= [];
  memo.downlineIds ??= {};
  return memo as Memo;
};

const apiFor = (baseURL: string, token: string): ApiClient =>
  createApiClient({ baseURL, timeoutMs: 10_000, token: () => token, merchant: () => "DEMO", language: () => "en", onUnauthorized: () => {}, onMaintenance: () => {} });

async function apiAs(session: DriveSession, user: { username: string; password: string }): Promise<ApiClient> {
  return apiFor(session.baseURL, await loginToken(session.baseURL, user.username, user.password));
}

/** The caller's API client on the page's own session (a second login could end it). */
const callerApi = (session: DriveSession) => apiFor(session.baseURL, memoOf(session).token!);

async function directDownlineId(api: ApiClient, username: string): Promise<number> {
  const page = await api.request("downlines", { query: { pageNo: 1, pageSize: 99, type: username } });
  const row = page.content.find((d) => d.username === username);
  if (!row) throw new Error(`${username} is not a direct downline`);
  return row.id;
}

/**
 * Back to the seed, then `agent` offers the caller a real-time contract at its present rate (the caller's maximum
 * stays 1.50 %); once per path, before the first arrangement or the page, whichever comes first.
 */
function prepare(session: DriveSession): Promise<void> {
  const memo = memoOf(session);
  memo.prepared ??= (async () => {
    await dev(session.request, "POST", "/reset");
    const upline = await apiAs(session, UPLINE);
    const callerId = await directDownlineId(upline, CALLER.username);
    const answer = await upline.request("realtimeContract", { body: { action: "offer", downlineId: callerId, rate: "1.5", confirmEnds: true } });
    memo.offerId = answer.contract!.id;
    memo.token = await loginToken(session.baseURL, CALLER.username, CALLER.password);
  })();
  return memo.prepared;
}

/** Records the contract lists and downlines the page receives (the rows' ids and versions are the server's). */
function recordAnswers(session: DriveSession): void {
  const memo = memoOf(session);
  const value = (response: Response) =>
    response.json().then(
      (body: { success?: boolean; value?: unknown }) => (body.success ? body.value : undefined),
      () => undefined,
    );
  session.page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname === CONTRACT_PATH && (response.request().postDataJSON() as { action?: string } | null)?.action === "list") {
      memo.lists.push(value(response).then((v) => (v as { contracts: Contract[] } | undefined)?.contracts));
    } else if (pathname === DOWNLINES_PATH) {
      memo.downlines.push(value(response).then((v) => (v as { content: Array<{ id: number; username: string }> } | undefined)?.content));
    }
  });
}

async function latest<T>(answers: Array<Promise<T | undefined>>, what: string): Promise<T> {
  for (let i = answers.length - 1; i >= 0; i -= 1) {
    const answer = await answers[i]!;
    if (answer !== undefined) return answer;
  }
  throw new Error(`the page received no ${what}`);
}

/** The model's downline (by id, in the model's page) as a username. */
function modelDownline(downlineId: number): string {
  const downline = contractPage().downlines.find((d) => d.id === downlineId);
  if (!downline) throw new Error(`the model's page has no downline ${downlineId}`);
  return downline.username;
}

/** The chosen downline's id as the server gave it to the page (the wire must name that one). */
async function realDownlineId(session: DriveSession, username: string): Promise<number> {
  const row = (await latest(memoOf(session).downlines, "downline list")).find((d) => d.username === username);
  if (!row) throw new Error(`the page's downline list has no ${username}`);
  return row.id;
}

/** The server's id of the model's downline the oracle's request names. */
function wireDownlineId(session: DriveSession, modelId: number): number {
  const id = memoOf(session).downlineIds[modelId];
  if (id === undefined) throw new Error(`the path never chose the model's downline ${modelId}`);
  return id;
}

/** The chosen downline's own real-time contract from the caller starts running: an offer to them now ends it. */
async function makeEnds(session: DriveSession): Promise<void> {
  const memo = memoOf(session);
  const username = memo.downline!;
  const caller = callerApi(session);
  const offered = await caller.request("realtimeContract", { body: { action: "offer", downlineId: await directDownlineId(caller, username), rate: "1", confirmEnds: true } });
  const downline = await apiAs(session, { username, password: PASSWORDS[username]! });
  await downline.request("realtimeContract", { body: { action: "accept", contractId: offered.contract!.id, version: offered.contract!.version } });
  memo.endsMade = true;
}

/** The server answers the next call of `path` with this refusal (one the reference data cannot produce by itself). */
const refuseNext = (session: DriveSession, path: string, status: number, error: { errorCode?: string; message?: string }) =>
  dev(session.request, "POST", "/faults", { path, kind: "status", status, errorCode: error.errorCode, message: error.message ?? error.errorCode, times: 1 });

const offerForm = (session: DriveSession) => session.page.getByRole("region", { name: "New contract request" });
const question = (session: DriveSession) => session.page.getByRole("region", { name: "Confirm" });

export const contractDriver: BrowserDriver = {
  flow: "contract",
  oracle: contractOracle,
  canDrive: (event) => {
    const e = event as EventObject & Record<string, unknown>;
    switch (e.type) {
      // The page's only way in is the empty "Offer a contract" button: no page opens the form with a downline named.
      case "OFFER.START":
        return e.downlineId === undefined;
      // The select lists only the direct downlines the server sent: the model's 99 (not a direct one) is not there.
      case "OFFER.DOWNLINE":
        return contractPage().downlines.some((d) => d.id === e.downlineId);
      // A row shows only its own actions: contract 1 (the pending offer to the caller) has Accept and Reject, no
      // Withdraw; contract 99 is not in the list at all.
      case "CONTRACT.ACT":
        return e.contractId === 1 && (e.action === "accept" || e.action === "reject");
      default:
        return true;
    }
  },
  async open(session) {
    await prepare(session);
    recordAnswers(session);
    await session.page.addInitScript((value) => {
      sessionStorage.setItem("token", value);
      if (!localStorage.getItem("hisLang")) localStorage.setItem("hisLang", "EN");
    }, memoOf(session).token!);
    await session.page.goto("/agent/agentRealtimeSalary");
    await dismissPopups(session.page);
  },
  async perform(event, session) {
    const { page } = session;
    const memo = memoOf(session);
    const e = event as EventObject & Record<string, unknown>;
    // Ids stay the model's in the event returned (the oracle finds them in the model's page); the real ones the page
    // showed are in the memo, and `calls` checks the wire against them.
    switch (e.type) {
      case "OFFER.START":
        await page.getByRole("button", { name: "Offer a contract" }).click();
        return;
      case "OFFER.DOWNLINE":
        memo.downline = modelDownline(e.downlineId as number);
        memo.downlineIds[e.downlineId as number] = await realDownlineId(session, memo.downline);
        await offerForm(session).getByRole("combobox", { name: "Direct downline" }).selectOption({ label: memo.downline });
        return;
      case "OFFER.RATE":
        await offerForm(session).getByRole("textbox", { name: "Rate (%)" }).fill(e.text as string);
        return;
      case "OFFER.SUBMIT":
        await offerForm(session).getByRole("button", { name: "Continue" }).click();
        return;
      case "OFFER.CONFIRM":
        await offerForm(session).getByRole("button", { name: /^(Confirm offer|Confirm and end these contracts)$/ }).click();
        return;
      case "OFFER.BACK":
        await offerForm(session).getByRole("button", { name: "Back", exact: true }).click();
        return;
      case "OFFER.CANCEL":
        await offerForm(session).getByRole("button", { name: "Cancel", exact: true }).click();
        return;
      case "CONTRACT.ACT": {
        // The model's contract 1 is the pending offer to the caller: the row made for this path, as the page last got it.
        const row = (await latest(memo.lists, "contract list")).find((c) => c.id === memo.offerId);
        const action = e.action as ContractAction;
        expect(row?.actions, "the offer's actions on the page").toContain(action);
        memo.acted = { id: row!.id, version: row!.version, action };
        await page.getByTestId(`contract-${row!.id}`).getByRole("button", { name: ACTION_LABELS[action], exact: true }).click();
        return;
      }
      case "ACTION.CONFIRM":
        await question(session).getByRole("button", { name: ACTION_LABELS[memo.acted!.action], exact: true }).click();
        return;
      case "ACTION.CANCEL":
        await question(session).getByRole("button", { name: "Cancel", exact: true }).click();
        return;
      case "REFUSAL.CLOSE":
        if (await offerForm(session).isVisible()) await offerForm(session).getByRole("button", { name: "Back", exact: true }).click();
        else await question(session).getByRole("button", { name: "Close", exact: true }).click();
        return;
      case "SUCCESS.CLOSE":
        await page.getByRole("button", { name: "OK", exact: true }).click();
        return;
      case "CONTRACTS.RETRY":
        await page.getByRole("button", { name: "Try again" }).click();
        return;
      case "NOTICE.DISMISS":
        await page.getByRole("button", { name: "Dismiss message" }).click();
        return;
      default:
        throw new Error(`no browser action for ${e.type}`);
    }
  },
  async arrange(outcome, session) {
    await prepare(session);
    const memo = memoOf(session);
    const o = outcome as EventObject & { output?: { ends?: unknown[] }; error?: { kind?: string; errorCode?: string; message?: string } };
    switch (o.type) {
      case "xstate.done.actor.loadContracts":
      case "xstate.done.actor.reloadContracts":
      case "xstate.done.actor.sendOffer":
      case "xstate.done.actor.actOnContract":
        return;
      // The page's downlines call is made by loading alone (the contract call also acts): a server failure of it
      // fails the load. Not a dropped connection: Chromium sends a GET again once when its kept-alive socket is
      // closed, and the second try is answered.
      case "xstate.error.actor.loadContracts":
      case "xstate.error.actor.reloadContracts":
        await dev(session.request, "POST", "/faults", { path: DOWNLINES_PATH, kind: "status", status: 500, message: "system busy", times: 1 });
        return;
      case "xstate.done.actor.previewOffer":
        if ((o.output?.ends?.length ?? 0) > 0) await makeEnds(session);
        else if (memo.endsMade) throw new Error("an offer to this downline ends a contract already");
        return;
      // Only direct downlines are listed, so the server's NOT_DIRECT_DOWNLINE cannot come by itself.
      case "xstate.error.actor.previewOffer":
        await refuseNext(session, CONTRACT_PATH, 400, o.error ?? {});
        return;
      case "xstate.error.actor.sendOffer":
        if (o.error?.errorCode === "CONTRACT_CONFIRM_REQUIRED") {
          // The server asks again only of an offer sent without confirmEnds, i.e. after a preview that ended nothing.
          if (memo.endsMade) throw new Error("CONTRACT_CONFIRM_REQUIRED after the warning: the offer confirms the ends already");
          await makeEnds(session);
        } else if (o.error?.errorCode === "CONTRACT_PENDING_EXISTS") {
          // Another session of the caller offered the same downline first.
          const caller = callerApi(session);
          await caller.request("realtimeContract", { body: { action: "offer", downlineId: await directDownlineId(caller, memo.downline!), rate: "0.2", confirmEnds: true } });
        } else {
          await refuseNext(session, CONTRACT_PATH, 400, o.error ?? {});
        }
        return;
      case "xstate.error.actor.actOnContract": {
        const acted = memo.acted!;
        if (STALE.includes(o.error?.errorCode ?? "")) {
          // Another session of the caller answers the offer first: accepted, it runs at a newer version (a version
          // conflict); rejected, it is closed.
          const caller = callerApi(session);
          const action = o.error?.errorCode === "CONTRACT_CLOSED" ? "reject" : "accept";
          await caller.request("realtimeContract", { body: { action, contractId: acted.id, version: acted.version } });
        } else {
          // An action the row offers at the version shown is always allowed by the server: the refusal is injected.
          await refuseNext(session, CONTRACT_PATH, 403, o.error ?? {});
        }
        return;
      }
      default:
        throw new Error(`no arrangement for ${o.type}`);
    }
  },
  calls: {
    loadContracts: { method: "POST", path: CONTRACT_PATH, body: () => ({ action: "list" }) },
    reloadContracts: { method: "POST", path: CONTRACT_PATH, body: () => ({ action: "list" }) },
    // What the path decides (the action, the rate typed, whether ends were confirmed) from the oracle; the downline's
    // id as the server listed it to the page.
    previewOffer: {
      method: "POST",
      path: CONTRACT_PATH,
      body: (input, session) => {
        const { request } = input as { request: { action: string; downlineId: number; rate: string } };
        return { action: request.action, rate: request.rate, downlineId: wireDownlineId(session, request.downlineId) };
      },
    },
    sendOffer: {
      method: "POST",
      path: CONTRACT_PATH,
      body: (input, session) => {
        const { request } = input as { request: { action: string; downlineId: number; rate: string; confirmEnds: boolean } };
        return { action: request.action, rate: request.rate, confirmEnds: request.confirmEnds, downlineId: wireDownlineId(session, request.downlineId) };
      },
    },
    // The action from the path; the row and its version as the page showed them (the server's answer it received).
    actOnContract: {
      method: "POST",
      path: CONTRACT_PATH,
      body: (input, session) => {
        const { request } = input as { request: { action: string } };
        const acted = memoOf(session).acted!;
        return { action: request.action, contractId: acted.id, version: acted.version };
      },
    },
  },
};
