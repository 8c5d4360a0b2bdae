/** A small MIME reader for tests (mailparser is not installed): headers, text and HTML parts. */
export type ParsedMail = { headers: Record<string, string>; text: string; html: string };

function bytesToUtf8(bytes: number[]): string {
  return Buffer.from(bytes).toString("utf8");
}

function decodeQuotedPrintable(value: string, underscoreIsSpace: boolean): string {
  const bytes: number[] = [];
  const text = value.replace(/=\r?\n/g, "");
  for (let index = 0; index < text.length; index++) {
    const char = text[index] ?? "";
    if (char === "=" && /^[0-9A-F]{2}$/i.test(text.slice(index + 1, index + 3))) {
      bytes.push(parseInt(text.slice(index + 1, index + 3), 16));
      index += 2;
    } else if (char === "_" && underscoreIsSpace) {
      bytes.push(32);
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return bytesToUtf8(bytes);
}

/** RFC 2047 encoded words; whitespace between two encoded words is dropped. */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_whole, _charset: string, encoding: string, text: string) =>
        encoding.toUpperCase() === "B"
          ? Buffer.from(text, "base64").toString("utf8")
          : decodeQuotedPrintable(text, true),
    );
}

function splitHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { headers: splitHeaders(raw), body: "" };
  return { headers: splitHeaders(raw.slice(0, match.index)), body: raw.slice(match.index + match[0].length) };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body, false);
  return body;
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitEntity(raw);
  const result: ParsedMail = { headers, text: "", html: "" };
  const visit = (entity: { headers: Record<string, string>; body: string }) => {
    const type = entity.headers["content-type"] ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.startsWith("multipart/") && boundary) {
      const parts = entity.body.split(`--${boundary}`).slice(1);
      for (const part of parts) {
        if (part.startsWith("--")) break;
        // The line break before a boundary belongs to the boundary.
        visit(splitEntity(part.replace(/^\r?\n/, "").replace(/\r?\n$/, "")));
      }
    } else if (type.startsWith("text/html")) {
      result.html = decodeBody(entity.headers, entity.body).replace(/\r\n/g, "\n");
    } else if (type.startsWith("text/plain")) {
      result.text = decodeBody(entity.headers, entity.body).replace(/\r\n/g, "\n");
    }
  };
  visit({ headers, body });
  return result;
}
