import { describe, expect, it } from "vitest";
import { compactIban, ibanIsValid } from "./iban";

describe("ibanIsValid", () => {
  it("accepts documented test IBANs, with or without spaces", () => {
    expect(ibanIsValid("DE89 3704 0044 0532 0130 00")).toBe(true);
    expect(ibanIsValid("DE89370400440532013000")).toBe(true);
    expect(ibanIsValid("ES91 2100 0418 4502 0005 1332")).toBe(true);
    expect(ibanIsValid("GB82 WEST 1234 5698 7654 32")).toBe(true);
    expect(ibanIsValid("NL91ABNA0417164300")).toBe(true);
  });

  it("accepts lower case letters", () => {
    expect(ibanIsValid("gb82 west 1234 5698 7654 32")).toBe(true);
  });

  it("rejects a wrong check digit", () => {
    expect(ibanIsValid("DE88 3704 0044 0532 0130 00")).toBe(false);
    expect(ibanIsValid("ES92 2100 0418 4502 0005 1332")).toBe(false);
  });

  it("rejects a single changed or swapped digit in the account part", () => {
    expect(ibanIsValid("DE89 3704 0044 0532 0130 01")).toBe(false);
    expect(ibanIsValid("DE89 3704 0044 0532 0103 00")).toBe(false);
  });

  it("rejects malformed input", () => {
    expect(ibanIsValid("")).toBe(false);
    expect(ibanIsValid("DE89")).toBe(false);
    expect(ibanIsValid("89DE 3704 0044 0532 0130 00")).toBe(false);
    expect(ibanIsValid("DE89-3704-0044-0532-0130-00")).toBe(false);
    expect(ibanIsValid("DE89 3704 0044 0532 0130 00 0000 0000 0000 0000")).toBe(false);
  });
});

describe("compactIban", () => {
  it("removes spaces and upper-cases", () => {
    expect(compactIban("DE89 3704 0044 0532 0130 00")).toBe("DE89370400440532013000");
    expect(compactIban(" es91 2100\t0418 ")).toBe("ES9121000418");
  });
});
