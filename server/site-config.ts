import fs from "node:fs";
import { demoSiteConfig, type SiteConfig } from "~/content/site-config";
import { siteConfigSchema } from "~/content/site-config-schema";
import { ConfigError } from "./config";

type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends object ? (T[K] extends unknown[] ? T[K] : DeepPartial<T[K]>) : T[K];
};

/** The demo details, with the SITE_CONFIG file's values laid over them (validated as a whole). */
export function loadSiteConfig(filePath: string | undefined): SiteConfig {
  if (!filePath) return demoSiteConfig;
  let override: unknown;
  try {
    override = JSON.parse(fs.readFileSync(filePath, "utf8"));
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration: SITE_CONFIG=${JSON.stringify(filePath)}: ${(error as Error).message}`,
    );
  }
  const result = siteConfigSchema.safeParse(deepMerge(demoSiteConfig, override as DeepPartial<SiteConfig>));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ConfigError(
      `Invalid configuration: SITE_CONFIG ${issue?.path.join(".") ?? ""}: ${issue?.message ?? "invalid"}`,
    );
  }
  return result.data;
}

function deepMerge<T>(base: T, override: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(override)) return (override ?? base) as T;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    merged[key] = key in base ? deepMerge((base as Record<string, unknown>)[key], value) : value;
  }
  return merged as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
