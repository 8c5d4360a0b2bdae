import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { contentSecurityPolicy, inlineHashes } from "./security";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const options = { imageOrigins: ["https://img.example"], https: true, production: true };

describe("inlineHashes", () => {
  test("hashes every inline script a browser runs and every inline style, each once", () => {
    const html = [
      "<script>window.a=1</script>",
      '<script type="module" async="">import "/assets/x.js";</script>',
      '<script type="importmap">{"imports":{}}</script>',
      "<script>window.a=1</script>",
      '<style data-x="1">.a{color:red}</style>',
      "<script>\n</script>",
    ].join("");
    expect(inlineHashes(html)).toEqual({
      scripts: [sha("window.a=1"), sha('import "/assets/x.js";'), sha('{"imports":{}}'), sha("\n")],
      styles: [sha(".a{color:red}")],
    });
  });

  test("leaves out scripts with a src and data blocks such as JSON-LD", () => {
    const html =
      '<script src="/assets/a.js"></script><script type="application/ld+json">{"@type":"Thing"}</script>';
    expect(inlineHashes(html)).toEqual({ scripts: [], styles: [] });
  });
});

describe("contentSecurityPolicy", () => {
  test("a page's policy lists its hashes with strict-dynamic and nothing unsafe", () => {
    const policy = contentSecurityPolicy(options, { scripts: [sha("a")], styles: [sha("b")] });
    expect(policy).toContain(`script-src ${sha("a")} 'strict-dynamic'`);
    expect(policy).toContain(`style-src 'self' ${sha("b")}`);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(policy).toContain(directive);
    }
    expect(policy).toContain("img-src 'self' data: https://img.example");
    expect(policy).toContain("upgrade-insecure-requests");
    expect(policy).not.toMatch(/unsafe|nonce/);
  });

  test("without inline scripts no script may run at all", () => {
    const policy = contentSecurityPolicy({ ...options, https: false });
    expect(policy).toContain("script-src 'none'");
    expect(policy).not.toContain("upgrade-insecure-requests");
  });
});
