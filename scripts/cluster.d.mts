export declare function webConcurrency(env?: Record<string, string | undefined>): number;
export declare function runServers(options?: {
  count?: number;
  workerScript?: string;
  startInProcess?: () => unknown;
  parentPid?: number;
}): Promise<unknown>;
