type Env = Record<string, string | undefined>;

export declare const NEXTAUTH_URL_DEFAULTED: string;
export declare function parseOrigin(value: string, name: string): string | Error;
export declare function configuredPublicOrigin(env?: Env): string | null;
export declare function checkPublicOrigin(env?: Env): string | null;
export declare function fallbackOrigin(env?: Env): string;
