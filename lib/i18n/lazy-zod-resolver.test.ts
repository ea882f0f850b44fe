import { z } from "zod";
import { describe, expect, it } from "vitest";
import { jitlessZod } from "./lazy-zod-resolver";

describe("jitlessZod", () => {
  it("turns zod's eval-compiled parsers off through the global zod reads its settings from", () => {
    const before = z.config().jitless;
    try {
      z.config({ jitless: false });
      jitlessZod();
      expect(z.config().jitless).toBe(true);
    } finally {
      z.config({ jitless: before });
    }
  });

  it("makes zod build an object schema without probing for eval", () => {
    jitlessZod();
    const probe = globalThis.Function;
    let probed = false;
    globalThis.Function = new Proxy(probe, {
      apply: (target, self, args) => ((probed = true), Reflect.apply(target, self, args)),
      construct: (target, args) => ((probed = true), Reflect.construct(target, args)),
    });
    try {
      expect(z.object({ name: z.string() }).parse({ name: "a" })).toEqual({ name: "a" });
    } finally {
      globalThis.Function = probe;
    }
    expect(probed).toBe(false);
  });
});
