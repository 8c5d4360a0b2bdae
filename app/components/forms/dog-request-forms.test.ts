import { expect, test } from "vitest";
import { contactFormText, dogFormsText } from "../../content/forms";
import { honeypotField, sponsorshipAmount as domainAmount } from "../../domain/forms";
import {
  appliedCustomAmount,
  dogRequestForms,
  sponsorshipAmount,
  withCustomAmount,
  withCustomAmountData,
} from "./dog-request-forms";
import { honeypotName } from "./kit/result";

test("the forms' own copies of the domain constants are the same", () => {
  expect(sponsorshipAmount).toEqual(domainAmount);
  expect(honeypotName).toBe(honeypotField);
  // The dog page links to the adoption page with the query its contact form reads.
  for (const locale of ["de", "es"] as const) {
    expect(dogFormsText[locale].dogRequest.dogQuery).toBe(contactFormText[locale].dogQuery);
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

test("the posted amount: a custom amount that applies wins, a smaller one leaves the preset", () => {
  expect(withCustomAmount({ amount: "15", customAmount: "" })).toEqual({ amount: "15" });
  expect(withCustomAmount({ amount: "15", customAmount: "40" })).toEqual({ amount: "40" });
  expect(withCustomAmount({ amount: "15", customAmount: "5" })).toEqual({ amount: "15" });
  expect(withCustomAmount({ customAmount: "40" })).toEqual({ amount: "40" });
  expect(withCustomAmount({ amount: "custom", customAmount: "5" })).toEqual({ amount: "5" });
  const data = new FormData();
  data.append("yourName", "Pia");
  data.append("amount", "20");
  data.append("customAmount", "25");
  expect(Object.fromEntries(withCustomAmountData(data))).toEqual({ yourName: "Pia", amount: "25" });
});
