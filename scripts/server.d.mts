import type { IncomingMessage, Server, ServerResponse } from "node:http";

export declare function clientIpOf(req: Pick<IncomingMessage, "headers" | "socket">, trustedHops?: number): string;
export declare function startServer(options?: { port?: number; hostname?: string; parentPid?: number }): Promise<Server>;
export declare function createHttpServer(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options?: { serveStatic?: (req: IncomingMessage, res: ServerResponse) => boolean },
): Server;
