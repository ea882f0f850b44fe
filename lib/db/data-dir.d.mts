export declare function pgliteDir(): string;
