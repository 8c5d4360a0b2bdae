import { describe, expect, it } from "vitest";
import { generatePassword, hashPassword, PasswordError, passwordProblem, verifyPassword } from "./passwords";

describe("passwords", () => {
  it("hashes with Argon2id into a PHC string that verifies the password and nothing else", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(hash).not.toContain("correct horse");
    expect(await verifyPassword(hash, "correct horse battery")).toBe(true);
    expect(await verifyPassword(hash, "correct horse batterY")).toBe(false);
    expect(await verifyPassword("not a hash", "correct horse battery")).toBe(false);
  });

  it("refuses a password under 12 characters (counted as characters, not bytes)", async () => {
    expect(passwordProblem("elevenchars")).toBe("too_short");
    expect(passwordProblem("twelve chars")).toBeUndefined();
    expect(passwordProblem("ääääääää")).toBe("too_short");
    expect(passwordProblem("x".repeat(257))).toBe("too_long");
    await expect(hashPassword("short")).rejects.toBeInstanceOf(PasswordError);
  });

  it("generates readable random passwords of at least 16 characters", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect(password).toMatch(/^[a-km-np-z2-9]{4}(-[a-km-np-z2-9]{4}){4}$/);
      expect(passwordProblem(password)).toBeUndefined();
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });
});
