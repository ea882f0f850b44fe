import { describe, expect, it } from "vitest";
import { isUrl, URL_MAX_LENGTH, urlSchema } from "./url";

describe("isUrl (the spec's Url grammar)", () => {
  it.each([
    "http://example.com",
    "https://example.com",
    "https://play.google.com/store/apps/details?id=com.pixel.puzzle",
    "https://apps.apple.com/kr/app/puzzle/id123456789",
    "https://example.com:8080",
    "https://example.com:1/x",
    "https://example.com:65535",
    "https://example.com?x=1",
    "https://example.com#top",
    "https://example.com/",
    "https://example.com.",
    "http://localhost:3000/path",
    "http://127.0.0.1:8080/index.html",
    "http://[::1]",
    "http://[::1]:8080/x",
    "https://[2001:db8::1]/game",
    "https://[::ffff:192.0.2.1]/",
    "https://게임.한국/앱",
    "https://my_host.example.com",
    "HTTPS://EXAMPLE.COM/Path",
    "https://example.com/a%20b?q=%ED%95%9C",
  ])("accepts %s", (url) => {
    expect(isUrl(url)).toBe(true);
  });

  it.each([
    ["empty", ""],
    ["no scheme", "example.com"],
    ["another scheme", "ftp://example.com"],
    ["javascript", "javascript:alert(1)"],
    ["scheme only", "https://"],
    ["one slash", "https:/example.com"],
    ["no host before the port", "https://:8080"],
    ["empty port", "https://example.com:"],
    ["six-digit port", "https://example.com:123456"],
    ["port beyond 65535", "https://example.com:70000"],
    ["letters in the port", "https://example.com:80a"],
    ["space in the host", "https://exa mple.com"],
    ["space in the path", "https://example.com/a b"],
    ["tab", "https://example.com/\tx"],
    ["newline at the end", "https://example.com/\n"],
    ["leading space", " https://example.com"],
    ["non-breaking space", "https://example.com/a\u00a0b"],
    ["user info", "https://user:pass@example.com"],
    ["unbracketed IPv6", "http://::1/"],
    ["bracketed non-IPv6", "http://[example.com]/"],
    ["bad IPv6", "http://[1:2:3:4:5:6:7:8:9]/"],
    ["IPv6 with a zone", "http://[fe80::1%25eth0]/"],
    ["empty label", "https://example..com"],
    ["label starting with a hyphen", "https://-example.com"],
    ["backslash host", "https://example.com\\evil.com"],
    ["too long", "https://example.com/" + "a".repeat(URL_MAX_LENGTH)],
  ])("refuses %s", (_label, url) => {
    expect(isUrl(url)).toBe(false);
  });

  it("urlSchema carries the reason as its message", () => {
    const result = urlSchema.safeParse("notaurl");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toMatch(/http/);
  });
});
