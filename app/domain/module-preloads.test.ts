import { describe, expect, it } from "vitest";
import { lowerModulePreloadPriority } from "./module-preloads";

describe("lowerModulePreloadPriority", () => {
  it("marks every module preload in the head as low priority", () => {
    const html =
      '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js"/>' +
      '<link rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/assets/b.js"/></head>' +
      "<body><p>x</p></body></html>";
    expect(lowerModulePreloadPriority(html)).toBe(
      '<!DOCTYPE html><html><head><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>' +
        '<link rel="icon" href="/favicon.svg"/><link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/></head>' +
        "<body><p>x</p></body></html>",
    );
  });

  it("leaves the body alone: a page's text that quotes the tag stays as written", () => {
    const body =
      '<body><pre>&lt;link rel="modulepreload" href="x"&gt;</pre><link rel="modulepreload" href="/y.js"/></body>';
    const html = `<html><head></head>${body}</html>`;
    expect(lowerModulePreloadPriority(html)).toBe(html);
  });

  it("returns a fragment without a head unchanged", () => {
    const html = '<link rel="modulepreload" href="/assets/a.js"/>';
    expect(lowerModulePreloadPriority(html)).toBe(html);
  });
});
