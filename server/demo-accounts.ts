/** The seeded accounts anyone can log in with (printed by `npm run server`). */
export const DEMO_ACCOUNTS: { username: string; password: string; role: "member" | "agent"; note: string }[] = [
  { username: "demo", password: "Demo1234", role: "member", note: "member (type 0), 1,000.00 THB, unread messages" },
  { username: "agent", password: "Agent1234", role: "agent", note: "agent (type 1), top of the downline tree" },
  { username: "subagent", password: "Sub12345", role: "agent", note: "sub-agent (type 2), downline of agent" },
  { username: "player1", password: "Player123", role: "member", note: "member (type 0), downline of subagent" },
  { username: "player2", password: "Player234", role: "member", note: "member (type 0), direct downline of agent" },
  { username: "expired", password: "Expired123", role: "member", note: "member whose password has expired (passwordExpired)" },
  { username: "newbie", password: "Newbie123", role: "member", note: "member logging in for the first time (firstTimeLogin)" },
];
