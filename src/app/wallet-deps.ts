import type { ApiClient } from "../api/http-client";

/** What the wallet pages' flows need from the app. Kept apart from wallet-flows so the first load does not carry the wallet machines. */
export interface WalletDeps {
  api: ApiClient;
  onBalanceChanged: () => void;
}

let current: WalletDeps | undefined;

/** Set by createAppActor, each time it creates an app. */
export function setWalletDeps(deps: WalletDeps): void {
  current = deps;
}

export function walletDeps(): WalletDeps {
  if (!current) throw new Error("wallet flows are created with the app actor");
  return current;
}
