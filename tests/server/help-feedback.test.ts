// @vitest-environment node
import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ErrorCode, type FeedbackHistory, type FeedbackItem, type HelpCentre } from "../../contract";
import type { ReferenceServer } from "../../server/app";
import { EN, get, makeServer, post, send, tokenFor, type Answer } from "./helpers";

// Expected values come from the spec and docs/features.md (5 MB, 3 images, png/jpg by content), the catalogue texts and the seed.
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);
const GIF = Buffer.from("GIF89a-not-a-png-at-all");
const MB5 = 5 * 1024 * 1024;
const image = (data: Buffer, contentType = "image/png", fileName = "shot.png") => ({ fileName, contentType, dataBase64: data.toString("base64") });
const key = () => randomBytes(12).toString("hex");
const OK_CONTENT = "The deposit page froze after I pressed confirm.";

let server: ReferenceServer;
beforeEach(async () => {
  server = await makeServer();
});
afterEach(() => server.close());

function feedback(body: Record<string, unknown>, opts: { token?: string; idem?: string | null; lang?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = { Language: opts.lang ?? "EN" };
  if (opts.idem !== null) headers["Idempotency-Key"] = opts.idem ?? key();
  return send(server, "PUT", "/wps/feedback", { token: opts.token, headers, body: { questionType: "deposit", content: OK_CONTENT, contact: "line: guest01", images: [], ...body } });
}

describe("help centre (GET /wps/system/helpCenter)", () => {
  it("answers the seeded categories and articles in Thai and in English", async () => {
    const th = (await get(server, "/wps/system/helpCenter?lang=TH&device=WEB")).json?.value as HelpCentre;
    const en = (await get(server, "/wps/system/helpCenter?lang=EN&device=WEB")).json?.value as HelpCentre;
    expect(th.categories.map((c) => c.title)).toEqual(["บัญชีและความปลอดภัย", "ฝากและถอนเงิน", "เกม", "แอปพลิเคชัน"]);
    expect(en.categories.map((c) => c.title)).toEqual(["Account and security", "Deposits and withdrawals", "Games", "The app"]);
    expect(en.categories[0]!.articles.map((a) => a.title)).toEqual(["How to register", "Forgotten password"]);
    expect(en.categories[3]!.articles[0]!.content).toContain("VPN &amp; Device Management");
  });
});

describe("feedback (PUT /wps/feedback)", () => {
  it("stores a guest's feedback with a png and a jpg, once per Idempotency-Key", async () => {
    const idem = key();
    const body = { images: [image(PNG), image(JPG, "image/jpeg", "b.jpg")] };
    const first = await feedback(body, { idem });
    expect(first.json?.success, first.text).toBe(true);
    const again = await feedback(body, { idem });
    expect((again.json?.value as FeedbackItem).id).toBe((first.json?.value as FeedbackItem).id);
    const stored = (await get(server, "/dev/feedback")).json?.value as { id: string; imageCount: number; contact: string }[];
    expect(stored.filter((f) => f.id === (first.json?.value as FeedbackItem).id)).toEqual([expect.objectContaining({ imageCount: 2, contact: "line: guest01" })]);
    // The same key with another body is refused rather than stored.
    expect((await feedback({ content: `${OK_CONTENT} And more.` }, { idem })).json?.errorCode).toBe(ErrorCode.idempotencyKeyReused);
  });

  it("stores two identical sends arriving at once only once", async () => {
    const idem = key();
    const [a, b] = await Promise.all([feedback({}, { idem }), feedback({}, { idem })]);
    expect((a.json?.value as FeedbackItem).id).toBe((b.json?.value as FeedbackItem).id);
    expect(((await get(server, "/dev/feedback")).json?.value as unknown[]).length).toBe(2); // the seed's and this one
  });

  it("needs an Idempotency-Key", async () => {
    expect((await feedback({}, { idem: null })).json?.errorCode).toBe(ErrorCode.idempotencyKeyRequired);
  });

  it("refuses content outside 10 to 500 characters with the bounds in the message, in Thai and English", async () => {
    const short = await feedback({ content: "x".repeat(9) });
    expect(short.json?.errorCode).toBe(ErrorCode.feedbackContent);
    expect(short.json?.message).toBe("Please enter between 10 and 500 characters");
    expect((await feedback({ content: "x".repeat(501) }, { lang: "TH" })).json?.message).toBe("กรุณากรอกรายละเอียด 10 ถึง 500 ตัวอักษร");
    expect((await feedback({ content: "x".repeat(10) })).json?.success).toBe(true);
    expect((await feedback({ content: "x".repeat(500) })).json?.success).toBe(true);
  });

  it("refuses script in the text, a guest without contact, and bad images by content", async () => {
    expect((await feedback({ content: "<script>alert(1)</script> please help" })).json?.message).toBe("The text contains characters that are not allowed (such as < or >)");
    expect((await feedback({ contact: "<b>me</b>" })).json?.errorCode).toBe(ErrorCode.feedbackText);
    expect((await feedback({ contact: "  " })).json?.message).toBe("Please enter how we can contact you");
    expect((await feedback({ images: [image(PNG), image(PNG), image(PNG), image(PNG)] })).json?.message).toBe("At most 3 images can be attached");
    expect((await feedback({ images: [image(GIF)] })).json?.message).toBe("Only PNG or JPG images are accepted");
    expect((await feedback({ images: [image(JPG, "image/png")] })).json?.errorCode).toBe(ErrorCode.imageInvalid);
    const over = Buffer.concat([PNG, Buffer.alloc(MB5 + 1 - PNG.length)]);
    expect((await feedback({ images: [image(over)] })).json?.message).toBe("The image is over 5MB");
    const limit = Buffer.concat([PNG, Buffer.alloc(MB5 - PNG.length)]);
    expect((await feedback({ images: [image(limit)] })).json?.success).toBe(true);
  });

  it("limits sends per address (5 in 5 minutes) with the catalogue message", async () => {
    for (let i = 0; i < 5; i += 1) expect((await feedback({})).json?.success).toBe(true);
    const refused = await feedback({});
    expect(refused.status).toBe(429);
    expect(refused.json?.message).toBe("too many requests, try again after 5 minutes");
    await server.clock.advance(5 * 60_000 + 1);
    expect((await feedback({})).json?.success).toBe(true);
  });

  it("limits a member to 3 in 5 minutes; the member sees earlier feedback and staff's reply", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const before = (await get(server, "/wps/feedback/history", { token })).json?.value as FeedbackHistory;
    expect(before.items).toHaveLength(1);
    expect(before.items[0]!.reply?.content).toContain("Sorry for the delay");
    const sent: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await feedback({ contact: undefined }, { token });
      expect(answer.json?.success, answer.text).toBe(true);
      sent.push((answer.json?.value as FeedbackItem).id);
    }
    expect((await feedback({ contact: undefined }, { token })).json?.errorCode).toBe(ErrorCode.feedbackRateLimited);
    const reply = await post(server, `/dev/feedback/${sent[0]}/reply`, { content: "We fixed the page." });
    expect(reply.json?.success).toBe(true);
    const after = (await get(server, "/wps/feedback/history", { token })).json?.value as FeedbackHistory;
    expect(after.items).toHaveLength(4);
    expect(after.items.find((i) => i.id === sent[0])?.reply?.content).toBe("We fixed the page.");
    // Ids are opaque, not counters.
    expect(sent.every((id) => /^fb-[0-9a-f]{24}$/.test(id))).toBe(true);
  });

  it("refuses a dead token instead of storing the feedback as a guest's; history needs a member", async () => {
    expect((await feedback({}, { token: "dead-token" })).status).toBe(401);
    expect((await get(server, "/wps/feedback/history", EN)).status).toBe(401);
  });

  it("the dev reply refuses markup and unknown ids", async () => {
    expect((await post(server, "/dev/feedback/fb-seed-demo-1/reply", { content: "<img src=x onerror=alert(1)>" })).status).toBe(400);
    expect((await post(server, "/dev/feedback/fb-nope/reply", { content: "Hello" })).status).toBe(404);
  });
});

describe("app download", () => {
  it("links the /down page and a real iOS web-clip profile on the public origin, and no Android file", async () => {
    const links = (await get(server, "/wps/system/appDownload")).json?.value;
    expect(links).toEqual({ pageUrl: "http://localhost/down", androidUrl: "", iosUrl: "http://localhost/app/royal-play.mobileconfig" });
    const profile = await get(server, "/app/royal-play.mobileconfig");
    expect(profile.headers.get("Content-Type")).toBe("application/x-apple-aspen-config");
    expect(profile.text).toContain("<string>com.apple.webClip.managed</string>");
    expect(profile.text).toContain("<string>http://localhost/</string>");
    expect((await get(server, "/app/royal-play.apk")).status).toBe(404);
  });
});
