import { describe, expect, it } from "vitest";
import { deferPageCode, lowerModulePreloadPriority } from "./module-preloads";

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

describe("deferPageCode", () => {
  const head =
    '<head><link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/>' +
    '<link rel="icon" href="/favicon.svg"/><link rel="modulepreload" fetchpriority="low" href="/assets/root.js"/></head>';
  const body =
    '<body><p>x</p><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/root.js";</script>' +
    '<script>window.__reactRouterContext.streamController.enqueue("[]");</script><script>other()</script></body>';

  it("on a page to read, takes the preloads out of the head and gives React Router's scripts a type no browser runs", () => {
    const html = `<!DOCTYPE html><html lang="de" data-hydrate="on-intent">${head}${body}</html>`;
    expect(deferPageCode(html)).toBe(
      '<!DOCTYPE html><html lang="de" data-hydrate="on-intent"><head><link rel="icon" href="/favicon.svg"/></head>' +
        '<body><p>x</p><script type="text/x-deferred">window.__reactRouterContext = {};</script>' +
        '<script type="text/x-deferred" data-module="" data-preloads="/assets/entry.js /assets/root.js">import "/assets/root.js";</script>' +
        '<script type="text/x-deferred">window.__reactRouterContext.streamController.enqueue("[]");</script>' +
        "<script>other()</script></body></html>",
    );
  });

  it("leaves any other page as it is", () => {
    const html = `<!DOCTYPE html><html lang="de">${head}${body}</html>`;
    expect(deferPageCode(html)).toBe(html);
  });
});
