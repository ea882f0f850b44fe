import { describe, expect, it } from "vitest";
import { browserName } from "./browser-name";

describe("browserName", () => {
  it("names the browser with its major version and the system", () => {
    expect(
      browserName(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Safari/537.36",
      ),
    ).toEqual({ browser: "Chrome 131", os: "macOS Catalina" });
    expect(browserName("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0")).toEqual({
      browser: "Firefox 133",
      os: "Windows 10",
    });
    expect(
      browserName(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      ),
    ).toEqual({ browser: "Safari 18", os: "iOS 18.1" });
    expect(
      browserName(
        "Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
      ),
    ).toMatchObject({ browser: "Samsung Internet for Android 26" });
  });

  it("gives null for a text that names no browser, so the page shows it as it came", () => {
    expect(browserName("")).toBeNull();
    expect(browserName("curl/8.5.0")).toBeNull();
  });
});
