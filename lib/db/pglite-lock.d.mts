export declare class DatabaseLockedError extends Error {
  code: "DATABASE_LOCKED";
}
export declare function lockDataDir(dir: string, command?: string): () => void;
