/** The seeded accounts anyone can log in with (printed by `npm start`). */
export const DEMO_ACCOUNTS: { username: string; password: string; role: "member" | "agent" | "staff"; note: string }[] = [
  { username: "demo", password: "Demo1234", role: "member", note: "member (type 0), 1,000.00 THB, a month of records (deposits, bets, a paid withdrawal, a rebate), unread messages, e-mail demo@example.com (e-mail recovery)" },
  { username: "agent", password: "Agent1234", role: "agent", note: "agent (type 1), top of the downline tree; invitation (affiliate) code AGENT01 for registration" },
  { username: "subagent", password: "Sub12345", role: "agent", note: "sub-agent (type 2), downline of agent" },
  { username: "player1", password: "Player123", role: "member", note: "member (type 0), downline of subagent" },
  { username: "player2", password: "Player234", role: "member", note: "member (type 0), direct downline of agent" },
  { username: "expired", password: "Expired123", role: "member", note: "member whose password has expired (passwordExpired) until it is changed" },
  { username: "newbie", password: "Newbie123", role: "member", note: "member logging in for the first time (firstTimeLogin) until the password is changed" },
  { username: "mobileuser", password: "Mobile123", role: "member", note: "member with mobile 0812345678 (+66): SMS login and phone recovery, codes at GET /dev/sms?mobile=0812345678" },
  { username: "notmember", password: "Staff1234", role: "staff", note: "staff account (type 5): login answers NON_MEMBER_ACCOUNT" },
  { username: "newip", password: "Newip1234", role: "member", note: "member whose every login answers IP_VERIFICATION_REQUIRED" },
  { username: "subagent2", password: "Sub23456", role: "agent", note: "sub-agent (type 2), direct downline of agent; hourly contract, a dividend offer waiting (badge)" },
  { username: "player3", password: "Player345", role: "member", note: "member (type 0), downline of subagent; betting history, a real-time offer waiting (badge)" },
  { username: "subagent3", password: "Sub34567", role: "agent", note: "sub-agent (type 2), downline of subagent; real-time contract, a termination request waiting (badge)" },
  { username: "player4", password: "Player456", role: "member", note: "member (type 0), downline of subagent3 (fourth level); betting history" },
  { username: "player5", password: "Player567", role: "member", note: "member (type 0), downline of subagent2; betting history" },
];
