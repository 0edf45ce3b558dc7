/** The sender policy's log (every code and mail asked for) and what the chat limits need. */
export const SENDER_LIMITS_MIGRATION = {
  id: "019_sender_limits",
  statements: [
    /**
     * One row per code or mail asked for, sent or not: `delivered` is 0 when the destination has no account and nothing
     * went out (the answer is the same, so the limits count it the same). `destination` is the number in international
     * form or the e-mail address in lower case.
     */
    `CREATE TABLE send_log (
      id INTEGER PRIMARY KEY,
      channel TEXT NOT NULL CHECK (channel IN ('sms', 'mail')),
      purpose TEXT NOT NULL,
      destination TEXT NOT NULL,
      member_id INTEGER,
      ip TEXT NOT NULL,
      delivered INTEGER NOT NULL,
      at INTEGER NOT NULL
    )`,
    "CREATE INDEX send_log_destination ON send_log (destination, at)",
    "CREATE INDEX send_log_member ON send_log (member_id, at)",
    "CREATE INDEX send_log_ip ON send_log (ip, at)",
    "CREATE INDEX send_log_at ON send_log (at)",
    /** The address that opened a guest's chat (guest conversations are limited per address). */
    "ALTER TABLE chat_conversations ADD COLUMN ip TEXT",
    "CREATE INDEX chat_conversations_guest_ip ON chat_conversations (ip, created_at) WHERE member_id IS NULL",
    /** The session a member's ticket belongs to: the ticket dies with it. */
    "ALTER TABLE chat_tickets ADD COLUMN session_token TEXT",
  ],
};

export const SENDER_LIMITS_TABLES = ["send_log"] as const;
