type PlanIo = {
  env: Record<string, string | undefined>;
  fetch: (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<Response>;
  readFile: (file: string) => Promise<string>;
  writeFile: (file: string, text: string) => Promise<void>;
  out: (line: string) => void;
  err: (line: string) => void;
};
export const USAGE: string;
export function describeAnswer(answer: unknown): string[];
export function runPlanCommand(argv: string[], io: PlanIo): Promise<number>;
