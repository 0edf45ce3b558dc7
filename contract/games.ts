import * as z from "zod/mini";

/** Game types of the platform (vendor lanes and game list `gameType`). */
export const GAME_TYPES = ["RNG", "LIVE", "PVP", "FISH", "SPORTS", "ESPORTS", "COCKFIGHT", "LOTT", "ELOTT"] as const;
export type GameTypeCode = (typeof GAME_TYPES)[number];

/** RNG sub-categories: scratch cards, video poker, jackpot, table games, arcade games, bingo. */
export const RNG_CLASSIFIES = ["SC", "VP", "JP", "TG", "AC", "BG"] as const;
export type RngClassify = (typeof RNG_CLASSIFIES)[number];

/** One game (or one vendor card) as lists, favourites and recent games carry it. */
export const gameSchema = z.object({
  nodeId: z.number(),
  gameCode: z.string(),
  vassalage: z.string(),
  gameType: z.string(),
  gameClassify: z.optional(z.nullable(z.string())),
  isGame: z.optional(z.boolean()),
  displayName: z.string(),
  gameName: z.string(),
  nodeName: z.optional(z.nullable(z.string())),
  showIcon: z.optional(z.nullable(z.string())),
  iconUrl: z.string(),
  lagerIcon: z.optional(z.nullable(z.string())),
  /** 0: a free trial is offered. */
  supportPlay: z.number(),
  /** The game is under maintenance (launching it fails with GAME_MAINTENANCE). */
  maintenance: z.optional(z.boolean()),
});
export type Game = z.infer<typeof gameSchema>;

/** A page of games: game list, favourites list, recent games. */
export const gamePageSchema = z.object({
  content: z.array(gameSchema),
  pageNum: z.number(),
  totalPages: z.number(),
  totalElements: z.number(),
});
export type GamePage = z.infer<typeof gamePageSchema>;

export const vendorLaneSchema = z.object({
  title: z.string(),
  gameType: z.string(),
  gameClassify: z.optional(z.nullable(z.string())),
  cards: z.array(gameSchema),
});
export type VendorLane = z.infer<typeof vendorLaneSchema>;

/** `GCSGAME_gameVendor`: `value.data.lanes`. */
export const vendorLanesSchema = z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) });
export type VendorLanes = z.infer<typeof vendorLanesSchema>;

export const winnerSchema = z.object({
  vo: z.object({ account: z.string(), gameName: z.string(), vassalage: z.string(), winAmount: z.number() }),
});
export type Winner = z.infer<typeof winnerSchema>;
/** `GCSGAME_getRankList`: `value.list[].vo.winAmount`. */
export const rankListSchema = z.object({ list: z.array(winnerSchema) });

export const hotMatchSchema = z.object({
  id: z.number(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  homeTeamImageUrl: z.string(),
  awayTeamImageUrl: z.string(),
  title: z.string(),
  matchTime: z.string(),
});
export type HotMatch = z.infer<typeof hotMatchSchema>;

/** Body of add and remove favourite (`MCSFE_addFavoriteGameV2`, `MCSFE_removeFavoriteGameV2`). */
export const favouriteRequestSchema = z.object({ nodeId: z.number(), vendor: z.string(), gameType: z.string() });
export type FavouriteRequest = z.infer<typeof favouriteRequestSchema>;

/** `/wps/game/launchGame`: `value.content.game_url`; `seamless` games open inside the site (/seamless). */
export const launchAnswerSchema = z.object({ content: z.object({ game_url: z.string(), seamless: z.optional(z.boolean()) }) });
export type LaunchAnswer = z.infer<typeof launchAnswerSchema>;

/** Prize modes of the lottery pages (spec.md: LOTT, ZY, ELOTT, SEA). */
export const PRIZE_MODES = ["LOTT", "ZY", "ELOTT", "SEA"] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** `/lgw/vn/games/game_menu?prizeMode&device=WEB`: the lottery games of a prize mode. */
export const lotteryMenuSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  accountTypeName: z.string(),
  prizeMode: z.string(),
});
export type LotteryMenu = z.infer<typeof lotteryMenuSchema>;

/** Favourite ids are node ids as text. */
export const favouriteIdsSchema = z.array(z.string());
export const hotGamesSchema = z.array(gameSchema);
export const hotMatchesSchema = z.array(hotMatchSchema);
export const lotteryMenusSchema = z.array(lotteryMenuSchema);

/** `/lgw/vn/numeros/opened/game?gameCode`: the last draw of a lottery game (designed: spec.md names the call only). */
export const openedNumeroSchema = z.object({
  gameCode: z.string(),
  /** The draw's number. */
  numero: z.string(),
  /** ISO time of the draw. */
  openTime: z.string(),
  /** Drawn digits, first prize first. */
  numbers: z.array(z.string()),
  /** ISO time of the next draw. */
  nextOpenTime: z.string(),
});
export type OpenedNumero = z.infer<typeof openedNumeroSchema>;

/** One card-game table of `GLS2_roomList`: its game (launched through the usual launch), stakes and seats. */
export const pvpRoomSchema = z.object({
  roomId: z.string(),
  table: z.string(),
  game: gameSchema,
  minBet: z.number(),
  maxBet: z.number(),
  seats: z.number(),
  seated: z.number(),
});
export type PvpRoom = z.infer<typeof pvpRoomSchema>;
/** `GET /wps/relay/GLS2_roomList` (members): `value.rooms`. */
export const pvpRoomListSchema = z.object({ rooms: z.array(pvpRoomSchema) });
export type PvpRoomList = z.infer<typeof pvpRoomListSchema>;
