import path from "node:path";
import { z } from "zod";

const logLevels = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

const port = z.coerce.number().int().min(0).max(65535);
const origin = z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).origin);
const blankAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL_DE: origin.optional(),
  PUBLIC_URL_ES: origin.optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DOGS_FEED_URL: z.string().min(1).optional(),
  DOGS_REFRESH_SECONDS: z.coerce.number().int().min(0).default(300),
  DOG_IMAGE_BASE_URL: origin.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Website <no-reply@localhost>"),
  MAIL_TO_DE: z.email().default("anfragen@demo-tierhilfe.example"),
  MAIL_TO_ES: z.email().default("solicitudes@demo-tierhilfe.example"),
  FORM_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
  TRUST_PROXY: z.enum(["0", "1", "true", "false"]).optional(),
  SITE_CONFIG: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(logLevels).default("info"),
  REQUEST_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  REMINDER_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  PAGE_CACHE_MB: z.coerce.number().min(0).max(65536).default(64),
  PAGE_CACHE_CONTROL: z
    .string()
    .regex(/^[\w=, -]+$/, "must be a Cache-Control value")
    .default("public, max-age=0, s-maxage=60, stale-while-revalidate=600"),
});

export type Config = {
  port: number;
  host: string;
  publicUrl: { de: string; es: string };
  /** Host (name and port) of the Spanish site, for the locale decision. */
  spanishHost: string;
  dataDir: string;
  databaseUrl: string | undefined;
  dogsFeedUrl: string | undefined;
  dogsRefreshSeconds: number;
  dogImageBaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailTo: { de: string; es: string };
  formRateLimit: number;
  trustProxy: boolean;
  siteConfigPath: string | undefined;
  logLevel: LogLevel;
  /** Closed requests untouched for this many days are deleted (back office retention job). */
  requestRetentionDays: number;
  /** Local hour (Europe/Berlin) from which each volunteer's daily mail of due tasks goes out. */
  reminderHour: number;
  /** Memory for rendered public pages (bytes); 0 stores none. */
  pageCacheBytes: number;
  /** Cache-Control of public pages that shared caches may keep. */
  pageCacheControl: string;
  production: boolean;
};

export class ConfigError extends Error {}

/** Keeps passwords in connection URLs out of the error line. */
function redact(value: string): string {
  return value.replace(/\/\/([^:/@]*):([^@]*)@/, "//$1:***@");
}

/** Parses the environment; throws a ConfigError whose message is one line naming the variable. */
export function parseConfig(env: Record<string, string | undefined>, cwd = process.cwd()): Config {
  const input = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, blankAsUndefined(env[key])]),
  );
  const result = envSchema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = String(issue?.path[0] ?? "environment");
    throw new ConfigError(
      `Invalid configuration: ${variable}=${JSON.stringify(redact(env[variable] ?? ""))}: ${issue?.message ?? "invalid"}`,
    );
  }
  const e = result.data;
  const publicUrlEs = e.PUBLIC_URL_ES ?? `http://es.localhost:${e.PORT}`;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: { de: e.PUBLIC_URL_DE ?? `http://localhost:${e.PORT}`, es: publicUrlEs },
    spanishHost: new URL(publicUrlEs).host,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    dogsFeedUrl: e.DOGS_FEED_URL,
    dogsRefreshSeconds: e.DOGS_REFRESH_SECONDS,
    dogImageBaseUrl: e.DOG_IMAGE_BASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailTo: { de: e.MAIL_TO_DE, es: e.MAIL_TO_ES },
    formRateLimit: e.FORM_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY === "1" || e.TRUST_PROXY === "true",
    siteConfigPath: e.SITE_CONFIG ? path.resolve(cwd, e.SITE_CONFIG) : undefined,
    logLevel: e.LOG_LEVEL,
    requestRetentionDays: e.REQUEST_RETENTION_DAYS,
    reminderHour: e.REMINDER_HOUR,
    pageCacheBytes: Math.round(e.PAGE_CACHE_MB * 1024 * 1024),
    pageCacheControl: e.PAGE_CACHE_CONTROL,
    production: env.NODE_ENV === "production",
  };
}
