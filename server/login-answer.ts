import type { LoginAnswer } from "../contract";
import type { Member } from "./store/members";

/** The `value` of a successful login (by password, SMS code, phone recovery or free play). */
export function loginAnswer(member: Pick<Member, "id" | "username" | "type" | "firstLogin" | "passwordExpired">, token: string): LoginAnswer {
  return {
    token,
    firstTimeLogin: member.firstLogin,
    passwordExpired: member.passwordExpired,
    id: member.id,
    userName: member.username,
    customerType: member.type,
  };
}
