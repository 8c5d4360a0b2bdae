import type { StaffRole } from "~/domain/back-office/pipeline";

/** The signed-in volunteer of a back-office request (server/http/admin-guard.ts resolves it). */
export type StaffMember = { id: string; email: string; name: string; role: StaffRole };

/** Who made a change: a volunteer, or null for the site itself (a job, a visitor's request). */
export type Actor = Pick<StaffMember, "id" | "name"> | null;
