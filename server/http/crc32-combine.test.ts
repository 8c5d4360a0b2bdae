import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import { expect, test } from "vitest";
import { appendOperator, combineCrc } from "./crc32-combine";

test("combining the CRCs of two pieces gives the CRC of both, for lengths from 0 up", () => {
  for (const [first, second] of [
    [0, 0],
    [1, 0],
    [0, 1],
    [5, 1],
    [24, 7],
    [1000, 4096],
    [3, 415_000],
  ] as const) {
    const a = randomBytes(first);
    const b = randomBytes(second);
    expect(combineCrc(crc32(a), crc32(b), appendOperator(b.length))).toBe(crc32(Buffer.concat([a, b])));
  }
});
