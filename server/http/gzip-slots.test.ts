import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { compressParts, gzipWithValue, splitAt } from "./gzip-slots";

const nonce = Buffer.from("+2FVrwkXqLFjnHDdfkB6Tg==");

function roundTrip(document: Buffer, placeholder: Buffer, value: Buffer): Buffer {
  const slotted = compressParts(splitAt(document, placeholder));
  return gunzipSync(Buffer.concat(gzipWithValue(slotted, value)));
}

describe("gzip with slots", () => {
  test("a page compressed once decompresses with each response's own value in every slot", () => {
    const page = Buffer.from(
      `<html><script nonce="N">a</script>${"<li>Hund</li>".repeat(2000)}<script nonce="N">b</script></html>`,
    );
    const other = Buffer.from("k3yDifferentValue1234567");
    expect(roundTrip(page, Buffer.from("N"), nonce).toString()).toBe(
      page.toString().replaceAll("N", nonce.toString()),
    );
    expect(roundTrip(page, Buffer.from("N"), other).toString()).toBe(
      page.toString().replaceAll("N", other.toString()),
    );
  });

  test("slots at the start, at the end, side by side and none at all", () => {
    for (const text of ["Nabc", "abcN", "aNNb", "NN", "N", "", "no slot here"]) {
      const expected = text.replaceAll("N", nonce.toString());
      expect(roundTrip(Buffer.from(text), Buffer.from("N"), nonce).toString()).toBe(expected);
    }
  });

  test("incompressible parts larger than a stored block and an empty value", () => {
    const noise = randomBytes(200_000);
    const document = Buffer.concat([noise, Buffer.from("SLOT"), noise]);
    expect(roundTrip(document, Buffer.from("SLOT"), nonce).equals(Buffer.concat([noise, nonce, noise]))).toBe(
      true,
    );
    expect(
      roundTrip(document, Buffer.from("SLOT"), Buffer.alloc(0)).equals(Buffer.concat([noise, noise])),
    ).toBe(true);
  });

  test("the trailer's CRC and length are checked by the decoder", () => {
    const chunks = gzipWithValue(compressParts([Buffer.from("a"), Buffer.from("b")]), nonce);
    const body = Buffer.concat(chunks);
    body.writeUInt8(body.readUInt8(body.length - 8) ^ 0xff, body.length - 8);
    expect(() => gunzipSync(body)).toThrow();
  });
});
