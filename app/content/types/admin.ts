import type { admin } from "~/content/de/admin";

/**
 * The back office's texts (server only, reaching the admin screens as loader data). The German
 * files define the shape; the Spanish ones must match it.
 */
export type AdminText = typeof admin;

/** Why the content editor refuses a save or a publish. */
export type ContentAdminText = AdminText["contentProblems"];
