import type { Client } from "@libsql/client";
import type { LoginAnswer } from "../contract";
import type { Break } from "../contract/safer-play";
import { breakInForce, breakValue } from "./safer-play/breaks";
import type { Member } from "./store/members";

/**
 * The `value` of a successful login (by password, SMS code, phone recovery or free play). `restricted`: the
 * time-out or self-exclusion in force, which makes the session withdraw-only (restrictionAt).
 */
export function loginAnswer(member: Pick<Member, "id" | "username" | "type" | "firstLogin" | "passwordExpired">, token: string, restricted: Break | null = null): LoginAnswer {
  return {
    token,
    firstTimeLogin: member.firstLogin,
    passwordExpired: member.passwordExpired,
    id: member.id,
    userName: member.username,
    customerType: member.type,
    restricted,
  };
}

/** The break in force for the member at `now` as the login and member-info answers carry it (null: none). */
export async function restrictionAt(db: Client, memberId: number, now: number): Promise<Break | null> {
  const onBreak = await breakInForce(db, memberId, now);
  return onBreak ? breakValue(onBreak) : null;
}
