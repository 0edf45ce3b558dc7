import type { ActorRefFrom } from "xstate";
import type { smsCodeMachine } from "../../../machines/sms-code.machine";

/** The smsCode child of the login or recovery flow. */
export type SmsCodeRef = ActorRefFrom<typeof smsCodeMachine>;
