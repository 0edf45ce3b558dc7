import { useLingui } from "@lingui/react/macro";
import { Loader } from "@mantine/core";
import type { ReactNode } from "react";
import type { ErrorInfo } from "../../../contract";
import { LoadFailed } from "./LoadFailed";
import { WalletSection } from "./WalletSection";

export type WalletPageLoad = { loading: boolean; loadFailed: boolean; error: ErrorInfo | undefined; onRetry: () => void };

/** A member-centre page whose data loads first: a loader, then the failure with a retry, then the page (its children). */
export function WalletPage({ title, load, children }: { title: string; load: WalletPageLoad; children: ReactNode }) {
  const { t } = useLingui();
  let body: ReactNode;
  if (load.loading) body = <Loader aria-label={t`Loading`} />;
  else if (load.loadFailed) body = <LoadFailed error={load.error} onRetry={load.onRetry} />;
  else body = children;
  return <WalletSection title={title}>{body}</WalletSection>;
}
