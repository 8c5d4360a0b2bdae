import { describe, expect, it } from "vitest";
import { epcAmount, epcLimits, epcPayload, type EpcTransfer } from "./epc";

const transfer: EpcTransfer = {
  bic: "COBADEFFXXX",
  name: "Straßenhunde Spanien e.V.",
  iban: "DE89 3704 0044 0532 0130 00",
  amountCents: 2500,
  text: "Spende Hospiz",
};

const bytes = (value: string) => new TextEncoder().encode(value).length;

describe("epcPayload", () => {
  it("writes the eleven lines of EPC069-12 version 002, joined by a line feed", () => {
    const lines = epcPayload(transfer).split("\n");
    expect(lines).toEqual([
      "BCD",
      "002",
      "1",
      "SCT",
      "COBADEFFXXX",
      "Straßenhunde Spanien e.V.",
      "DE89370400440532013000",
      "EUR25.00",
      "",
      "",
      "Spende Hospiz",
    ]);
    expect(epcPayload(transfer)).not.toContain("\r");
  });

  it("removes the spaces of the IBAN and BIC and upper-cases them", () => {
    const lines = epcPayload({
      ...transfer,
      iban: "es91 2100 0418 4502 0005 1332",
      bic: "caix esbb xxx",
    }).split("\n");
    expect(lines[6]).toBe("ES9121000418450200051332");
    expect(lines[4]).toBe("CAIXESBBXXX");
  });

  it("accepts an eight-character BIC", () => {
    expect(epcPayload({ ...transfer, bic: "COBADEFF" }).split("\n")[4]).toBe("COBADEFF");
  });

  it("rejects a malformed BIC, an IBAN with a wrong checksum and an empty name", () => {
    expect(() => epcPayload({ ...transfer, bic: "COBA" })).toThrow(/BIC/);
    expect(() => epcPayload({ ...transfer, iban: "DE88 3704 0044 0532 0130 00" })).toThrow(/IBAN/);
    expect(() => epcPayload({ ...transfer, name: "   " })).toThrow(/name/);
  });

  it("keeps at most 70 characters of the name and 140 of the text", () => {
    const lines = epcPayload({ ...transfer, name: "N".repeat(90), text: "T".repeat(200) }).split("\n");
    expect(lines[5]).toBe("N".repeat(epcLimits.nameChars));
    expect(lines[10]).toBe("T".repeat(epcLimits.textChars));
  });

  it("puts line breaks and runs of white space of the name and text on one line", () => {
    const lines = epcPayload({
      ...transfer,
      name: " Verein \n e.V. ",
      text: "Spende\r\nFinca   Chaos",
    }).split("\n");
    expect(lines).toHaveLength(11);
    expect(lines[5]).toBe("Verein e.V.");
    expect(lines[10]).toBe("Spende Finca Chaos");
  });

  it("stays within 331 bytes with the longest fields in multi-byte characters", () => {
    const payload = epcPayload({ ...transfer, name: "Ä".repeat(70), text: "€".repeat(140) });
    expect(bytes(payload)).toBeLessThanOrEqual(epcLimits.payloadBytes);
    const lines = payload.split("\n");
    expect(lines[5]).toBe("Ä".repeat(70));
    expect(lines[10]).toMatch(/^€+$/);
  });

  it("shortens the name too when a shortened text is not enough, never splitting a character", () => {
    const payload = epcPayload({ ...transfer, name: "🐕".repeat(70), text: "" });
    expect(bytes(payload)).toBeLessThanOrEqual(epcLimits.payloadBytes);
    expect(payload.split("\n")[5]).toMatch(/^(🐕)+$/u);
  });

  it("keeps an ASCII payload with the longest fields whole", () => {
    const payload = epcPayload({
      ...transfer,
      name: "N".repeat(70),
      text: "T".repeat(140),
      amountCents: epcLimits.maxCents,
    });
    expect(bytes(payload)).toBeLessThanOrEqual(epcLimits.payloadBytes);
    expect(payload.split("\n")[10]).toHaveLength(140);
  });
});

describe("epcAmount", () => {
  it("writes EUR and the amount with two decimals", () => {
    expect(epcAmount(2500)).toBe("EUR25.00");
    expect(epcAmount(1)).toBe("EUR0.01");
    expect(epcAmount(1234567)).toBe("EUR12345.67");
    expect(epcAmount(99_999_999_999)).toBe("EUR999999999.99");
  });

  it("rejects amounts outside 0.01 to 999999999.99 EUR and fractions of a cent", () => {
    expect(() => epcAmount(0)).toThrow(RangeError);
    expect(() => epcAmount(-100)).toThrow(RangeError);
    expect(() => epcAmount(100_000_000_000)).toThrow(RangeError);
    expect(() => epcAmount(12.5)).toThrow(RangeError);
    expect(() => epcAmount(Number.NaN)).toThrow(RangeError);
  });
});
