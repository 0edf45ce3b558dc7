// The agent contracts' kinds and the consolidated answer's keys per kind: the header reads them on every page of a
// signed-in member, apart from the agent centre's schemas (agent.ts, which checks the keys against its answer).

export const CONTRACT_KINDS = ["dividend", "daily", "hourly", "realtime"] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** The consolidated key and info key of each kind. */
export const CONSOLIDATED_KEYS = {
  daily: { req: "dailysalreqtype", info: "dailysalinfo" },
  dividend: { req: "divtypereq", info: "divinfo" },
  hourly: { req: "contracthoursalreq", info: "contracthoursalinfo" },
  realtime: { req: "realtimesalreqtype", info: "realtimesalinfo" },
} as const;
