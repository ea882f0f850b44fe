import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
export function closeWhenBodyUnread(req: IncomingMessage, res: ServerResponse): void;
export function clientErrorResponse(error: { code?: string } | undefined): string;
export function answerClientError(error: { code?: string } | undefined, socket: Duplex): void;
