export type PageChunks = { route: string; chunks: string[] };
export type PageSize = { route: string; gzipBytes: number };

export declare const BUDGET_BYTES: number;
export declare const STATS_FILE: string;
export declare function isPageRoute(route: string): boolean;
export declare function parseRouteBundleStats(text: string): PageChunks[];
export declare function measurePages(pages: PageChunks[], sizeOf: (chunk: string) => number): PageSize[];
export declare function overBudget(measured: PageSize[], budget?: number): PageSize[];
export declare function kb(bytes: number): string;
export declare function gzipSizer(root: string): (file: string) => number;
export declare function measureBuild(root: string): PageSize[];
