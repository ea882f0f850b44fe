import { describe, expect, it } from "vitest";
import { WEBHOOK_DELIVERY_STATUSES } from "./webhook-constants";
import { storedDeliveryStatus } from "./stored-columns";

describe("storedDeliveryStatus", () => {
  it("passes each known value", () => {
    for (const value of WEBHOOK_DELIVERY_STATUSES) expect(storedDeliveryStatus(value)).toBe(value);
  });

  it("throws on an unknown value, naming the column", () => {
    expect(() => storedDeliveryStatus("SENT")).toThrow('WebhookDelivery.status holds "SENT"');
  });
});
