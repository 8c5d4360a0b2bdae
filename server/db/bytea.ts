import { customType } from "drizzle-orm/pg-core";

/** Bytes in the database (pictures: every instance serves them, nothing on one instance's disk). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
