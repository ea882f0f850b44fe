// Reads what nodemailer put on the wire (tests only): headers, the text and HTML parts decoded, and the first
// link of the console in the text. Enough MIME for our own messages, not a general parser.

/** A part that is neither the text nor the HTML body (an attached file), decoded as UTF-8 text. */
type ReceivedPart = { type: string; filename: string | null; text: string };

export type ReceivedMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string | null;
  raw: string;
  attachments: ReceivedPart[];
};

function decodeQuotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i], "utf8"));
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? "").toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return decodeQuotedPrintable(body).toString("utf8");
    default:
      return body;
  }
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toLowerCase() === "b"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodeQuotedPrintable(text.replace(/_/g, " ")).toString("utf8"),
  );
}

function split(part: string): { headers: Record<string, string>; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  const head = at < 0 ? part : part.slice(0, at);
  const body = at < 0 ? "" : part.slice(at).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function leaves(part: string): ReceivedPart[] {
  const { headers, body } = split(part);
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith("--"))
      .flatMap((chunk) => leaves(chunk.replace(/^\r?\n/, "")));
  }
  const filename = /filename="?([^";]+)"?/i.exec(headers["content-disposition"] ?? "")?.[1] ?? null;
  return [{ type: type.split(";")[0].trim().toLowerCase(), filename, text: decodeBody(body, headers["content-transfer-encoding"]) }];
}

export function parseMail(raw: string): ReceivedMail {
  const { headers } = split(raw);
  const parts = leaves(raw);
  const text = parts.find((p) => p.type === "text/plain")?.text ?? "";
  const html = parts.find((p) => p.type === "text/html")?.text ?? "";
  const link =
    /https?:\/\/\S+\/(?:invitations\/|verify-email\?token=|reset-password\?token=|organizations\/)[A-Za-z0-9_\-=?/]+/.exec(text)?.[0] ??
    // A security notice links to the profile.
    /https?:\/\/\S+\/profile\b/.exec(text)?.[0] ??
    null;
  const attachments = parts.filter((p) => p.filename !== null);
  return { to: headers.to ?? "", subject: decodeWords(headers.subject ?? ""), text, html, link, raw, attachments };
}
