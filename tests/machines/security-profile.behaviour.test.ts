import { describe, expect, it } from "vitest";
import { profileErrors, securityProfileMachine, type SecurityProfileContext } from "../../machines/security-profile.machine";
import type { FieldSetting, Profile, ProfileField, SecurityProfile } from "../../contract";
import { errorOf, networkError } from "../fixtures/errors";
import { createTestActor, deliver } from "../paths/replay-actor";
import { EMAIL_MEMBER, NEW_MEMBER, PROFILE_RULES, SEEDED_MEMBER } from "./security-profile.model";
import { answer, describeWalks, failure } from "./walks";

// Security centre profile: loads the profile with the server's rule per field; address and nationality
// are required on save (spec section 5); the real name is read-only once set; a refused field shows its message.
const EMPTY = NEW_MEMBER.profile;
const NO_REAUTH = { loginPassword: "", emailCode: "", reauthErrors: {} };
const SEEDED = SEEDED_MEMBER;
const FILLED = SEEDED_MEMBER.profile;

describe("profile rules", () => {
  const form = (values: Partial<Profile>, data: SecurityProfile | undefined = NEW_MEMBER): SecurityProfileContext => ({
    data,
    values: { ...EMPTY, ...values },
    fieldErrors: {},
    saved: false,
    ...NO_REAUTH,
  });

  it("address and nationality are required; empty optional fields are fine", () => {
    expect(profileErrors(form({}))).toEqual({ address: { kind: "required" }, nationality: { kind: "required" } });
    expect(profileErrors(form({ address: "   ", nationality: " " }))).toEqual({ address: { kind: "required" }, nationality: { kind: "required" } });
  });

  it("the server's lengths count the trimmed text, both ends included", () => {
    expect(profileErrors(form({ address: "1234", nationality: "Thai" }))).toEqual({ address: { kind: "length", min: 5, max: 200 } });
    expect(profileErrors(form({ address: " 12345 ", nationality: "Thai" }))).toEqual({});
    expect(profileErrors(form({ address: "x".repeat(200), nationality: "T".repeat(50) }))).toEqual({});
    expect(profileErrors(form({ address: "x".repeat(201), nationality: "T".repeat(51) }))).toEqual({
      address: { kind: "length", min: 5, max: 200 },
      nationality: { kind: "length", min: 2, max: 50 },
    });
    expect(profileErrors(form({ address: "1 Main Road", nationality: "Thai", nickname: "x".repeat(21) }))).toEqual({ nickname: { kind: "length", min: 1, max: 20 } });
  });

  it("the accepted pattern names its pattern id when not met", () => {
    expect(profileErrors(form({ address: "1 Main Road", nationality: "Thai1", realName: "Somchai1" }))).toEqual({
      nationality: { kind: "pattern", patternId: 12 },
      realName: { kind: "pattern", patternId: 17 },
    });
  });

  it("a locked real name is not checked; a field without a rule neither", () => {
    expect(profileErrors(form({ address: "1 Main Road", nationality: "Thai", realName: "Somchai1" }, SEEDED))).toEqual({});
    const noRules = { ...NEW_MEMBER, rules: { address: PROFILE_RULES.address } as Record<ProfileField, FieldSetting> };
    expect(profileErrors(form({ address: "1 Main Road", nationality: "Thai1" }, noRules))).toEqual({});
    expect(profileErrors({ values: { ...EMPTY, address: "1", nationality: "1" }, fieldErrors: {}, saved: false, ...NO_REAUTH })).toEqual({});
  });
});

const model = { name: "securityProfile", machine: securityProfileMachine, input: undefined };
const change = (field: ProfileField, value: string) => ({ type: "PROFILE.CHANGE", field, value });
const submit = { type: "PROFILE.SUBMIT" };
const newLoaded = answer("loadProfile", NEW_MEMBER);
const seededLoaded = answer("loadProfile", SEEDED);
const validNew = [newLoaded, change("address", " 1 Main Road "), change("nationality", " Thai ")];
const SAVED_NEW: SecurityProfile = { ...NEW_MEMBER, profile: { ...EMPTY, address: "1 Main Road", nationality: "Thai" } };
const refusal = { ...errorOf("FIELD_INVALID", { field: "nickname", rule: "pattern" }), message: "Nickname: the format is incorrect" };

describeWalks(model, [
  { name: "shows the loaded profile", steps: [seededLoaded], state: "editing", context: { data: SEEDED, values: FILLED, saved: false, fieldErrors: {} } },
  { name: "a profile that did not load is loaded again on retry", steps: [failure("loadProfile", networkError), { type: "PROFILE.RETRY" }], state: "loading", requests: { loadProfile: 2 }, context: { error: undefined } },
  { name: "a profile that did not load keeps its message", steps: [failure("loadProfile", networkError), { type: "PROFILE.DISMISS_ERROR" }], state: "loadFailed", context: { error: { kind: "network" } } },
  { name: "a set real name cannot be changed", steps: [seededLoaded, change("realName", "Someone Else")], state: "editing", context: { values: FILLED } },
  { name: "a real name not yet set can be typed", steps: [newLoaded, change("realName", "Somchai")], state: "editing", context: { values: { ...EMPTY, realName: "Somchai" } } },
  {
    name: "a save with address and nationality missing shows both and sends nothing",
    steps: [newLoaded, submit],
    state: "editing",
    requests: { saveProfile: 0 },
    context: { fieldErrors: { address: { kind: "required" }, nationality: { kind: "required" } } },
  },
  {
    name: "typing in a field clears its message only",
    steps: [newLoaded, submit, change("address", "1")],
    state: "editing",
    context: { fieldErrors: { address: undefined, nationality: { kind: "required" } } },
  },
  { name: "a valid profile is saved", steps: [...validNew, submit], state: "saving", requests: { saveProfile: 1 } },
  { name: "a saved profile says so and shows what the server kept", steps: [...validNew, submit, answer("saveProfile", SAVED_NEW)], state: "editing", context: { saved: true, data: SAVED_NEW, values: SAVED_NEW.profile } },
  { name: "a change after a save drops the saved notice", steps: [...validNew, submit, answer("saveProfile", SAVED_NEW), change("nickname", "Lucky")], state: "editing", context: { saved: false } },
  {
    name: "a field the server refuses shows its message under it",
    steps: [...validNew, change("nickname", "<b>Lucky"), submit, failure("saveProfile", refusal)],
    state: "editing",
    context: { fieldErrors: { nickname: { kind: "refused", message: "Nickname: the format is incorrect" } }, error: undefined, saved: false },
  },
  {
    name: "another refusal is shown above the form and can be dismissed",
    steps: [...validNew, submit, failure("saveProfile", errorOf("REAL_NAME_LOCKED"))],
    state: "editing",
    context: { error: { errorCode: "REAL_NAME_LOCKED" }, fieldErrors: {} },
  },
  {
    name: "a field refusal without a message still goes under its field",
    steps: [...validNew, submit, failure("saveProfile", { kind: "server", errorCode: "FIELD_INVALID", value: { field: "address" } })],
    state: "editing",
    context: { fieldErrors: { address: { kind: "refused", message: "" } }, error: undefined },
  },
  {
    name: "a field refusal that names no field is shown above the form",
    steps: [...validNew, submit, failure("saveProfile", errorOf("FIELD_INVALID"))],
    state: "editing",
    context: { fieldErrors: {}, error: { errorCode: "FIELD_INVALID" } },
  },
  {
    name: "a field refusal naming a field the form does not have is shown above the form",
    steps: [...validNew, submit, failure("saveProfile", errorOf("FIELD_INVALID", { field: "mobile" }))],
    state: "editing",
    context: { fieldErrors: {}, error: { errorCode: "FIELD_INVALID" } },
  },
  {
    name: "another refusal is shown above the form even when it names a field",
    steps: [...validNew, submit, failure("saveProfile", errorOf("REAL_NAME_LOCKED", { field: "realName" }))],
    state: "editing",
    context: { fieldErrors: {}, error: { errorCode: "REAL_NAME_LOCKED" } },
  },
  { name: "a save's failure can be dismissed", steps: [...validNew, submit, failure("saveProfile", networkError), { type: "PROFILE.DISMISS_ERROR" }], state: "editing", context: { error: undefined } },
  { name: "a newly bound mobile shows at once", steps: [newLoaded, { type: "PROFILE.MOBILE_BOUND", mobile: "081****222" }], state: "editing", context: { data: { ...NEW_MEMBER, mobile: "081****222" } } },
  { name: "a newly set payment password shows at once", steps: [newLoaded, { type: "PROFILE.PAYMENT_PASSWORD_SET" }], state: "editing", context: { data: { ...NEW_MEMBER, hasPaymentPassword: true } } },
  { name: "a mobile bound before the profile loaded is read with it", steps: [{ type: "PROFILE.MOBILE_BOUND", mobile: "081****222" }, { type: "PROFILE.PAYMENT_PASSWORD_SET" }], state: "loading", context: { data: undefined } },
]);

// The e-mail is a recovery channel. Changing it asks for the login password and, when one is set, the code
// mailed to it; the saved profile says when recovery by the new e-mail opens.
const emailLoaded = answer("loadProfile", EMAIL_MEMBER);
const reauth = (field: "loginPassword" | "emailCode", value: string) => ({ type: "PROFILE.REAUTH_CHANGE", field, value });
const confirm = { type: "PROFILE.CONFIRM" };
const NEW_EMAIL_SAVED: SecurityProfile = { ...EMAIL_MEMBER, profile: { ...EMAIL_MEMBER.profile, email: "new@mail.com" }, emailRecoveryOpensAt: "2026-11-28T07:05:00.000Z" };
const toNewEmail = [emailLoaded, change("email", " new@mail.com "), submit];

describeWalks(model, [
  { name: "a changed e-mail asks for confirmation before anything is saved", steps: toNewEmail, state: { changingEmail: "confirming" }, requests: { saveProfile: 0 } },
  { name: "the same e-mail in other letters' case is no change", steps: [emailLoaded, change("email", "OLD@mail.com"), submit], state: "saving", requests: { saveProfile: 1 } },
  {
    name: "confirming without the password and the mailed code says both are needed and sends nothing",
    steps: [...toNewEmail, confirm],
    state: { changingEmail: "confirming" },
    requests: { saveProfile: 0 },
    context: { reauthErrors: { loginPassword: { kind: "required" }, emailCode: { kind: "required" } } },
  },
  {
    name: "a first e-mail needs the password only",
    steps: [...validNew, change("email", "first@mail.com"), submit, reauth("loginPassword", "Demo1234"), confirm],
    state: { changingEmail: "saving" },
    requests: { saveProfile: 1 },
  },
  {
    name: "the confirmation saves the profile with the password and the trimmed code, then forgets them and shows the hold",
    steps: [...toNewEmail, reauth("loginPassword", "Demo1234"), reauth("emailCode", " 123456 "), confirm, answer("saveProfile", NEW_EMAIL_SAVED)],
    state: "editing",
    requests: { saveProfile: 1 },
    context: { saved: true, data: NEW_EMAIL_SAVED, loginPassword: "", emailCode: "" },
  },
  {
    name: "a wrong password keeps the confirmation open with its message and what was typed",
    steps: [...toNewEmail, reauth("loginPassword", "Wrong"), reauth("emailCode", "123456"), confirm, failure("saveProfile", errorOf("LOGIN_PASSWORD_INCORRECT"))],
    state: { changingEmail: "confirming" },
    context: { error: { errorCode: "LOGIN_PASSWORD_INCORRECT" }, loginPassword: "Wrong", emailCode: "123456" },
  },
  {
    name: "going back leaves the e-mail typed in the form and forgets the password",
    steps: [...toNewEmail, reauth("loginPassword", "Demo1234"), { type: "PROFILE.CANCEL" }],
    state: "editing",
    context: { loginPassword: "", values: { ...EMAIL_MEMBER.profile, email: " new@mail.com " } },
  },
]);

describe("profile save request", () => {
  it("a changed e-mail is sent with the login password and the code mailed to the old one", async () => {
    const test = createTestActor({ ...model, payloads: {} });
    test.actor.start();
    for (const step of [...toNewEmail, reauth("loginPassword", " Demo1234"), reauth("emailCode", " 123456 "), confirm]) await deliver(test, step);
    expect(test.fakes.inputs.filter((r) => r.id === "saveProfile").map((r) => r.input)).toEqual([
      { ...EMAIL_MEMBER.profile, email: "new@mail.com", loginPassword: " Demo1234", emailCode: "123456" },
    ]);
  });


  it("sends every field trimmed", async () => {
    const test = createTestActor({ ...model, payloads: {} });
    test.actor.start();
    await deliver(test, newLoaded);
    for (const step of [change("address", " 1 Main Road "), change("nationality", " Thai "), change("nickname", "  Lucky "), submit]) await deliver(test, step);
    expect(test.fakes.inputs.filter((r) => r.id === "saveProfile").map((r) => r.input)).toEqual([{ ...EMPTY, nickname: "Lucky", address: "1 Main Road", nationality: "Thai" }]);
  });
});
