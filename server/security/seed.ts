import type { InStatement } from "@libsql/client";

/** The demo member's profile, so the security centre shows a real one (`demo`, id 1001). */
export function securitySeedStatements(): InStatement[] {
  return [
    {
      sql: "INSERT INTO member_profiles (member_id, birthday, telegram, zalo, address, nationality, updated_at) VALUES (?, ?, ?, ?, ?, ?, 0)",
      args: [1001, "1990-04-12", "demo_player", "", "99 Sukhumvit Road, Bangkok", "Thai"],
    },
    "UPDATE members SET payee_name = 'Somchai Demo', line_id = 'demo.line' WHERE id = 1001",
  ];
}
