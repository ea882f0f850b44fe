export declare function deploy(options?: { quiet?: boolean }): Promise<string[]>;
export declare function status(): Promise<unknown>;
export declare function createMigration(name: string): Promise<string | null>;
export declare function readMigrations(baseDir?: string): {
  baseDir: string;
  migrationDirectories: { path: string; migrationFile: { path: string; content: { tag: string; value: string } } }[];
};
