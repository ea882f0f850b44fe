import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
export const DRAIN_MAX_BYTES: number;
export const DRAIN_MAX_MS: number;
export function closeWhenBodyUnread(req: IncomingMessage, res: ServerResponse, limits?: { maxBytes?: number; maxMs?: number }): void;
export function clientErrorResponse(error: { code?: string } | undefined): string;
export function answerClientError(error: { code?: string } | undefined, socket: Duplex): void;
