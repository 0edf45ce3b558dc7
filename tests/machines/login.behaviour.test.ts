import { describe, expect, it } from "vitest";
import { createTestActor, deliver } from "../paths/replay-actor";
import { errorOf, networkError } from "../fixtures/errors";
import { loginAnswer } from "../fixtures/system";
import { loginModel } from "./login.model";

const started = () => {
  const test = createTestActor(loginModel);
  test.actor.start();
  return test;
};
type Test = ReturnType<typeof started>;
const type = (test: Test, field: "username" | "password" | "captcha" | "mobileNum" | "verificationCode" | "ipCode", value: string) =>
  test.actor.send({ type: "LOGIN.CHANGE", field, value });

describe("login machine", () => {
  it("requires a trimmed username and password, and sends nothing until they are there", () => {
    const test = started();
    type(test, "username", "   ");
    test.actor.send({ type: "LOGIN.SUBMIT" });
    expect(test.actor.getSnapshot().context.fieldErrors).toEqual({ username: { kind: "required" }, password: { kind: "required" } });
    expect(test.fakes.inputs.filter((i) => i.id === "login")).toEqual([]);
  });

  it("sends one request for two quick submits, with trimmed values", async () => {
    const test = started();
    type(test, "username", "  demo ");
    type(test, "password", " Demo1234 ");
    test.actor.send({ type: "LOGIN.SUBMIT" });
    test.actor.send({ type: "LOGIN.SUBMIT" });
    expect(test.fakes.inputs.filter((i) => i.id === "login")).toEqual([
      { id: "login", input: expect.objectContaining({ mode: "username", username: "demo", password: "Demo1234", captcha: undefined }) },
    ]);
    await deliver(test, { type: "xstate.done.actor.login", output: loginAnswer() } as never);
    expect(test.actor.getSnapshot().status).toBe("done");
    expect(test.actor.getSnapshot().output).toEqual({ answer: loginAnswer(), via: "username", username: "demo", rememberMe: false, agentLogin: false });
  });

  it("shows a captcha after a failure that asks for one, requires it from then on, and fetches a new image each attempt", async () => {
    const test = started();
    type(test, "username", "demo");
    type(test, "password", "wrong");
    test.actor.send({ type: "LOGIN.SUBMIT" });
    await deliver(test, { type: "xstate.error.actor.login", error: errorOf("PASSWORD_INCORRECT", { captcha: true }) } as never);
    const snapshot = test.actor.getSnapshot();
    expect(snapshot.context.captchaRequired).toBe(true);
    expect(snapshot.context.error?.errorCode).toBe("PASSWORD_INCORRECT");
    // A wrong password goes; a refusal of the captcha alone keeps it (next describe).
    expect(snapshot.context.password).toBe("");
    expect(test.fakes.inputs.filter((i) => i.id === "captcha")).toHaveLength(1);

    type(test, "password", "Demo1234");
    test.actor.send({ type: "LOGIN.SUBMIT" });
    expect(test.actor.getSnapshot().context.fieldErrors).toEqual({ captcha: { kind: "captcha" } });

    // The next refused try spends the answer: the same captcha is told to fetch a new image.
    type(test, "captcha", "4821");
    test.actor.send({ type: "LOGIN.SUBMIT" });
    await deliver(test, { type: "xstate.error.actor.login", error: errorOf("PASSWORD_INCORRECT", { captcha: true }) } as never);
    expect(test.fakes.inputs.filter((i) => i.id === "captcha")).toHaveLength(1);
    expect(test.fakes.sent).toEqual([{ id: "captcha", event: { type: "CAPTCHA.RENEW" } }]);
  });

  it("passes the picture's refresh to the captcha (which limits it to once a second), only once the captcha shows", async () => {
    const test = started();
    test.actor.send({ type: "CAPTCHA.REFRESH" });
    expect(test.fakes.sent).toEqual([]);
    test.actor.send({ type: "CAPTCHA.SHOW" });
    test.actor.send({ type: "CAPTCHA.REFRESH" });
    expect(test.fakes.sent).toEqual([{ id: "captcha", event: { type: "CAPTCHA.REFRESH" } }]);
  });

  it("keeps a network failure as the error without asking for a captcha", async () => {
    const test = started();
    type(test, "username", "demo");
    type(test, "password", "Demo1234");
    test.actor.send({ type: "LOGIN.SUBMIT" });
    await deliver(test, { type: "xstate.error.actor.login", error: networkError } as never);
    expect(test.actor.getSnapshot().context).toEqual(expect.objectContaining({ captchaRequired: false, error: networkError }));
    expect(test.actor.getSnapshot().matches({ active: { form: "editing" } })).toBe(true);
  });

  it("asks for an SMS code only for a valid mobile number and logs in with mobile and code", async () => {
    const test = started();
    test.actor.send({ type: "LOGIN.MODE", mode: "sms" });
    type(test, "mobileNum", "12ab");
    test.actor.send({ type: "LOGIN.SEND_CODE" });
    expect(test.actor.getSnapshot().context.fieldErrors.mobileNum).toEqual({ kind: "mobile" });
    expect(test.fakes.sent).toEqual([]);
    type(test, "mobileNum", "0812345678");
    test.actor.send({ type: "LOGIN.SEND_CODE" });
    expect(test.fakes.sent).toEqual([{ id: "smsCode", event: { type: "SMS.SEND", mobileNum: "0812345678", countryDialingCode: "+66" } }]);
    type(test, "verificationCode", "123456");
    test.actor.send({ type: "LOGIN.SUBMIT" });
    expect(test.fakes.inputs.at(-1)).toEqual({ id: "login", input: expect.objectContaining({ mode: "sms", mobileNum: "0812345678", verificationCode: "123456" }) });
  });

  it("does not switch to SMS login when the site has it off", () => {
    const test = createTestActor({ ...loginModel, input: { ...loginModel.input!, smsLoginEnabled: false } });
    test.actor.start();
    test.actor.send({ type: "LOGIN.MODE", mode: "sms" });
    expect(test.actor.getSnapshot().context.mode).toBe("username");
  });

  it("starts from the remembered username with remember-me on", () => {
    const test = createTestActor({ ...loginModel, input: { ...loginModel.input!, rememberedUsername: "demo" } });
    test.actor.start();
    expect(test.actor.getSnapshot().context).toEqual(expect.objectContaining({ username: "demo", rememberMe: true }));
  });
});

describe("login machine: a server that demands a captcha", () => {
  it("shows the captcha input, keeps the typed password and the demand's message, and sends the answer next time", async () => {
    const test = started();
    type(test, "username", "demo");
    type(test, "password", "Demo1234");
    test.actor.send({ type: "LOGIN.SUBMIT" });
    // Spec section 7: a failed login with the captcha flag reveals the captcha input.
    await deliver(test, { type: "xstate.error.actor.login", error: errorOf("CAPTCHA_REQUIRED", { captcha: true }) } as never);
    const snapshot = test.actor.getSnapshot();
    expect(snapshot.context.captchaRequired).toBe(true);
    expect(snapshot.context.password).toBe("Demo1234");
    expect(snapshot.context.error?.errorCode).toBe("CAPTCHA_REQUIRED");
    expect(test.fakes.inputs.filter((i) => i.id === "captcha")).toHaveLength(1);

    type(test, "captcha", " 4821 ");
    test.actor.send({ type: "LOGIN.SUBMIT" });
    expect(test.fakes.inputs.filter((i) => i.id === "login").at(-1)).toEqual({
      id: "login",
      input: expect.objectContaining({ username: "demo", password: "Demo1234", captcha: "4821" }),
    });
  });

  it("keeps the password after a wrong captcha answer too, but not after a wrong password", async () => {
    const test = started();
    type(test, "username", "demo");
    type(test, "password", "Demo1234");
    test.actor.send({ type: "LOGIN.SUBMIT" });
    await deliver(test, { type: "xstate.error.actor.login", error: errorOf("CAPTCHA_INVALID", { captcha: true }) } as never);
    expect(test.actor.getSnapshot().context.password).toBe("Demo1234");

    type(test, "captcha", "1111");
    test.actor.send({ type: "LOGIN.SUBMIT" });
    await deliver(test, { type: "xstate.error.actor.login", error: errorOf("PASSWORD_INCORRECT", { captcha: true }) } as never);
    expect(test.actor.getSnapshot().context.password).toBe("");
  });

  describe("extra verification from an unregistered address", () => {
    const TICKET = { ticket: "tk-9", mobile: "08x-xxx-1234" };
    async function atStep() {
      const test = started();
      type(test, "username", "newip");
      type(test, "password", "Newip1234");
      test.actor.send({ type: "LOGIN.SUBMIT" });
      await deliver(test, { type: "xstate.error.actor.login", error: errorOf("IP_VERIFICATION_REQUIRED", TICKET) } as never);
      return test;
    }

    it("opens the step with the masked mobile, drops the password, and sends the code only when asked, by ticket", async () => {
      const test = await atStep();
      const snapshot = test.actor.getSnapshot();
      expect(snapshot.matches({ active: { form: { ipVerification: "entering" } } })).toBe(true);
      expect(snapshot.context.ipVerification).toEqual(TICKET);
      expect(snapshot.context.password).toBe("");
      expect(snapshot.context.error).toBeUndefined();
      expect(test.fakes.inputs.filter((i) => i.id === "ipSmsCode")).toEqual([{ id: "ipSmsCode", input: { purpose: "ipVerification", provider: "platform" } }]);
      expect(test.fakes.sent.filter((s) => s.id === "ipSmsCode")).toEqual([]);
      test.actor.send({ type: "LOGIN.IP_SEND_CODE" });
      expect(test.fakes.sent.filter((s) => s.id === "ipSmsCode")).toEqual([
        { id: "ipSmsCode", event: { type: "SMS.SEND", mobileNum: "", countryDialingCode: "", purpose: "ipVerification", ticket: "tk-9" } },
      ]);
    });

    it("refuses an empty code, retries after a wrong one, and signs in with the right one", async () => {
      const test = await atStep();
      test.actor.send({ type: "LOGIN.IP_SUBMIT" });
      expect(test.actor.getSnapshot().context.fieldErrors).toEqual({ ipCode: { kind: "required" } });
      type(test, "ipCode", " 111111 ");
      test.actor.send({ type: "LOGIN.IP_SUBMIT" });
      expect(test.fakes.inputs.filter((i) => i.id === "verifyIpLogin")).toEqual([{ id: "verifyIpLogin", input: { ticket: "tk-9", verificationCode: "111111" } }]);
      await deliver(test, { type: "xstate.error.actor.verifyIpLogin", error: errorOf("SMS_CODE_INVALID") } as never);
      expect(test.actor.getSnapshot().context.error?.errorCode).toBe("SMS_CODE_INVALID");
      expect(test.actor.getSnapshot().context.ipCode).toBe("");
      type(test, "ipCode", "482913");
      test.actor.send({ type: "LOGIN.IP_SUBMIT" });
      await deliver(test, { type: "xstate.done.actor.verifyIpLogin", output: loginAnswer({ userName: "newip" }) } as never);
      expect(test.actor.getSnapshot().output).toEqual({ answer: loginAnswer({ userName: "newip" }), via: "username", username: "newip", rememberMe: false, agentLogin: false });
    });

    it("goes back to the form on a dead ticket, and on cancel", async () => {
      const test = await atStep();
      type(test, "ipCode", "482913");
      test.actor.send({ type: "LOGIN.IP_SUBMIT" });
      await deliver(test, { type: "xstate.error.actor.verifyIpLogin", error: errorOf("IP_VERIFICATION_EXPIRED") } as never);
      expect(test.actor.getSnapshot().matches({ active: { form: "editing" } })).toBe(true);
      expect(test.actor.getSnapshot().context.error?.errorCode).toBe("IP_VERIFICATION_EXPIRED");

      const other = await atStep();
      other.actor.send({ type: "LOGIN.IP_CANCEL" });
      expect(other.actor.getSnapshot().matches({ active: { form: "editing" } })).toBe(true);
      expect(other.actor.getSnapshot().context.ipVerification).toBeUndefined();
    });

    it("only shows the refusal when no ticket comes (an account without a registered mobile)", async () => {
      const test = started();
      type(test, "username", "newip");
      type(test, "password", "Newip1234");
      test.actor.send({ type: "LOGIN.SUBMIT" });
      await deliver(test, { type: "xstate.error.actor.login", error: errorOf("IP_VERIFICATION_REQUIRED") } as never);
      expect(test.actor.getSnapshot().matches({ active: { form: "editing" } })).toBe(true);
      expect(test.actor.getSnapshot().context.error?.errorCode).toBe("IP_VERIFICATION_REQUIRED");
    });
  });
});
