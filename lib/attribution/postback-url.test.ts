import { describe, expect, it } from "vitest";
import { ATTRIBUTION_PARTNERS } from "@/lib/attribution/partners";
import { PARTNER_MODULES } from "@/lib/attribution/partners/modules";
import { PostbackValues } from "@/lib/attribution/partners/read-values";
import { postbackUrl } from "./postback-url";

// What each partner would send, macro by macro, for one purchase (the values its documentation describes).
const FILLED: Record<string, string> = {
  "(clickid)": "clk-9",
  "(af_c_id)": "6740a1b2c3d4e5f601234a01",
  "(af_adset_id)": "6740a1b2c3d4e5f601234b01",
  "(af_ad_id)": "6740a1b2c3d4e5f601234c01",
  "(advertiserId)": "38400000-8cf0-11bd-b23e-10b96e40000d",
  "(country-code)": "KR",
  "(install-unix-ts)": "1764547200",
  "(event-name)": "af_purchase",
  "(event-time)": "2025-12-02 01:00:00.000",
  "(event-revenue)": "4.99",
  "(event-revenue-currency)": "USD",
  "{activity_kind}": "event",
  "{click_id}": "clk-9",
  "{campaign_name}": "Launch (6740a1b2c3d4e5f601234a01)",
  "{adgroup_name}": "Puzzle (6740a1b2c3d4e5f601234b01)",
  "{creative_name}": "Banner (6740a1b2c3d4e5f601234c01)",
  "{country}": "kr",
  "{os_name}": "android",
  "{installed_at}": "1764547200",
  "{created_at}": "1764637200",
  "{event_name}": "af_purchase",
  "{revenue_float}": "4.99",
  "{currency}": "USD",
  "{cl?Adnet}": "clk-9",
  "{pcid?Adnet}": "6740a1b2c3d4e5f601234a01",
  "{pscid?Adnet}": "6740a1b2c3d4e5f601234b01",
  "{pcrid?Adnet}": "6740a1b2c3d4e5f601234c01",
  "{EVTNAME}": "af_purchase",
  "{AMOUNT}": "4.99",
  "{CURRENCY}": "USD",
  "{COUNTRY}": "KR",
  "{OS}": "Android",
  "{INSTALL_UTCM}": "1764547200",
  "{UTCM}": "1764637200",
  "{kind}": "event",
  "{campaign_id}": "6740a1b2c3d4e5f601234a01",
  "{ad_id}": "6740a1b2c3d4e5f601234b01",
  "{creative_id}": "6740a1b2c3d4e5f601234c01",
  "{platform}": "android",
  "{install_time}": "1764547200",
  "{event_time}": "2025-12-02T01:00:00Z",
  "{revenue}": "4.99",
};

describe("postbackUrl", () => {
  it.each(ATTRIBUTION_PARTNERS)("gives %s a URL on the configured origin whose macros, filled in, read back as the postback", (partner) => {
    const url = new URL(postbackUrl("https://console.example.com", partner, "opt_TOKEN"));
    expect(url.origin).toBe("https://console.example.com");
    expect(url.pathname).toBe(`/api/core/postbacks/${partner.toLowerCase()}/opt_TOKEN`);
    // The partner fills in what it knows; what it does not know stays as the macro and reads as absent.
    const query = new URLSearchParams();
    for (const [name, macro] of url.searchParams) query.set(name, FILLED[macro] ?? macro);
    const parsed = PARTNER_MODULES[partner].parse(new PostbackValues({ method: "GET", query, body: null, contentType: null }));
    expect(parsed).toMatchObject({
      ok: true,
      record: {
        kind: "EVENT",
        clickId: "clk-9",
        campaignId: "6740a1b2c3d4e5f601234a01",
        adId: "6740a1b2c3d4e5f601234b01",
        creativeId: "6740a1b2c3d4e5f601234c01",
        country: "KR",
        platform: "APP_PLATFORM_ANDROID",
        eventName: "af_purchase",
        revenue: "4.99",
        currency: "USD",
      },
    });
    if (parsed.ok) {
      expect(parsed.record.installAt.toISOString()).toBe("2025-12-01T00:00:00.000Z");
      expect(parsed.record.eventAt.toISOString()).toBe("2025-12-02T01:00:00.000Z");
    }
  });
});
