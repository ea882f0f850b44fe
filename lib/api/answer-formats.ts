import { z } from "zod";

// Answer fields whose OpenAPI `format` tells a generated client what the string holds. They check no more than
// z.string(): an answer carries what was stored, and serializing it must not start failing on a value that an
// older rule let in (an address on a host without a dot, a store link in the spec's wider Url grammar).
export const emailText = z.string().meta({ format: "email" });
export const uriText = z.string().meta({ format: "uri" });
