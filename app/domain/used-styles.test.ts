import { describe, expect, test } from "vitest";
import { canMatch, requiredClasses, selectorList, selectorNeeds, usedClasses } from "./used-styles";

describe("requiredClasses", () => {
  test.each([
    [".a", ["a"]],
    [".a.b > .c", ["a", "b", "c"]],
    ["html", []],
    ["*,:before", []],
    [".md\\:flex", ["md:flex"]],
    [".hover\\:underline:hover", ["hover:underline"]],
    [".w-1\\/2", ["w-1/2"]],
    [".gap-1\\.5", ["gap-1.5"]],
    [".\\31 0", ["10"]],
    [
      ".\\[fieldset\\[aria-invalid\\=true\\]_\\&\\]\\:ring-rose-700",
      ["[fieldset[aria-invalid=true]_&]:ring-rose-700"],
    ],
    // Tailwind's own wrappers: the one selector inside :where()/:is() must match too.
    [":where(.space-y-2>:not(:last-child))", ["space-y-2"]],
    [".group-hover\\:text-x:is(:where(.group):hover *)", ["group-hover:text-x", "group"]],
    [
      ".group-open\\:rotate-180:is(:where(.group):is([open],:popover-open,:open) *)",
      ["group-open:rotate-180", "group"],
    ],
    // A list inside :is(), :not(), :has(), attribute values and strings need nothing.
    [":is(.a,.b) .c", ["c"]],
    [".x:not(.y)", ["x"]],
    [".x:has(.y)", ["x"]],
    ['[data-a=".b"] .c', ["c"]],
    ["a[href$='.pdf']", []],
    [".x::after", ["x"]],
    [".x:nth-child(2n+.5)", ["x"]],
  ])("%s needs %j", (selector, classes) => {
    expect(requiredClasses(selector)).toEqual(classes);
  });
});

describe("selectorList", () => {
  test("splits at the commas outside brackets, functions and strings", () => {
    expect(selectorList('.a, :is(.b,.c) .d,[x=","] .e,.f\\,g')).toEqual([
      ".a",
      ":is(.b,.c) .d",
      '[x=","] .e',
      ".f\\,g",
    ]);
  });
});

describe("canMatch", () => {
  test("a rule can match when one of its selectors has every class it needs", () => {
    const needs = selectorNeeds(".a .b, .c");
    expect(canMatch(needs, new Set(["c"]))).toBe(true);
    expect(canMatch(needs, new Set(["a", "b"]))).toBe(true);
    expect(canMatch(needs, new Set(["a"]))).toBe(false);
    expect(canMatch(selectorNeeds("h1"), new Set())).toBe(true);
  });
});

describe("usedClasses", () => {
  test("reads every class attribute, with React's entities decoded", () => {
    const html =
      '<div class="a  b\nc"><p class="[&amp;_svg]:size-4 x&#x27;y">t</p><svg class="icon"></svg><p data-class="no">class="no"</p></div>';
    expect([...usedClasses(html)].sort()).toEqual(["[&_svg]:size-4", "a", "b", "c", "icon", "x'y"]);
  });
});
