// Safe in the browser and free of dependencies, so the console shell can check ids without loading zod or a
// node:crypto polyfill: ids are made on the server (lib/new-object-id.ts), their zod schema is lib/object-id-schema.ts.

export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/;
