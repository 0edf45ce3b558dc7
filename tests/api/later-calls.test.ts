// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.doUnmock("../../contract/later-calls");
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function clientWith(laterCalls: () => Promise<unknown>) {
  vi.resetModules();
  vi.doMock("../../contract/later-calls", laterCalls);
  const fetch = vi.fn(() => Promise.reject(new Error("no network in this test")));
  vi.stubGlobal("fetch", fetch);
  const { createApiClient } = await import("../../src/api/http-client");
  // The client's own ApiError: the modules were loaded afresh for this client.
  const { ApiError } = await import("../../src/api/api-error");
  const api = createApiClient({
    baseURL: "http://127.0.0.1:9",
    timeoutMs: 500,
    token: () => null,
    merchant: () => null,
    language: () => "th",
    onUnauthorized: () => undefined,
    onMaintenance: () => undefined,
  });
  return { api, fetch, ApiError };
}

describe("the contract's later calls (loaded with the first of them)", () => {
  it("fail as a network error, without sending anything, when their schemas cannot load", async () => {
    const { api, fetch, ApiError } = await clientWith(() => Promise.reject(new Error("the chunk did not load")));
    const error = await api.request("pointConfig").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).kind).toBe("network");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("go out once their schemas are in, and a first-screen call never waits for them", async () => {
    let release: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const { api, fetch } = await clientWith(async () => {
      await loaded;
      return vi.importActual("../../contract/later-calls");
    });
    const later = api.request("pointConfig").catch((e: unknown) => e);
    const first = api.request("systemStatus").catch((e: unknown) => e);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain("/wps/system/status");
    release();
    await Promise.all([later, first]);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(String((fetch.mock.calls[1] as unknown[])[0])).toContain("/wps/relay/MCS2_getPointConfig");
  });
});
