import { describe, expect, it } from "vitest";
import { sanitizeHtml, stripInlineHandlers } from "../../src/views/common/sanitize-html";

/** A popup's `<img src=x onerror=…>` must not reach a parser with its handler (Chromium reports that as a CSP violation). */
describe("server HTML sanitising", () => {
  it("strips every inline handler from the text before anything parses it", () => {
    const cases: [string, string[]][] = [
      ["<p>Hi</p><img src=x onerror=alert(1)>", ["<p>Hi</p><img src=x"]],
      ['<img/onerror="alert(1)"src="/a.png">', ['src="/a.png"']],
      [`<a href="/x" onclick='go()' onmouseover=go()>x</a>`, ['<a href="/x"', ">x</a>"]],
      ['<div ONLOAD = "a" class="c" onfocus=b>t</div>', ['class="c"', ">t</div>"]],
    ];
    for (const [dirty, kept] of cases) {
      const stripped = stripInlineHandlers(dirty);
      expect(stripped).not.toMatch(/on[a-z]+\s*=/i);
      for (const part of kept) expect(stripped).toContain(part);
    }
  });

  it("leaves text that only looks like a handler outside a tag", () => {
    expect(stripInlineHandlers("<p>Click on=the button</p>")).toBe("<p>Click on=the button</p>");
  });

  it("keeps the content and drops script, handlers and relative images", () => {
    const clean = sanitizeHtml('<p>This text must show with no script running.</p><img src=x onerror=alert(1)><script>alert("xss")</script>');
    expect(clean).toBe("<p>This text must show with no script running.</p>");
  });

  it("keeps images the site or another host serves", () => {
    expect(sanitizeHtml('<img src="/media/banners/1.svg" onload="x()">')).toBe('<img src="/media/banners/1.svg">');
    expect(sanitizeHtml('<img src="https://cdn.example/a.png">')).toBe('<img src="https://cdn.example/a.png">');
    expect(sanitizeHtml('<p>Bonus <a href="/promotions">Details</a></p>')).toBe('<p>Bonus <a href="/promotions">Details</a></p>');
  });
});
