// vitest runs outside React's server condition; `server-only` would throw there.
export {};
