// The back office's inbox in `npm run bench`: a server of its own on a fresh data directory holding
// 10,000 requests from 2,000 people (issue 28) with their relations and tasks, an admin account made
// with the staff CLI (CONTRACT.md 'Back office'), signed in through POST /admin/login; then the
// list, a filtered search, the day's view and the people's list under load at 20 clients.
// Budget (issue 12): p99 under 100 ms.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { URLSearchParams } from "node:url";

export const inboxRequests = 10_000;
/** Each person asked five times on average (issue 28: 10,000 requests, 2,000 people). */
export const inboxPeople = 2_000;
export const benchStaff = { email: "bench@example.org", password: "bench-password-0123456789" };

/**
 * What the load test hits, with the signed-in cookie; `expect` is text the first answer must contain.
 * Like the other targets uncompressed, and the list once as browsers ask for it (the first answer of
 * each new connection, 90 KB uncompressed, is what sets the uncompressed p99 on a busy machine).
 */
export const inboxTargets = [
  // The inbox opens on the open requests (issue 25); every request is `status=all`.
  { name: "inbox_list", path: "/admin?status=all", expect: "10.000 Anfragen" },
  { name: "inbox_open", path: "/admin", expect: "Alle offenen" },
  { name: "inbox_search", path: "/admin?type=adoption&status=open&q=mar", expect: "Anfragen" },
  {
    name: "inbox_list_br",
    path: "/admin",
    headers: { "accept-encoding": "gzip, deflate, br, zstd" },
  },
  // Issue 28: the start screen and the people.
  { name: "today", path: "/admin/today", expect: "Heute" },
  { name: "persons_list", path: "/admin/persons", expect: "Personen" },
  { name: "persons_search", path: "/admin/persons?q=mar", expect: "Personen" },
  { name: "numbers", path: "/admin/numbers", expect: "Zahlen" },
];

/** The admin account, through the staff CLI as an operator would make it (it migrates the database first). */
export function addBenchStaff(root, env) {
  execFileSync(
    "npm",
    ["run", "--silent", "staff", "--", "add", benchStaff.email, "--name", "Bench", "--role", "admin"],
    {
      cwd: root,
      env: { ...process.env, ...env, STAFF_PASSWORD: benchStaff.password },
      stdio: ["ignore", "ignore", process.stderr],
    },
  );
}

/**
 * 10,000 requests in the embedded database (before the server holds it), shaped like an
 * association's last 18 months: one every 75 minutes, kinds and languages in realistic shares,
 * names the search finds (Maria, Marco, Martín…), named dogs on adoption and sponsorship requests,
 * the newest 300 still being worked on (the newest 40 unread), the older ones at the end of their
 * pipeline, a quarter assigned.
 */
export async function seedInbox(dataDir) {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    await db.query(
      `insert into submissions (form_type, locale, data, name, email, phone, dog_name, dog_id, status,
         assignee_id, opened_at, created_at)
       select kind, case when i % 10 < 7 then 'de' else 'es' end, '{}'::jsonb,
         first || ' ' || last, lower(first) || '.' || lower(last) || (i % $2::int) || '@example.org',
         '+49 170 ' || lpad((i % $2::int)::text, 7, '0'),
         case when kind in ('adoption', 'sponsorship') then dog end,
         -- ids of bench/feed-300.js (a few are reserved there or not in it: the dog-gone mark)
         case when kind in ('adoption', 'sponsorship') then (110000 + (i % 180) * 7)::text end,
         case
           when i <= 300 then (array['new', 'new', 'in_review'])[1 + i % 3]
           else (case kind when 'adoption' then 'placed' when 'foster_home' then 'active'
             when 'sponsorship' then 'confirmed' when 'membership' then 'accepted' else 'answered' end)
         end,
         case when i % 4 = 0 then (select id from staff_accounts order by created_at limit 1) end,
         case when i > 40 then now() - i * interval '75 minutes' + interval '1 hour' end,
         now() - i * interval '75 minutes'
       from (
         select i,
           (array['adoption','adoption','adoption','adoption','adoption','adoption','adoption','adoption','adoption',
             'sponsorship','sponsorship','sponsorship','foster_home','foster_home','contact','contact','contact',
             'contact','contact','membership'])[1 + i % 20] as kind,
           (array['Maria','Jonas','Lucía','Marco','Anna','Martín','Sophie','Pablo','Lena','Marlene','Carmen',
             'Felix','Mareike','Javier','Laura','Tom','Elena','Paul','Sara','David'])[1 + (i * 7) % 20] as first,
           (array['Müller','García','Schmidt','Fernández','Schneider','López','Fischer','Martínez','Weber',
             'Sánchez','Meyer','Pérez','Wagner','Gómez','Becker','Ruiz','Hoffmann','Díaz','Schulz','Peña'])
             [1 + (i * 13) % 20] as last,
           (array['Luna','Rocky','Kira','Bruno','Nala','Max','Lola','Toby','Maya','Rex','Coco','Nero','Bella',
             'Chispa','Duna'])[1 + i % 15] as dog
         from generate_series(1, $1::int) as i
       ) as seed`,
      [inboxRequests, inboxPeople],
    );
    // Their people (as migration 0008 makes them), the relations of the lasting ones, and tasks:
    // follow-ups of the placed adoptions, done a day after they were due except the last week's.
    await db.exec(`
      insert into people (email, name, phone, locale)
        select distinct on (email) email, name, phone, locale from submissions order by email, created_at desc;
      update submissions set person_id = people.id from people where people.email = submissions.email;
      insert into relations (submission_id, kind, started_on)
        select id, form_type, (created_at + interval '10 days')::date from submissions
        where (form_type, status) in (('adoption', 'placed'), ('membership', 'accepted'),
          ('sponsorship', 'confirmed'), ('foster_home', 'active'));
      insert into tasks (title, due_on, assignee_id, submission_id, person_id, origin, done_at)
        select 'Nachkontrolle: ' || coalesce(dog_name, name), due, (select id from staff_accounts order by created_at limit 1),
          id, person_id, 'follow_up', case when due < now() - interval '7 days' then due + interval '1 day' end
        from (select *, (created_at + interval '3 months')::date as due from submissions
          where form_type = 'adoption' and status = 'placed') as placed;
    `);
    const { rows } = await db.query("select count(*)::int as count from submissions");
    return rows[0].count;
  } finally {
    await db.close();
  }
}

/** Signs in as the bench admin; answers the Cookie header value of the session. */
export async function signIn(request, address, { host, origin }) {
  const body = new URLSearchParams({ email: benchStaff.email, password: benchStaff.password }).toString();
  const answer = await request(address, {
    path: "/admin/login",
    method: "POST",
    host,
    headers: {
      origin,
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(Buffer.byteLength(body)),
    },
    body,
  });
  const setCookie = [answer.headers["set-cookie"] ?? []].flat();
  const session = setCookie.map((line) => line.split(";")[0]).find((pair) => /=./.test(pair));
  if (answer.status !== 303 || !session) {
    throw new Error(`sign-in as ${benchStaff.email} answered ${answer.status} without a session cookie`);
  }
  return session;
}
