/** The session a request came with (it stays signed in when a change ends the others); null for an API key. */
export const sessionOf = (caller: { via: "session"; sessionId: string } | { via: "apiKey" }) =>
  caller.via === "session" ? caller.sessionId : null;
