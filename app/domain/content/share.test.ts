import { describe, expect, it } from "vitest";
import { formatLongDate } from "./dates";
import { shareTargets } from "./share";

describe("shareTargets", () => {
  const targets = shareTargets({
    url: "https://example.org/blog/rückblick?x=1&y=2",
    title: "Rückblick & Dank",
    emailText: "Das könnte dich interessieren:",
  });

  it("builds the three sharer URLs with the page URL encoded", () => {
    const encoded = encodeURIComponent("https://example.org/blog/rückblick?x=1&y=2");
    expect(targets.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(targets.x).toBe(
      `https://twitter.com/intent/tweet?url=${encoded}&text=R%C3%BCckblick%20%26%20Dank`,
    );
    expect(targets.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
  });

  it("builds a mailto link whose subject is the title and whose body holds the text and the link", () => {
    const mail = new URL(targets.email);
    expect(mail.protocol).toBe("mailto:");
    expect(mail.searchParams.get("subject")).toBe("Rückblick & Dank");
    expect(mail.searchParams.get("body")).toBe(
      "Das könnte dich interessieren:\n\nhttps://example.org/blog/rückblick?x=1&y=2",
    );
    expect(targets.email).not.toContain("+");
  });
});

describe("formatLongDate", () => {
  it("writes the long local date in the associations' time zone", () => {
    expect(formatLongDate("2025-01-20T09:00:00Z", "de")).toBe("20. Januar 2025");
    expect(formatLongDate("2025-01-20T09:00:00Z", "es")).toBe("20 de enero de 2025");
    // 23:30 UTC is already the next day in Berlin and Madrid.
    expect(formatLongDate("2024-12-31T23:30:00Z", "de")).toBe("1. Januar 2025");
  });
});
