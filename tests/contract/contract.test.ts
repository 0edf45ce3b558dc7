import { describe, expect, it } from "vitest";
import { acceptsValue, flattenWhitelabel, memberInfoSchema, roleOfType, systemStatusSchema, toLanguage } from "../../contract";
import { member, systemStatus } from "../fixtures/system";

describe("contract helpers", () => {
  it("flattens the whitelabel tree to { modId: enabled === '1' }", () => {
    const flags = flattenWhitelabel([
      { modId: "REG", enabled: "1", childrenNodes: [{ modId: "MOBILENUMREG3", enabled: "0" }, { modId: "REGMOBVERF3", enabled: "1" }] },
      { modId: "FREEPLAY3", enabled: "0", childrenNodes: [] },
    ]);
    expect(flags).toEqual({ REG: true, MOBILENUMREG3: false, REGMOBVERF3: true, FREEPLAY3: false });
  });

  it("maps member types to roles and leaves unknown types undefined", () => {
    expect([0, 3].map(roleOfType)).toEqual(["member", "member"]);
    expect([1, 2, 41, 42].map(roleOfType)).toEqual(["agent", "agent", "agent", "agent"]);
    expect(roleOfType(4)).toBe("trial");
    expect(roleOfType(99)).toBeUndefined();
  });

  it("applies acceptedPattern, with * accepting anything and a broken pattern accepting nothing", () => {
    expect(acceptsValue({ acceptedPattern: "*" }, "anything at all")).toBe(true);
    expect(acceptsValue({ acceptedPattern: "^[0-9]+$" }, "0812")).toBe(true);
    expect(acceptsValue({ acceptedPattern: "^[0-9]+$" }, "08a")).toBe(false);
    expect(acceptsValue({ acceptedPattern: "([" }, "x")).toBe(false);
  });

  it("falls back to Thai for unknown stored languages", () => {
    expect(toLanguage("EN")).toBe("en");
    expect(toLanguage("th")).toBe("th");
    expect(toLanguage("klingon")).toBe("th");
    expect(toLanguage(null)).toBe("th");
  });

  it("rejects answers missing required fields", () => {
    expect(systemStatusSchema.safeParse(systemStatus()).success).toBe(true);
    const { info: _info, ...withoutInfo } = systemStatus();
    expect(systemStatusSchema.safeParse(withoutInfo).success).toBe(false);
    const { userName: _userName, ...withoutName } = member();
    expect(memberInfoSchema.safeParse(withoutName).success).toBe(false);
  });
});
