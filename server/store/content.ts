import type { Client } from "@libsql/client";
import type { Banner, Notice } from "../../contract";
import type { Lang } from "../lang";
import { num, optStr, str } from "./values";

export async function listBanners(db: Client, groupName?: string): Promise<Banner[]> {
  const result = await db.execute({
    sql: `SELECT id, group_name, url, linkage_type, link_url FROM banners ${groupName ? "WHERE group_name = ?" : ""} ORDER BY sort, id`,
    args: groupName ? [groupName] : [],
  });
  return result.rows.map((row) => ({
    id: num(row, "id"),
    groupName: str(row, "group_name"),
    url: str(row, "url"),
    linkageType: optStr(row, "linkage_type"),
    linkUrl: optStr(row, "link_url"),
  }));
}

function toExecution(value: string | null): Notice["execution"] {
  return value === "A" || value === "B" || value === "F" ? value : null;
}

/** Notices of one kind, title and content in the given language. */
export async function listNotices(db: Client, kind: "player" | "popup" | "promotion", lang: Lang): Promise<Notice[]> {
  const suffix = lang === "TH" ? "th" : "en";
  const result = await db.execute({
    sql: `SELECT id, title_${suffix} AS title, content_${suffix} AS content, promotion_type, execution FROM notices WHERE kind = ? ORDER BY sort, id`,
    args: [kind],
  });
  return result.rows.map((row) => ({
    id: num(row, "id"),
    title: str(row, "title"),
    content: str(row, "content"),
    promotionType: optStr(row, "promotion_type"),
    execution: toExecution(optStr(row, "execution")),
  }));
}
