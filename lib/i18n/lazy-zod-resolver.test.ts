import { z } from "zod";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { jitlessZod, lazyZodResolver } from "./lazy-zod-resolver";

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

describe("lazyZodResolver", () => {
  // A page of its own: `window` receives the events, and zod's settings are put back after.
  const scope = globalThis as { window?: EventTarget };
  let before: EventTarget | undefined;
  let jitless: boolean | undefined;
  beforeEach(() => {
    before = scope.window;
    jitless = z.config().jitless;
    scope.window = new EventTarget();
  });
  afterEach(() => {
    scope.window = before;
    z.config({ jitless });
  });

  it("loads the schema at the first press, key or focus on the page, once, and not when the form mounts", async () => {
    let loads = 0;
    const resolver = lazyZodResolver(async () => (loads++, z.object({ name: z.string() })));
    await Promise.resolve();
    expect(loads).toBe(0);
    scope.window!.dispatchEvent(new Event("focusin"));
    scope.window!.dispatchEvent(new Event("pointerdown"));
    expect(loads).toBe(1);
    const result = await resolver({ name: "a" }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors).toEqual({});
    expect(loads).toBe(1);
  });

  it("loads the schema for a submit that comes before any press", async () => {
    let loads = 0;
    const resolver = lazyZodResolver(async () => (loads++, z.object({ name: z.string() })));
    const result = await resolver({ name: 1 } as never, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(Object.keys(result.errors)).toEqual(["name"]);
    expect(loads).toBe(1);
  });
});
