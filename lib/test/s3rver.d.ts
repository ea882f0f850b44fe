// s3rver ships no types: what the tests use of it.
declare module "s3rver" {
  import type { IncomingMessage, ServerResponse } from "node:http";
  export default class S3rver {
    constructor(options: { directory: string; silent?: boolean; configureBuckets?: { name: string }[] });
    configureBuckets(): Promise<void>;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
