import { describe, expect, it } from "vitest";
import { QueryClient, dehydrate, hydrate } from "@tanstack/react-query";
import { JUST_FETCHED_MS, refetchOnMount } from "./refetch-on-mount";

describe("refetchOnMount", () => {
  it("leaves a list hydrated from the server's prefetch a second ago alone, and asks again later or once invalidated", async () => {
    const now = Date.now();
    const server = new QueryClient();
    await server.prefetchQuery({ queryKey: ["campaigns"], queryFn: () => ({ items: [1, 2, 3] }) });
    const browser = new QueryClient();
    hydrate(browser, dehydrate(server));
    const query = browser.getQueryCache().find({ queryKey: ["campaigns"] })!;
    expect(refetchOnMount(query, now + 1_000)).toBe(false);
    expect(refetchOnMount(query, now + JUST_FETCHED_MS + 1_000)).toBe(true);
    await browser.invalidateQueries({ queryKey: ["campaigns"] });
    expect(refetchOnMount(query, now + 1_000)).toBe(true);
  });
});
