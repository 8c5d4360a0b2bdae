import { expect, test } from "vitest";
import { catalogs } from "~/content/catalogs.server";
import { honeypotField } from "~/domain/forms";
import {
  appliedCustomAmount,
  customAmountProblem,
  dogRequestForms,
  summaryAmount,
  withCustomAmount,
  withCustomAmountData,
} from "./dog-request-forms";
import { honeypotName } from "~/components/forms/kit";

test("the forms' own copies of the domain constants are the same", () => {
  expect(honeypotName).toBe(honeypotField);
  // The dog page links to the adoption page with the query its contact form reads.
  for (const locale of ["de", "es"] as const) {
    const { forms } = catalogs[locale];
    expect(forms.dog.dogRequest.dogQuery).toBe(forms.contact.dogQuery);
  }
});

test("which request forms a dog's page offers (spec 1 section 2.7)", () => {
  const types = (adoption: boolean, sponsorship: boolean, hospice = false) => ({
    adoption,
    sponsorship,
    hospice,
  });
  expect(dogRequestForms(types(true, true))).toEqual(["adoption", "sponsorship"]);
  expect(dogRequestForms(types(false, true))).toEqual(["sponsorship"]);
  expect(dogRequestForms(types(true, false))).toEqual(["adoption"]);
  expect(dogRequestForms(types(false, false))).toEqual(["adoption"]);
  expect(dogRequestForms(types(false, false, true))).toEqual([]);
});

test("a custom amount applies as whole euros from 10 to 10,000 only", () => {
  expect(appliedCustomAmount("10")).toBe(10);
  expect(appliedCustomAmount(" 250 ")).toBe(250);
  expect(appliedCustomAmount("10000")).toBe(10_000);
  for (const refused of ["", "5", "9", "10001", "12.5", "12,5", "-20", "1e3", "abc", null, undefined]) {
    expect(appliedCustomAmount(refused), String(refused)).toBeNull();
  }
});

test("why a custom amount does not apply", () => {
  for (const fine of ["", "  ", "10", " 250 ", "10000", null, undefined]) {
    expect(customAmountProblem(fine), String(fine)).toBeNull();
  }
  for (const small of ["5", "9", "0", "-20", "9.5"]) expect(customAmountProblem(small), small).toBe("min");
  for (const large of ["10001", "1e6"]) expect(customAmountProblem(large), large).toBe("max");
  for (const broken of ["12.5", "12,5", "abc"]) expect(customAmountProblem(broken), broken).toBe("whole");
});

test("the posted amount: whatever is typed as another amount wins, so a smaller one is refused", () => {
  expect(withCustomAmount({ amount: "15", customAmount: "" })).toEqual({ amount: "15" });
  expect(withCustomAmount({ amount: "15", customAmount: " " })).toEqual({ amount: "15" });
  expect(withCustomAmount({ amount: "15", customAmount: "40" })).toEqual({ amount: "40" });
  expect(withCustomAmount({ amount: "15", customAmount: "5" })).toEqual({ amount: "5" });
  expect(withCustomAmount({ amount: "custom", customAmount: "" })).toEqual({ amount: "" });
  expect(withCustomAmount({ customAmount: "40" })).toEqual({ amount: "40" });
  expect(withCustomAmount({ amount: "custom", customAmount: "5" })).toEqual({ amount: "5" });
  const data = new FormData();
  data.append("yourName", "Pia");
  data.append("amount", "20");
  data.append("customAmount", "25");
  expect(Object.fromEntries(withCustomAmountData(data))).toEqual({ yourName: "Pia", amount: "25" });
});

test("the sponsorship summary shows only an amount the form would send", () => {
  expect(summaryAmount("", 15)).toBe(15);
  expect(summaryAmount("  ", 15)).toBe(15);
  expect(summaryAmount("25", 15)).toBe(25);
  // Refused: below 10, above 10,000, not whole – no amount, not the preset or an earlier typed one.
  for (const refused of ["5", "9", "10001", "50000", "12.5", "12,5", "abc"])
    expect(summaryAmount(refused, 20)).toBeNull();
});
