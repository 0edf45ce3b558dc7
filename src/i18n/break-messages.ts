import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { BreakDuration, BreakKind } from "../../contract/safer-play";

/** The kinds of break a member may take from play. */
export const BREAK_KIND_LABELS: Record<BreakKind, MessageDescriptor> = {
  timeOut: msg`Time-out`,
  selfExclusion: msg`Self-exclusion`,
};

/** How long a break lasts. */
export const BREAK_DURATION_LABELS: Record<BreakDuration, MessageDescriptor> = {
  "24h": msg`24 hours`,
  "7d": msg`7 days`,
  "30d": msg`30 days`,
  "6m": msg`6 months`,
  "1y": msg`1 year`,
  "5y": msg`5 years`,
  permanent: msg`Permanently`,
};
