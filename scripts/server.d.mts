import type { IncomingMessage, Server } from "node:http";

export declare function clientIpOf(req: Pick<IncomingMessage, "headers" | "socket">, trustedHops?: number): string;
export declare function startServer(options?: { port?: number; hostname?: string; parentPid?: number }): Promise<Server>;
