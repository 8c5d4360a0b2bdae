import { createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { ipKeyGenerator } from "express-rate-limit";
import type { Db } from "../db/client";
import { submissionSecrets } from "../db/schema";

const keyName = "client_ip_hmac_key";

/**
 * The key of the client IP hash, made once and shared by every instance through the database.
 * A plain hash of an IPv4 address is reversed by trying all 2^32; a keyed one is not.
 */
export async function clientIpKey(db: Db): Promise<string> {
  await db
    .insert(submissionSecrets)
    .values({ name: keyName, value: randomBytes(32).toString("base64") })
    .onConflictDoNothing();
  const [row] = await db.select().from(submissionSecrets).where(eq(submissionSecrets.name, keyName)).limit(1);
  if (!row) throw new Error("client IP key missing after insert");
  return row.value;
}

/**
 * What a client is known by: its IPv4 address, or its IPv6 /56 network (one subscriber's range,
 * as express-rate-limit counts it), keyed and hashed. The raw address is never stored.
 */
export function hashClientIp(key: string, ip: string): string {
  return createHmac("sha256", key).update(ipKeyGenerator(ip, 56)).digest("base64url");
}
