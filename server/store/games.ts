import type { Client, InStatement, Row } from "@libsql/client";
import type { Game, GamePage } from "../../contract";
import { catalogue, displayGameType, seededMaintenance, type CatalogueGame } from "../games/catalogue";
import { num, optNum, optStr, str } from "./values";

const BATCH_ROWS = 1000;
const COLUMNS = "node_id, game_code, vassalage, game_type, category, game_classify, display_name, game_name, support_play, hot_rank, sort";

/** Multi-row INSERTs of 1,000 games each: the 10,000-game catalogue goes in with ten statements. */
export function catalogueStatements(games: CatalogueGame[] = catalogue()): InStatement[] {
  const statements: InStatement[] = [];
  for (let start = 0; start < games.length; start += BATCH_ROWS) {
    const rows = games.slice(start, start + BATCH_ROWS);
    statements.push({
      sql: `INSERT INTO games (${COLUMNS}) VALUES ${rows.map(() => "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)").join(", ")}`,
      args: rows.flatMap((g) => [
        g.nodeId, g.gameCode, g.vassalage, g.gameType, displayGameType(g.vassalage, g.gameType), g.gameClassify,
        g.displayName, g.gameName, g.supportPlay, g.hotRank, g.sort,
      ]),
    });
  }
  return statements;
}

/** The catalogue is static: written once when the table is empty (not part of a reset to the seed). */
export async function seedGamesIfEmpty(db: Client): Promise<boolean> {
  const found = await db.execute("SELECT COUNT(*) AS n FROM games");
  if (Number(found.rows[0]?.n ?? 0) > 0) return false;
  await db.batch(catalogueStatements(), "write");
  return true;
}

/** The seeded maintenance flags (part of the seed: a reset restores them). */
export function maintenanceSeedStatements(): InStatement[] {
  const ids = seededMaintenance(catalogue());
  return [{ sql: `INSERT INTO game_maintenance (node_id) VALUES ${ids.map(() => "(?)").join(", ")}`, args: ids }];
}

const SELECT_GAME = `SELECT g.node_id, g.game_code, g.vassalage, g.game_type, g.game_classify, g.display_name, g.game_name,
  g.support_play, EXISTS (SELECT 1 FROM game_maintenance m WHERE m.node_id = g.node_id) AS maintenance FROM games g`;

export function toGame(row: Row): Game {
  const nodeId = num(row, "node_id");
  return {
    nodeId,
    gameCode: str(row, "game_code"),
    vassalage: str(row, "vassalage"),
    gameType: str(row, "game_type"),
    gameClassify: optStr(row, "game_classify"),
    isGame: true,
    displayName: str(row, "display_name"),
    gameName: str(row, "game_name"),
    nodeName: str(row, "game_name"),
    iconUrl: `/media/games/${nodeId}.svg`,
    lagerIcon: `/media/games/${nodeId}.svg?size=large`,
    supportPlay: num(row, "support_play"),
    maintenance: (optNum(row, "maintenance") ?? 0) !== 0,
  };
}

export type GameQuery = {
  gameType?: string;
  vassalage?: string;
  gameName?: string;
  gameClassify?: string;
  pageNo: number;
  pageSize: number;
};

/** One page of the catalogue; `gameType` is the category (ESPORTS and COCKFIGHT cards live in the SPORTS lane). */
export async function listGames(db: Client, q: GameQuery): Promise<GamePage> {
  const where: string[] = [];
  const args: (string | number)[] = [];
  if (q.gameType) {
    where.push("g.category = ?");
    args.push(q.gameType);
  }
  if (q.vassalage) {
    where.push("g.vassalage = ?");
    args.push(q.vassalage);
  }
  if (q.gameClassify) {
    where.push("g.game_classify = ?");
    args.push(q.gameClassify);
  }
  if (q.gameName) {
    where.push("g.game_name LIKE ? ESCAPE '\\'");
    args.push(`%${q.gameName.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
  }
  const clause = where.length > 0 ? `WHERE ${where.join(" AND ")}` : "";
  const count = await db.execute({ sql: `SELECT COUNT(*) AS n FROM games g ${clause}`, args });
  const total = num(count.rows[0]!, "n");
  const rows = await db.execute({
    sql: `${SELECT_GAME} ${clause} ORDER BY g.sort, g.node_id LIMIT ? OFFSET ?`,
    args: [...args, q.pageSize, (q.pageNo - 1) * q.pageSize],
  });
  return { content: rows.rows.map(toGame), pageNum: q.pageNo, totalPages: Math.max(1, Math.ceil(total / q.pageSize)), totalElements: total };
}

export async function findGame(db: Client, by: { nodeId?: number; gameCode?: string }): Promise<Game | undefined> {
  const result = by.nodeId !== undefined
    ? await db.execute({ sql: `${SELECT_GAME} WHERE g.node_id = ?`, args: [by.nodeId] })
    : await db.execute({ sql: `${SELECT_GAME} WHERE g.game_code = ?`, args: [by.gameCode ?? ""] });
  const row = result.rows[0];
  return row ? toGame(row) : undefined;
}

/** Hot games in rank order, optionally of one vendor. */
export async function hotGames(db: Client, vassalage?: string, limit = 30): Promise<Game[]> {
  const result = await db.execute({
    sql: `${SELECT_GAME} WHERE g.hot_rank IS NOT NULL ${vassalage ? "AND g.vassalage = ?" : ""} ORDER BY g.hot_rank LIMIT ?`,
    args: vassalage ? [vassalage, limit] : [limit],
  });
  return result.rows.map(toGame);
}

/** Popular games: hot games that can be played now. */
export async function popularGames(db: Client, limit = 6): Promise<Game[]> {
  return (await hotGames(db, undefined, limit * 3)).filter((g) => !g.maintenance).slice(0, limit);
}

/** One card per vendor and game type: the first game of the vendor stands for it. */
export async function vendorCards(db: Client): Promise<Game[]> {
  const result = await db.execute(`${SELECT_GAME} WHERE g.sort = 0 ORDER BY g.node_id`);
  // A vendor card shows the vendor's own art (server/media/game-art.ts), not its first game's.
  return result.rows.map(toGame).map((g) => ({ ...g, iconUrl: `/media/vendors/${g.vassalage}/${g.gameType}.svg`, lagerIcon: `/media/vendors/${g.vassalage}/${g.gameType}.svg` }));
}

export async function setMaintenance(db: Client, nodeId: number, on: boolean): Promise<void> {
  await db.execute({
    sql: on ? "INSERT OR IGNORE INTO game_maintenance (node_id) VALUES (?)" : "DELETE FROM game_maintenance WHERE node_id = ?",
    args: [nodeId],
  });
}

// Favourites and recent games of a member.

export async function favouriteIds(db: Client, memberId: number): Promise<string[]> {
  const result = await db.execute({ sql: "SELECT node_id FROM favourite_games WHERE member_id = ? ORDER BY created_at DESC, node_id", args: [memberId] });
  return result.rows.map((row) => String(num(row, "node_id")));
}

async function memberPage(db: Client, table: "favourite_games" | "recent_games", order: string, memberId: number, pageNo: number, pageSize: number): Promise<GamePage> {
  const count = await db.execute({ sql: `SELECT COUNT(*) AS n FROM ${table} WHERE member_id = ?`, args: [memberId] });
  const total = num(count.rows[0]!, "n");
  const rows = await db.execute({
    sql: `${SELECT_GAME} JOIN ${table} t ON t.node_id = g.node_id WHERE t.member_id = ? ORDER BY t.${order} DESC, g.node_id LIMIT ? OFFSET ?`,
    args: [memberId, pageSize, (pageNo - 1) * pageSize],
  });
  return { content: rows.rows.map(toGame), pageNum: pageNo, totalPages: Math.max(1, Math.ceil(total / pageSize)), totalElements: total };
}

export const favouritePage = (db: Client, memberId: number, pageNo: number, pageSize: number) =>
  memberPage(db, "favourite_games", "created_at", memberId, pageNo, pageSize);

export const recentPage = (db: Client, memberId: number, pageNo: number, pageSize: number) =>
  memberPage(db, "recent_games", "played_at", memberId, pageNo, pageSize);

/** Adds a favourite; false when it was one already. */
export async function addFavourite(db: Client, memberId: number, nodeId: number, now: number): Promise<boolean> {
  const result = await db.execute({
    sql: "INSERT OR IGNORE INTO favourite_games (member_id, node_id, created_at) VALUES (?, ?, ?)",
    args: [memberId, nodeId, now],
  });
  return result.rowsAffected > 0;
}

/** Removes a favourite; false when it was not one. */
export async function removeFavourite(db: Client, memberId: number, nodeId: number): Promise<boolean> {
  const result = await db.execute({ sql: "DELETE FROM favourite_games WHERE member_id = ? AND node_id = ?", args: [memberId, nodeId] });
  return result.rowsAffected > 0;
}

export async function recordRecentGame(db: Client, memberId: number, nodeId: number, now: number): Promise<void> {
  await db.execute({
    sql: `INSERT INTO recent_games (member_id, node_id, played_at) VALUES (?, ?, ?)
          ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = excluded.played_at`,
    args: [memberId, nodeId, now],
  });
}
