import type { MemberInfo, MemberRole } from "../contract";

/** What restoring a session produced: the member, and the role their type maps to (undefined for an unknown type). */
export interface RestoredSession {
  member: MemberInfo;
  role: MemberRole | undefined;
}
