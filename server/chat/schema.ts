/** Live chat, chat rooms, the lucky wheel and the card-game rooms. */
export const CHAT_GAMES_MIGRATION = {
  id: "017_chat_games",
  statements: [
    /** The live models of CBS_modelList; each has one room (id `room:<model_id>`), open or closed. */
    `CREATE TABLE live_models (
      model_id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      open INTEGER NOT NULL,
      sort INTEGER NOT NULL
    )`,
    /** A chat: with customer service (one per member, or per guest ticket) or a model's room (shared). */
    `CREATE TABLE chat_conversations (
      id TEXT PRIMARY KEY,
      room TEXT NOT NULL,
      member_id INTEGER REFERENCES members(id) ON DELETE CASCADE,
      name TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      member_read_seq INTEGER NOT NULL DEFAULT 0,
      operator_read_seq INTEGER NOT NULL DEFAULT 0
    )`,
    `CREATE UNIQUE INDEX chat_service_member ON chat_conversations (member_id) WHERE room = 'service' AND member_id IS NOT NULL`,
    /** Messages: `seq` keeps the order on the server, `id` is what clients see (opaque). */
    `CREATE TABLE chat_messages (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      id TEXT NOT NULL UNIQUE,
      conversation_id TEXT NOT NULL REFERENCES chat_conversations(id) ON DELETE CASCADE,
      sender TEXT NOT NULL CHECK (sender IN ('member', 'operator')),
      name TEXT NOT NULL,
      client_id TEXT,
      text TEXT NOT NULL,
      at INTEGER NOT NULL,
      UNIQUE (conversation_id, sender, client_id)
    )`,
    /** Opaque socket tickets (CBS_launchChat), alive for a short while after their last use. */
    `CREATE TABLE chat_tickets (
      ticket TEXT PRIMARY KEY,
      conversation_id TEXT NOT NULL REFERENCES chat_conversations(id) ON DELETE CASCADE,
      member_id INTEGER,
      name TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    )`,
    /** One lucky-wheel spin per member per Bangkok day: the primary key is what makes the money move once. */
    `CREATE TABLE wheel_spins (
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      day TEXT NOT NULL,
      slice INTEGER NOT NULL,
      amount_minor INTEGER NOT NULL,
      ledger_ref TEXT,
      at INTEGER NOT NULL,
      PRIMARY KEY (member_id, day)
    )`,
    /** Card-game tables of GLS2_roomList. */
    `CREATE TABLE pvp_rooms (
      room_id TEXT PRIMARY KEY,
      table_name TEXT NOT NULL,
      game_code TEXT NOT NULL,
      min_bet INTEGER NOT NULL,
      max_bet INTEGER NOT NULL,
      seats INTEGER NOT NULL,
      seated INTEGER NOT NULL,
      sort INTEGER NOT NULL
    )`,
  ],
};

/** Children before parents (DATA_TABLES order). */
export const CHAT_GAMES_TABLES = ["chat_tickets", "chat_messages", "chat_conversations", "live_models", "wheel_spins", "pvp_rooms"] as const;
