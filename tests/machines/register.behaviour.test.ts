import { describe, expect, it } from "vitest";
import { createActor, fromCallback, fromPromise, waitFor } from "xstate";
import { registerMachine, rulesOf, shownFieldError, type RegisterCall, type RegisterInput } from "../../machines/register.machine";
import { visibleFields } from "../../machines/register-rules";
import type { FieldError } from "../../machines/validation";
import type { LoginAnswer, RegisterField, RegisterSettings, RegisterVariant, SocialProvider } from "../../contract";
import { registerFlags, registerSettings, VALID_VALUES } from "../fixtures/register";

/**
 * What one path cannot say: each field's rule with wrong values. The expected errors are written here from spec
 * section 5 and the settings of tests/fixtures/register.ts (username 4-16 pattern 1, password 6-20 pattern 5,
 * payeeName 2-50 pattern 17, mobileNum 9-11 digits, affiliateCode 4-12 pattern 4, captcha shown).
 */
interface Case {
  field: RegisterField;
  value: string;
  /** undefined: the value passes. */
  error: FieldError | undefined;
  variant?: RegisterVariant;
  flags?: Partial<RegisterInput["flags"]>;
  settings?: RegisterSettings;
}

const RULES: Case[] = [
  // Username registration: username required, the server's length and pattern (1: a letter, then letters and digits).
  { field: "username", value: "", error: { kind: "required" } },
  { field: "username", value: "   ", error: { kind: "required" } },
  { field: "username", value: "abc", error: { kind: "length", min: 4, max: 16 } },
  { field: "username", value: "a".repeat(17), error: { kind: "length", min: 4, max: 16 } },
  { field: "username", value: "abcd", error: undefined },
  { field: "username", value: "a".repeat(16), error: undefined },
  { field: "username", value: "1abcd", error: { kind: "pattern", patternId: 1 } },
  { field: "username", value: "  newplayer  ", error: undefined },
  // Password: 6-20, pattern 5 (letters and digits combined); spaces are part of a password.
  { field: "password", value: "Demo1", error: { kind: "length", min: 6, max: 20 } },
  { field: "password", value: "Demo12", error: undefined },
  { field: "password", value: "abcdefgh", error: { kind: "pattern", patternId: 5 } },
  { field: "password", value: " Demo1234", error: { kind: "pattern", patternId: 5 } },
  // "Confirmation must equal password."
  { field: "confirmPassword", value: "Demo12345", error: { kind: "mismatch" } },
  { field: "confirmPassword", value: "", error: { kind: "required" } },
  // Optional fields: empty is fine when not required; filled, the server's rules apply.
  { field: "payeeName", value: "", error: undefined },
  { field: "payeeName", value: "A", error: { kind: "length", min: 2, max: 50 } },
  { field: "payeeName", value: "John3", error: { kind: "pattern", patternId: 17 } },
  { field: "mobileNum", value: "", error: undefined },
  { field: "mobileNum", value: "12345678", error: { kind: "length", min: 9, max: 11 } },
  { field: "mobileNum", value: "08123456a9", error: { kind: "pattern", patternId: 6 } },
  { field: "affiliateCode", value: "AG", error: { kind: "length", min: 4, max: 12 } },
  { field: "affiliateCode", value: "AG-0001", error: { kind: "pattern", patternId: 4 } },
  // "Captcha required when shown."
  { field: "captcha", value: "", error: { kind: "captcha" } },
  { field: "captcha", value: "x", error: undefined },
  // A field the server leaves without a setting (the referral code) gets the 255 cap.
  { field: "referralCode", value: "R".repeat(256), error: { kind: "tooLong", max: 255 } },
  { field: "referralCode", value: "R".repeat(255), error: undefined },
  // Required only if the server says so.
  { field: "payeeName", value: "", error: { kind: "required" }, settings: registerSettings({ payeeName: { ...registerSettings().payeeName!, required: true } }) },
  // An acceptedPattern of * matches anything; one that does not compile accepts nothing.
  { field: "payeeName", value: "John3", error: undefined, settings: registerSettings({ payeeName: { ...registerSettings().payeeName!, acceptedPattern: "*" } }) },
  { field: "payeeName", value: "John", error: { kind: "pattern", patternId: 17 }, settings: registerSettings({ payeeName: { ...registerSettings().payeeName!, acceptedPattern: "([" } }) },
  // "SMS code required whenever SMS verification is on": then the number is needed too. Code at most 255 characters.
  { field: "verificationCode", value: "", error: { kind: "required" }, flags: { smsVerification: true } },
  { field: "verificationCode", value: "1".repeat(256), error: { kind: "tooLong", max: 255 }, flags: { smsVerification: true } },
  { field: "verificationCode", value: "1".repeat(255), error: undefined, flags: { smsVerification: true } },
  { field: "mobileNum", value: "", error: { kind: "required" }, flags: { smsVerification: true } },
  { field: "mobileNum", value: "", error: { kind: "required" }, settings: registerSettings({ mobileNum: { ...registerSettings().mobileNum!, required: true } }) },
  // Mobile registration: number and code required; the password pair as MOBILENUMPASSREG3 allows.
  { field: "mobileNum", value: "", error: { kind: "required" }, variant: "registerMobile" },
  { field: "verificationCode", value: "", error: { kind: "required" }, variant: "registerMobile" },
  { field: "password", value: "", error: { kind: "required" }, variant: "registerMobile" },
];

/** The fields each setup shows (spec section 5), filled with valid values unless a case says otherwise. */
function shownFor(variant: RegisterVariant, flags: RegisterInput["flags"]): RegisterField[] {
  const pair: RegisterField[] = variant === "register" || flags.mobilePassword ? ["password", "confirmPassword"] : [];
  const sms = flags.smsVerification || variant === "registerMobile";
  const identity: RegisterField[] = variant === "register" ? ["username", "mobileNum", ...(sms ? (["verificationCode"] as const) : [])] : ["mobileNum", "verificationCode"];
  return [...identity, ...pair, "payeeName", "affiliateCode", "referralCode", "captcha"];
}

interface Started {
  actor: ReturnType<typeof createActor<typeof registerMachine>>;
  registered: RegisterCall[];
  invitations: string[];
}

async function openForm(input: Partial<RegisterInput> = {}, settings = registerSettings()): Promise<Started> {
  const registered: RegisterCall[] = [];
  const invitations: string[] = [];
  const machine = registerMachine.provide({
    actors: {
      loadRegisterSettings: fromPromise(async () => settings),
      checkAffiliate: fromPromise<void, { code: string }>(async ({ input: call }) => void invitations.push(call.code)),
      verifyHuman: fromPromise(async () => "proof"),
      register: fromPromise<LoginAnswer, RegisterCall>(async ({ input: call }) => {
        registered.push(call);
        return new Promise<LoginAnswer>(() => {});
      }),
      smsCode: fromCallback(() => {}) as never,
      captcha: fromCallback(() => {}) as never,
    },
  });
  const actor = createActor(machine, { input: { flags: registerFlags(), countryDialingCode: "+66", ...input } });
  actor.start();
  await waitFor(actor, (s) => s.matches("form"));
  return { actor, registered, invitations };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("register: each field's rule (spec section 5)", () => {
  it.each(RULES.map((c) => [`${c.variant ?? "register"} ${c.field} ${JSON.stringify(c.value.length > 20 ? `${c.value.length} chars` : c.value)}`, c] as const))(
    "%s",
    async (_, c) => {
      const flags = registerFlags(c.flags);
      // A referral link's code shows the referral field.
      const { actor, registered } = await openForm({ flags, referralCode: "FRIEND1" }, c.settings);
      if (c.variant) actor.send({ type: "REGISTER.VARIANT", variant: c.variant });
      for (const field of shownFor(c.variant ?? "register", flags)) {
        if (field !== c.field) actor.send({ type: "REGISTER.CHANGE", field, value: field === "affiliateCode" ? "" : VALID_VALUES[field] });
      }
      actor.send({ type: "REGISTER.CHANGE", field: c.field, value: c.value });
      // The confirmation follows a tested password, so only the password's own rule is at stake.
      if (c.field === "password") actor.send({ type: "REGISTER.CHANGE", field: "confirmPassword", value: c.value });
      expect(shownFieldError(actor.getSnapshot().context, c.field), "shown while typing").toEqual(c.error);
      actor.send({ type: "REGISTER.SUBMIT" });
      await settle();
      // A refused value stops the registration; an accepted one lets it go (every other field is valid).
      expect(registered.length, "registration sent").toBe(c.error ? 0 : 1);
      if (c.error) expect(shownFieldError(actor.getSnapshot().context, c.field), "shown after a refused send").toEqual(c.error);
      actor.stop();
    },
  );
});

describe("register: what the form sends", () => {
  async function fillAndSend(input: Partial<RegisterInput>, values: Partial<Record<RegisterField, string>>, variant: RegisterVariant = "register") {
    const started = await openForm(input);
    if (variant !== "register") started.actor.send({ type: "REGISTER.VARIANT", variant });
    for (const [field, value] of Object.entries(values)) started.actor.send({ type: "REGISTER.CHANGE", field: field as RegisterField, value });
    started.actor.send({ type: "REGISTER.SUBMIT" });
    await settle();
    await settle();
    return started;
  }

  const filled = { username: " newplayer ", password: "Demo1234", confirmPassword: "Demo1234", captcha: " 4821 " };

  it("needs the terms and 18+ consent: unticked, nothing is sent; ticked again, it is", async () => {
    const { actor, registered } = await openForm();
    // Errors wait for typing or a refused send: the empty username shows nothing yet.
    expect(shownFieldError(actor.getSnapshot().context, "username")).toBeUndefined();
    for (const [field, value] of Object.entries(filled)) actor.send({ type: "REGISTER.CHANGE", field: field as RegisterField, value });
    actor.send({ type: "REGISTER.AGREE", value: false });
    actor.send({ type: "REGISTER.SUBMIT" });
    await settle();
    expect(registered).toEqual([]);
    actor.send({ type: "REGISTER.AGREE", value: true });
    actor.send({ type: "REGISTER.SUBMIT" });
    await settle();
    expect(registered).toHaveLength(1);
  });

  it("sends the trimmed values of the shown fields and the referral link's code", async () => {
    const { registered } = await fillAndSend({ referralCode: "FRIEND1" }, { ...filled, email: "hidden@example.com" });
    expect(registered).toEqual([
      {
        variant: "register",
        user: { username: "newplayer", password: "Demo1234", confirmPassword: "Demo1234", captcha: "4821", referralCode: "FRIEND1" },
        countryDialingCode: "+66",
        humanVerification: "proof",
        firebaseIdToken: undefined,
        firebaseLink: undefined,
      },
    ]);
  });

  it("sends the landing page's accepted affiliate code though its field is hidden (section 4)", async () => {
    const { registered, invitations } = await fillAndSend({ urlAffiliateCode: "AGENT01" }, filled);
    expect(invitations).toEqual(["AGENT01"]);
    expect(registered[0]?.user.affiliateCode).toBe("AGENT01");
  });

  it("checks an entered invitation code, trimmed, before registering (section 4)", async () => {
    const { registered, invitations } = await fillAndSend({}, { ...filled, affiliateCode: " AGENT02 " });
    expect(invitations).toEqual(["AGENT02"]);
    expect(registered[0]?.user.affiliateCode).toBe("AGENT02");
  });

  it("by mobile: the number is the username, without the password pair when MOBILENUMPASSREG3 is off", async () => {
    const { registered } = await fillAndSend(
      { flags: registerFlags({ mobilePassword: false }) },
      { mobileNum: " 0812345678 ", verificationCode: " 123456 ", captcha: "4821", password: "Demo1234" },
      "registerMobile",
    );
    expect(registered[0]?.variant).toBe("registerMobile");
    expect(registered[0]?.user).toEqual({ mobileNum: "0812345678", username: "0812345678", verificationCode: "123456", captcha: "4821" });
  });
});

describe("register: one code field per purpose", () => {
  const code = { enabled: true, required: false, minLength: 4, maxLength: 16, patternId: 4, acceptedPattern: "^[A-Za-z0-9]+$" };
  const codesShown = async (settings: RegisterSettings, referralCode?: string) => {
    const { actor } = await openForm(referralCode ? { referralCode } : {}, registerSettings(settings));
    const shown = (["affiliateCode", "recommenderId", "referralCode"] as const).filter((field) => visibleFields(rulesOf(actor.getSnapshot().context)).includes(field));
    actor.stop();
    return shown;
  };

  it("asks the friend's referral code and not also the recommender's username, which names the same member", async () => {
    expect(await codesShown({ recommenderId: code, referralCode: code })).toEqual(["affiliateCode", "referralCode"]);
    // A referral link fills the referral code even where the settings leave it off.
    expect(await codesShown({ recommenderId: code }, "FRIEND1")).toEqual(["affiliateCode", "referralCode"]);
  });

  it("asks the recommender when there is no referral code, or when the site requires the recommender", async () => {
    expect(await codesShown({ recommenderId: code })).toEqual(["affiliateCode", "recommenderId"]);
    expect(await codesShown({ recommenderId: { ...code, required: true }, referralCode: code })).toEqual(["affiliateCode", "recommenderId", "referralCode"]);
  });
});

describe("register: answers a path model does not give", () => {
  it("shows a FIELD_INVALID refusal under its field: mismatch and required by rule, any other rule in the server's words", async () => {
    const refusals: Array<[string, FieldError]> = [
      ["mismatch", { kind: "mismatch" }],
      ["required", { kind: "required" }],
      ["pattern", { kind: "refused", message: "Username taken by a reserved word" }],
    ];
    for (const [rule, shown] of refusals) {
      const machine = registerMachine.provide({
        actors: {
          loadRegisterSettings: fromPromise(async () => registerSettings({ captcha: { ...registerSettings().captcha!, enabled: false } })),
          verifyHuman: fromPromise(async () => "proof"),
          register: fromPromise<LoginAnswer, RegisterCall>(async () => {
            throw { kind: "server", errorCode: "FIELD_INVALID", message: "Username taken by a reserved word", value: { field: "username", rule } };
          }),
          smsCode: fromCallback(() => {}) as never,
          captcha: fromCallback(() => {}) as never,
        },
      });
      const actor = createActor(machine, { input: { flags: registerFlags(), countryDialingCode: "+66" } }).start();
      await waitFor(actor, (s) => s.matches("form"));
      for (const [field, value] of Object.entries({ username: "newplayer", password: "Demo1234", confirmPassword: "Demo1234" })) {
        actor.send({ type: "REGISTER.CHANGE", field: field as RegisterField, value });
      }
      actor.send({ type: "REGISTER.SUBMIT" });
      await waitFor(actor, (s) => s.matches({ form: { entry: "editing" } }) && s.context.error !== undefined);
      expect(shownFieldError(actor.getSnapshot().context, "username"), rule).toEqual(shown);
      // Typing in the field again clears the server's word on it.
      actor.send({ type: "REGISTER.CHANGE", field: "username", value: "newplayer2" });
      expect(shownFieldError(actor.getSnapshot().context, "username"), `${rule} after typing`).toBeUndefined();
      actor.stop();
    }
  });

  it("offers only the site's social sign-ups", async () => {
    const signIns: string[] = [];
    const machine = registerMachine.provide({
      actors: {
        loadRegisterSettings: fromPromise(async () => registerSettings()),
        socialSignIn: fromPromise<LoginAnswer, { provider: SocialProvider }>(async ({ input }) => {
          signIns.push(input.provider);
          return new Promise<LoginAnswer>(() => {});
        }),
        smsCode: fromCallback(() => {}) as never,
        captcha: fromCallback(() => {}) as never,
      },
    });
    const actor = createActor(machine, { input: { flags: registerFlags(), countryDialingCode: "+66", socialProviders: ["google"] } }).start();
    await waitFor(actor, (s) => s.matches("form"));
    actor.send({ type: "REGISTER.SOCIAL", provider: "facebook" });
    await settle();
    expect(signIns).toEqual([]);
    actor.send({ type: "REGISTER.SOCIAL", provider: "google" });
    await settle();
    expect(signIns).toEqual(["google"]);
    actor.stop();
  });

  it("with Firebase SMS but no code on the form (no SMS verification), registers without a Firebase proof", async () => {
    const confirmed: string[] = [];
    const registered: RegisterCall[] = [];
    const machine = registerMachine.provide({
      actors: {
        loadRegisterSettings: fromPromise(async () => registerSettings({ captcha: { ...registerSettings().captcha!, enabled: false } })),
        verifyHuman: fromPromise(async () => "proof"),
        confirmFirebaseCode: fromPromise<string, { code: string }>(async ({ input }) => {
          confirmed.push(input.code);
          return "token";
        }),
        register: fromPromise<LoginAnswer, RegisterCall>(async ({ input }) => {
          registered.push(input);
          return new Promise<LoginAnswer>(() => {});
        }),
        smsCode: fromCallback(() => {}) as never,
        captcha: fromCallback(() => {}) as never,
      },
    });
    const actor = createActor(machine, { input: { flags: registerFlags(), countryDialingCode: "+66", smsProvider: "firebase" } }).start();
    await waitFor(actor, (s) => s.matches("form"));
    for (const [field, value] of Object.entries({ username: "newplayer", password: "Demo1234", confirmPassword: "Demo1234" })) {
      actor.send({ type: "REGISTER.CHANGE", field: field as RegisterField, value });
    }
    actor.send({ type: "REGISTER.SUBMIT" });
    await settle();
    await settle();
    expect(confirmed).toEqual([]);
    expect(registered).toHaveLength(1);
    expect(registered[0]?.firebaseIdToken).toBeUndefined();
    actor.stop();
  });

  it("sends the SMS code to the trimmed number, for the variant on screen", async () => {
    const sent: unknown[] = [];
    const machine = registerMachine.provide({
      actors: {
        loadRegisterSettings: fromPromise(async () => registerSettings()),
        smsCode: fromCallback(({ receive }) => receive((event) => void sent.push(event))) as never,
        captcha: fromCallback(() => {}) as never,
      },
    });
    const actor = createActor(machine, { input: { flags: registerFlags(), countryDialingCode: "+66" } }).start();
    await waitFor(actor, (s) => s.matches("form"));
    actor.send({ type: "REGISTER.VARIANT", variant: "registerMobile" });
    actor.send({ type: "REGISTER.CHANGE", field: "mobileNum", value: " 0812345678 " });
    actor.send({ type: "REGISTER.SEND_CODE" });
    expect(sent).toEqual([{ type: "SMS.SEND", mobileNum: "0812345678", countryDialingCode: "+66", purpose: "registerMobile" }]);
    actor.stop();
  });
});
