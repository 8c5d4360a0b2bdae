import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config";

const cwd = "/srv/site";

function configError(env: Record<string, string>): ConfigError {
  try {
    parseConfig(env, cwd);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`no ConfigError for ${JSON.stringify(env)}`);
}

describe("parseConfig defaults", () => {
  it("serves on port 3000 with public URLs and the Spanish host derived from it", () => {
    const config = parseConfig({}, cwd);
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.publicUrl).toEqual({ de: "http://localhost:3000", es: "http://es.localhost:3000" });
    expect(config.spanishHost).toBe("es.localhost:3000");
    expect(config.dataDir).toBe(path.resolve(cwd, "data"));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.dogsRefreshSeconds).toBe(300);
    expect(config.formRateLimit).toBe(10);
    expect(config.mailFrom).toBe("Website <no-reply@localhost>");
    expect(config.trustProxy).toBe(false);
    expect(config.siteConfigPath).toBeUndefined();
    expect(config.logLevel).toBe("info");
    expect(config.production).toBe(false);
  });

  it("derives the public URLs from another PORT", () => {
    const config = parseConfig({ PORT: "8080" }, cwd);
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toEqual({ de: "http://localhost:8080", es: "http://es.localhost:8080" });
    expect(config.spanishHost).toBe("es.localhost:8080");
  });

  it("treats blank values as unset", () => {
    const config = parseConfig(
      { PORT: "", PUBLIC_URL_DE: "", PUBLIC_URL_ES: "", DATABASE_URL: "", LOG_LEVEL: "", MAIL_TO_DE: "" },
      cwd,
    );
    expect(config.port).toBe(3000);
    expect(config.publicUrl.es).toBe("http://es.localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.logLevel).toBe("info");
    expect(config.mailTo.de).toMatch(/@/);
  });
});

describe("parseConfig with values", () => {
  it("takes the origin of the public URLs and the Spanish host from PUBLIC_URL_ES", () => {
    const config = parseConfig(
      { PUBLIC_URL_DE: "https://www.hunde.example/path/", PUBLIC_URL_ES: "https://perros.example:8443" },
      cwd,
    );
    expect(config.publicUrl).toEqual({ de: "https://www.hunde.example", es: "https://perros.example:8443" });
    expect(config.spanishHost).toBe("perros.example:8443");
  });

  it("reads the other variables", () => {
    const config = parseConfig(
      {
        HOST: "127.0.0.1",
        DATA_DIR: "var/data",
        DATABASE_URL: "postgres://user:pw@db:5432/site",
        SMTP_URL: "smtps://user:pw@mail.example:465",
        FORM_RATE_LIMIT: "0",
        DOGS_REFRESH_SECONDS: "0",
        TRUST_PROXY: "1",
        SITE_CONFIG: "site.json",
        LOG_LEVEL: "debug",
        MAIL_TO_ES: "hola@perros.example",
        NODE_ENV: "production",
      },
      cwd,
    );
    expect(config.host).toBe("127.0.0.1");
    expect(config.dataDir).toBe("/srv/site/var/data");
    expect(config.databaseUrl).toBe("postgres://user:pw@db:5432/site");
    expect(config.smtpUrl).toBe("smtps://user:pw@mail.example:465");
    expect(config.formRateLimit).toBe(0);
    expect(config.dogsRefreshSeconds).toBe(0);
    expect(config.trustProxy).toBe(true);
    expect(config.siteConfigPath).toBe("/srv/site/site.json");
    expect(config.logLevel).toBe("debug");
    expect(config.mailTo.es).toBe("hola@perros.example");
    expect(config.production).toBe(true);
  });

  it("accepts postgresql:// as well", () => {
    expect(parseConfig({ DATABASE_URL: "postgresql://localhost/site" }, cwd).databaseUrl).toBe(
      "postgresql://localhost/site",
    );
  });
});

describe("parseConfig with invalid values", () => {
  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["PUBLIC_URL_DE", "notaurl"],
    ["PUBLIC_URL_ES", "ftp://es.example"],
    ["DATABASE_URL", "mysql://x"],
    ["SMTP_URL", "http://x"],
    ["FORM_RATE_LIMIT", "-1"],
    ["LOG_LEVEL", "loud"],
    ["DOGS_REFRESH_SECONDS", "1.5"],
    ["MAIL_TO_DE", "nope"],
    ["TRUST_PROXY", "yes"],
  ])("refuses %s=%s with one line naming the variable", (variable, value) => {
    const error = configError({ [variable]: value });
    expect(error.message).toContain(variable);
    expect(error.message).toContain(value);
    expect(error.message).not.toMatch(/[\r\n]/);
  });

  it("names the bad variable, not a good one next to it", () => {
    const error = configError({ PORT: "8080", LOG_LEVEL: "loud" });
    expect(error.message).toMatch(/^Invalid configuration: LOG_LEVEL=/);
    expect(error.message).not.toContain("PORT");
  });
});

describe("config error lines", () => {
  it("never print a password from a connection URL", () => {
    expect(() => parseConfig({ DATABASE_URL: "mysql://admin:s3cret@db/x" })).toThrow(/admin:\*\*\*@/);
    expect(() => parseConfig({ SMTP_URL: "http://mailer:s3cret@mail:25" })).not.toThrow(/s3cret/);
  });
});
