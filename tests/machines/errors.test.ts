import { describe, expect, it } from "vitest";
import { asErrorInfo } from "../../machines/errors";

// What the machines keep of a failed call: the plain error (kind, status, the server's message, its code and value).
describe("asErrorInfo", () => {
  it("keeps the plain fields of a known kind", () => {
    const error = { kind: "server", status: 200, message: "Username or password incorrect", errorCode: "PASSWORD_INCORRECT", value: { captcha: true } };
    expect(asErrorInfo(error)).toEqual(error);
  });

  it("takes the server's message over the thrown error's own message", () => {
    const thrown = Object.assign(new Error("detail for the log"), { kind: "server", errorCode: "SMS_FAIL", serverMessage: "Quota not sufficient" });
    expect(asErrorInfo(thrown)).toEqual({ kind: "server", status: undefined, message: "Quota not sufficient", errorCode: "SMS_FAIL", value: undefined });
  });

  it("drops anything else the error carries", () => {
    expect(Object.keys(asErrorInfo({ kind: "network", stack: "at x", extra: 1 })).sort()).toEqual(["errorCode", "kind", "message", "status", "value"]);
  });

  it("accepts every kind of the contract", () => {
    for (const kind of ["network", "timeout", "http", "unauthorized", "maintenance", "server", "malformed", "unknown"]) {
      expect(asErrorInfo({ kind }).kind).toBe(kind);
    }
  });

  it("turns anything else into kind unknown", () => {
    expect(asErrorInfo(new Error("actor failed"))).toEqual({ kind: "unknown" });
    expect(asErrorInfo({ kind: "weird", message: "x" })).toEqual({ kind: "unknown" });
    expect(asErrorInfo(null)).toEqual({ kind: "unknown" });
    expect(asErrorInfo(undefined)).toEqual({ kind: "unknown" });
    expect(asErrorInfo("network")).toEqual({ kind: "unknown" });
  });
});
