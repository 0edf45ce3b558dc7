import { fromCallback, type EventObject } from "xstate";
import { depositMachine } from "../../machines/deposit.machine";
import { recordsMachine } from "../../machines/records.machine";
import { transferUplineMachine } from "../../machines/transfer-upline.machine";
import { transferMachine } from "../../machines/transfer.machine";
import { withdrawMachine } from "../../machines/withdraw.machine";
import { withdrawalConfirmationMachine } from "../../machines/withdrawal-confirmation.machine";
import type { ApiClient } from "../api/http-client";
import { createWalletActors } from "./wallet-actors";
import { flowsPerApp } from "./page-deps";
import { withdrawalsChanged } from "./withdrawals-changed";

/**
 * The wallet pages' machines with the app's actors and actions provided. Each member-centre page starts its flow
 * when it opens and stops it when it closes (the flows live exactly as long as their page). A confirmed withdrawal
 * receipt refreshes the header balance and the withdraw page's list; the deposit and withdraw pages follow the header
 * balance (`followBalance`: each change is a BALANCE.MOVED event to the page's flow).
 */
export function createWalletFlows(api: ApiClient, onBalanceChanged: () => void, follow?: (listener: () => void) => () => void) {
  const a = createWalletActors(api);
  const balanceChanged = () => onBalanceChanged();
  const followBalance = fromCallback<EventObject, void>(({ sendBack }) => follow?.(() => sendBack({ type: "BALANCE.MOVED" })));
  return {
    transfer: transferMachine.provide({ actors: { loadTransferData: a.loadTransferData, walletTransfer: a.walletTransfer, recallBalance: a.recallBalance }, actions: { balanceChanged } }),
    deposit: depositMachine.provide({ actors: { loadDeposit: a.loadDeposit, requestDeposit: a.requestDeposit, followBalance }, actions: { balanceChanged } }),
    withdraw: withdrawMachine.provide({
      actors: { loadWithdraw: a.loadWithdraw, bindBankAccount: a.bindBankAccount, requestWithdrawal: a.requestWithdrawal, followBalance },
      actions: { balanceChanged },
    }),
    withdrawalConfirmation: withdrawalConfirmationMachine.provide({
      actors: { readProof: a.readProof, confirmWithdrawal: a.confirmWithdrawal },
      actions: {
        withdrawalConfirmed: () => {
          balanceChanged();
          withdrawalsChanged();
        },
      },
    }),
    transferUpline: transferUplineMachine.provide({ actors: { loadMainBalance: a.loadMainBalance, transferToUpline: a.transferToUpline }, actions: { balanceChanged } }),
    records: recordsMachine.provide({ actors: { fetchRecords: a.fetchRecords } }),
  };
}

export type WalletFlows = ReturnType<typeof createWalletFlows>;

const flowsOfApp = flowsPerApp((deps) => createWalletFlows(deps.api, deps.onBalanceChanged, deps.followBalance));

/** The flows of the current app (made on first use by a wallet page, again when a new app was created). */
export function walletFlows(): WalletFlows {
  const flows = flowsOfApp();
  if (!flows) throw new Error("wallet flows are created with the app actor");
  return flows;
}
