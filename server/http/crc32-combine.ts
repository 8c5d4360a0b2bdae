/**
 * CRC-32 of a concatenation from the CRCs of its pieces, as zlib's crc32_combine does: appending
 * `length` bytes maps the running CRC through a fixed linear operator over GF(2). The operator for a
 * piece is computed once (`appendOperator`), so a CRC over a document with a few changing bytes
 * costs a handful of 32-step products instead of a pass over the whole document.
 */
export type CrcOperator = Uint32Array;

/** The CRC-32 polynomial (reversed), the operator for appending one zero bit. */
const polynomial = 0xedb88320;

function times(operator: CrcOperator, vector: number): number {
  let sum = 0;
  for (let bit = 0; vector !== 0; bit += 1, vector >>>= 1) if (vector & 1) sum ^= operator[bit] as number;
  return sum >>> 0;
}

function compose(outer: CrcOperator, inner: CrcOperator): CrcOperator {
  return inner.map((column) => times(outer, column));
}

const identity: CrcOperator = Uint32Array.from({ length: 32 }, (_, bit) => (1 << bit) >>> 0);
const oneZeroBit: CrcOperator = Uint32Array.from({ length: 32 }, (_, bit) =>
  bit === 0 ? polynomial : (1 << (bit - 1)) >>> 0,
);
/** Appending one zero byte: eight zero bits. */
const oneZeroByte = [1, 2, 3].reduce((operator) => compose(operator, operator), oneZeroBit);

/** The operator that appending `length` bytes applies to the CRC before them. */
export function appendOperator(length: number): CrcOperator {
  let result = identity;
  let power = oneZeroByte;
  for (let rest = length; rest > 0; rest = Math.floor(rest / 2)) {
    if (rest % 2 === 1) result = compose(power, result);
    if (rest > 1) power = compose(power, power);
  }
  return result;
}

/** CRC-32 of A followed by B, from crc(A), crc(B) and B's operator. */
export function combineCrc(before: number, after: number, afterOperator: CrcOperator): number {
  return (times(afterOperator, before) ^ after) >>> 0;
}
