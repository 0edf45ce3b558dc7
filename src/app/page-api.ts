import type { ApiClient } from "../api/http-client";

/** The app's API client and language, for flows that lazily loaded pages create (their code stays out of the entry chunk). */
export interface PageApi {
  api: ApiClient;
  language: () => string;
}

let current: PageApi | undefined;

/** Set once by createAppActor. */
export function setPageApi(value: PageApi): void {
  current = value;
}

export function pageApi(): PageApi | undefined {
  return current;
}
