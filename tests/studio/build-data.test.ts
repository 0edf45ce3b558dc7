// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";
import { calls } from "../../contract/calls";
import type { StudioCatalogue, StudioMachine } from "../../src/studio/model";
import { buildStudioData } from "../../scripts/studio/build-data";

let catalogue: StudioCatalogue;
const machine = (id: string): StudioMachine => {
  const found = catalogue.machines.find((m) => m.id === id);
  if (!found) throw new Error(`no machine ${id} in the studio data`);
  return found;
};

beforeAll(async () => {
  catalogue = await buildStudioData(process.cwd());
}, 120_000);

describe("the studio's data (npm run studio:data)", () => {
  it("links the app machine to the children it invokes, and each child back to the state that invokes it", () => {
    // architecture.md: the root invokes login, registration, password change and recovery, free play.
    const app = machine("app");
    expect(app.kind).toBe("root");
    for (const child of ["login", "register", "forgotPassword", "changePassword", "freePlay", "balance"]) {
      const down = app.children.find((c) => c.machineId === child && c.via === "invoke");
      expect(down, child).toBeDefined();
      expect(down!.stateId).toMatch(/^app\.running\./);
      const up = machine(child).parents.find((p) => p.machineId === "app" && p.via === "invoke");
      expect(up?.stateId, child).toBe(down!.stateId);
      expect(machine(child).kind).toBe("child");
    }
    // The SMS code machine is started by login and by register (two parents).
    expect(machine("smsCode").parents.map((p) => p.machineId)).toEqual(expect.arrayContaining(["login", "register"]));
  });

  it("links a route to the page flow its page makes, and the flow back to the route", () => {
    // route-table.ts: /member/$page with the member page "depositv2"; /reset-password is the reset link's page.
    const deposit = catalogue.routes.find((r) => r.path === "/member/depositv2");
    expect(deposit?.flows).toEqual(["deposit"]);
    expect(deposit?.access).not.toContain("visitor");
    expect(machine("deposit").kind).toBe("page");
    expect(machine("deposit").routes).toEqual(["/member/depositv2"]);
    expect(catalogue.routes.find((r) => r.path === "/reset-password")?.flows).toEqual(["resetPassword"]);
    expect(machine("resetPassword").states.every((s) => s.routes.includes("/reset-password"))).toBe(true);
  });

  it("names the login call, with the contract's method and path and a masked example body, on the login machine's submit state", () => {
    const id = `${calls.login.method} ${calls.login.path}`;
    expect(id).toBe("POST /wps/session/login");
    const submitting = machine("login").states.find((s) => s.id === "login.active.form.submitting");
    expect(submitting?.invokes.flatMap((i) => i.callIds)).toEqual([id]);
    const call = catalogue.calls.find((c) => c.id === id);
    expect(call).toMatchObject({ method: "POST", path: "/wps/session/login", name: "login" });
    const body = JSON.parse(call!.exampleBody!) as Record<string, unknown>;
    expect(body.password).toBe("***");
    expect(Object.keys(body)).toEqual(expect.arrayContaining(["username", "password", "loginDeviceId"]));
  });

  it("finds the login button's label in Thai and English", () => {
    const submit = machine("login").transitions.filter((t) => t.event === "LOGIN.SUBMIT");
    expect(submit.length).toBeGreaterThan(0);
    for (const t of submit) {
      expect(t.labels).toContainEqual({ lang: "en", text: "Log in" });
      expect(t.labels).toContainEqual({ lang: "th", text: "เข้าสู่ระบบ" });
    }
  });

  it("tells the login machine's behaviour tests and oracle rules as scenarios with an outcome and the states they pass", () => {
    const scenarios = machine("login").scenarios;
    const behaviour = scenarios.filter((s) => s.kind === "behaviour");
    expect(behaviour.length).toBeGreaterThanOrEqual(5);
    for (const s of behaviour) {
      expect(s.file).toBe("tests/machines/login.behaviour.test.ts");
      // The test's name is said once: an outcome, when there is one, is the part after the title.
      expect(s.outcome).not.toBe(s.title);
    }
    const captcha = behaviour.find((s) => /captcha/.test(s.title) && s.states.includes("login.active.form.submitting"));
    expect(captcha).toBeDefined();
    const submit = scenarios.find((s) => s.kind === "oracle" && s.events?.includes("LOGIN.SUBMIT"));
    expect(submit?.states).toEqual(["login.active.form.editing"]);
    expect(submit?.file).toBe("tests/machines/login.oracle.ts");
    // In words: the login button's label or the transition's description, and the login request the rule expects.
    expect(submit?.title).toMatch(/^When /);
    expect(submit?.title).not.toContain("LOGIN.SUBMIT");
    expect(submit?.outcome).toMatch(/The test checks that .*it starts login\b/);
  });

  it("has spec.md's numbered sections and their sub-sections", () => {
    const refs = catalogue.spec.map((s) => s.ref);
    expect(refs).toContain("7 Calls");
    expect(refs).toContain("2 Screens and routes › Routes");
    expect(catalogue.spec.find((s) => s.ref === "9 Business constants and limits")?.text).toMatch(/^## 9\. Business constants and limits/);
  });

  it("lists every machine under machines/ once, with unique transition ids", async () => {
    const { readdirSync } = await import("node:fs");
    const files = readdirSync("machines").filter((f) => f.endsWith(".machine.ts")).map((f) => `machines/${f}`).sort();
    expect(catalogue.machines.map((m) => m.file).sort()).toEqual(files);
    expect(new Set(catalogue.machines.map((m) => m.id)).size).toBe(files.length);
    for (const m of catalogue.machines) expect(new Set(m.transitions.map((t) => t.id)).size, m.id).toBe(m.transitions.length);
  });
});
