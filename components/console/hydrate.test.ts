import { QueryClient, type DehydratedState } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { Hydrate } from "./hydrate";

const client = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("@/lib/prefetch/server-query-client", () => ({ serverQueryClient: () => client.current }));

function dehydratedKeys(queryKeys?: unknown[][]) {
  const element = Hydrate({ children: null, queryKeys }) as ReactElement<{ state: DehydratedState }>;
  return element.props.state.queries.map((query) => query.queryKey);
}

describe("the queries a page hands the browser", () => {
  const queryClient = new QueryClient();
  client.current = queryClient;
  queryClient.setQueryData(["organizations", "o1", "me"], { member: true });
  queryClient.setQueryData(["organizations", "list"], { items: [] });
  queryClient.setQueryData(["campaigns", "o1", "list", {}], { pages: [] });
  void queryClient.prefetchQuery({ queryKey: ["pending"], queryFn: () => new Promise(() => {}) });

  it("are every query answered so far, or with queryKeys only those (a layout's own)", () => {
    expect(dehydratedKeys()).toEqual([
      ["organizations", "o1", "me"],
      ["organizations", "list"],
      ["campaigns", "o1", "list", {}],
    ]);
    expect(
      dehydratedKeys([
        ["organizations", "o1", "me"],
        ["organizations", "list"],
        ["review-queue", "counts"],
      ]),
    ).toEqual([
      ["organizations", "o1", "me"],
      ["organizations", "list"],
    ]);
  });
});
