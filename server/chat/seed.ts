import type { Client, InStatement } from "@libsql/client";

/** Live models and their rooms: two open, one closed (the closed-room message). */
export const SEED_MODELS = [
  { modelId: "mdl_8f2k1q", name: "Ploy", open: true },
  { modelId: "mdl_3z9wxa", name: "Mint", open: true },
  { modelId: "mdl_q7d0ru", name: "Fah", open: false },
] as const;

/** Card-game tables: game codes of the catalogue's PVP games (server/games/catalogue.ts), stakes in major units. */
export const SEED_PVP_ROOMS = [
  { roomId: "pvp_k2m9a1", table: "Pok Deng A", gameCode: "KM_PVP_0001", minBet: 10, maxBet: 1_000, seats: 6, seated: 4 },
  { roomId: "pvp_x81bq0", table: "Pok Deng B", gameCode: "KM_PVP_0001", minBet: 100, maxBet: 10_000, seats: 6, seated: 1 },
  { roomId: "pvp_h3j7zz", table: "Texas Hold'em VIP", gameCode: "KM_PVP_0002", minBet: 50, maxBet: 5_000, seats: 9, seated: 9 },
  { roomId: "pvp_m0c4te", table: "Dummy", gameCode: "V8_PVP_0003", minBet: 5, maxBet: 500, seats: 4, seated: 2 },
] as const;

export function chatGamesSeedStatements(): InStatement[] {
  return [
    ...SEED_MODELS.map((m, sort) => ({ sql: "INSERT OR IGNORE INTO live_models (model_id, name, open, sort) VALUES (?, ?, ?, ?)", args: [m.modelId, m.name, m.open ? 1 : 0, sort] })),
    ...SEED_PVP_ROOMS.map((r, sort) => ({
      sql: "INSERT OR IGNORE INTO pvp_rooms (room_id, table_name, game_code, min_bet, max_bet, seats, seated, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      args: [r.roomId, r.table, r.gameCode, r.minBet, r.maxBet, r.seats, r.seated, sort],
    })),
  ];
}

/** A database seeded before migration 017 gets the models and tables once (an empty one got them from the seed). */
export async function seedChatGamesIfEmpty(db: Client): Promise<void> {
  const found = await db.execute("SELECT (SELECT COUNT(*) FROM live_models) + (SELECT COUNT(*) FROM pvp_rooms) AS n");
  if (Number(found.rows[0]?.n ?? 0) === 0) await db.batch(chatGamesSeedStatements(), "write");
}
