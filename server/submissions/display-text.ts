/**
 * Text a visitor typed, made safe to show where it could pass for something else: a mail's subject,
 * a name in a list of mails. Bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069),
 * marks (U+200E, U+200F, U+061C) and invisible characters (U+200B, U+2060, U+FEFF, U+00AD …: the
 * Unicode 'format' category) can make 'Eve\u202Egnp.exe' read as 'Eveexe.png', or hide text. The
 * zero-width joiner stays: emoji such as 🐕‍🦺 are built with it, and it reorders nothing.
 */
const invisible = /(?!\u200d)\p{Cf}/gu;

/** Control characters (CR, LF, tab …) and line or paragraph separators. */
const breaks = /[\p{Cc}\p{Zl}\p{Zp}]/gu;

/** Multi-line text without its invisible and direction-changing characters; lines stay. */
export function withoutInvisibles(text: string): string {
  return text.replace(invisible, "");
}

/** One line: no invisible or direction-changing characters, line breaks and runs of spaces as one space. */
export function displayLine(text: string): string {
  return withoutInvisibles(text).replace(breaks, " ").replace(/\s+/gu, " ").trim();
}
