/**
 * Sign-ins from an address the account has not used: the addresses each member verified, and the tickets
 * a right password from an unknown address earns (server/ip-verification/tickets.ts).
 */
export const IP_VERIFICATION_MIGRATION = {
  id: "021_ip_verification",
  statements: [
    /** Addresses a member verified with an SMS code; a login from one of them is not asked again. */
    `CREATE TABLE member_addresses (
      member_id INTEGER NOT NULL REFERENCES members(id),
      ip TEXT NOT NULL,
      added_at INTEGER NOT NULL,
      PRIMARY KEY (member_id, ip)
    )`,
    /** One row per IP_VERIFICATION_REQUIRED answer: bound to the member and the address, single use, 10 minutes. */
    `CREATE TABLE ip_verification_tickets (
      ticket TEXT PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members(id),
      ip TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      used INTEGER NOT NULL DEFAULT 0
    )`,
  ],
};

export const IP_VERIFICATION_TABLES = ["ip_verification_tickets", "member_addresses"] as const;
