import { constants, crc32, deflateRawSync } from "node:zlib";
import { appendOperator, combineCrc, type CrcOperator } from "./crc32-combine";

/**
 * A document compressed once, with slots where a short per-response value (the CSP nonce) goes.
 * Each fixed part is its own raw-deflate run ending in a sync flush (byte-aligned, no reference into
 * what follows), so a response is the parts' compressed bytes with the value between them as
 * stored blocks, framed as gzip (RFC 1951 section 3.2.4, RFC 1952). The CRC-32 of the whole is
 * combined from the parts' CRCs, so an answer costs neither compression nor a pass over the document.
 */
export type SlottedGzip = { parts: SlottedPart[]; length: number };

type SlottedPart = { raw: Buffer; compressed: Buffer; crc: number; operator: CrcOperator };

const gzipHeader = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty stored block with the final bit set: ends the deflate stream. */
const finalBlock = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const maxStoredBlock = 0xffff;

export function compressParts(parts: Buffer[]): SlottedGzip {
  return {
    parts: parts.map((raw) => ({
      raw,
      compressed: deflateRawSync(raw, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }),
      crc: crc32(raw),
      operator: appendOperator(raw.length),
    })),
    length: parts.reduce((sum, part) => sum + part.length, 0),
  };
}

/** The gzip member of the parts joined by `value`, as chunks to write in order. */
export function gzipWithValue({ parts, length }: SlottedGzip, value: Buffer): Buffer[] {
  if (value.length > maxStoredBlock) throw new RangeError("slot value longer than one stored block");
  const slot = value.length > 0 ? storedBlock(value) : null;
  const chunks: Buffer[] = [gzipHeader];
  let crc = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      crc = crc32(value, crc);
      if (slot) chunks.push(slot);
    }
    crc = combineCrc(crc, part.crc, part.operator);
    chunks.push(part.compressed);
  });
  const total = length + value.length * (parts.length - 1);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(total >>> 0, 4);
  chunks.push(finalBlock, trailer);
  return chunks;
}

/** A non-final stored block: header byte (BFINAL 0, BTYPE 00), LEN, its one's complement, bytes. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length);
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/** Splits `document` at every occurrence of `value`. */
export function splitAt(document: Buffer, value: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = document.indexOf(value); at !== -1; at = document.indexOf(value, start)) {
    parts.push(document.subarray(start, at));
    start = at + value.length;
  }
  parts.push(document.subarray(start));
  return parts;
}
