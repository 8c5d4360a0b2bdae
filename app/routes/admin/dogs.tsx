import { data, Form, Link, redirect } from "react-router";
import { stackedOnPhone } from "~/components/admin/panel";
import { Button, buttonVariants } from "~/components/ui/button";
import { fill } from "~/i18n/format";
import type { Route } from "./+types/dogs";
import { requireStaff } from "./guard.server";
import { useAdminShell } from "./layout";
import { adminMeta } from "./meta";

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  const url = new URL(request.url);
  const mail = context.text.mail;
  const when = new Intl.DateTimeFormat(mail.intlLocale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: mail.timeZone,
  });
  const dogs = (await context.backOffice.requests.unavailableDogs()).map((dog) => ({
    ...dog,
    requests: dog.requests.map((entry) => ({ ...entry, createdAt: when.format(new Date(entry.createdAt)) })),
  }));
  const done = url.searchParams.get("done");
  const count = done !== null && /^\d{1,6}$/.test(done) ? Number(done) : null;
  return {
    text: context.text.admin.dogs,
    section: context.text.admin.common.title,
    dogs,
    confirm: url.searchParams.get("confirm"),
    done: count,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const staff = requireStaff(context, request);
  const form = await request.formData();
  const intent = form.get("intent");
  const key = form.get("dog");
  const confirmed = form.get("confirmed");
  if (intent !== "notify" || typeof key !== "string" || key.length > 300 || confirmed !== "yes") {
    return data({ error: true }, { status: 422 });
  }
  const count = await context.backOffice.requests.notifyDogUnavailable(key, staff);
  return redirect(`/admin/dogs?done=${count}`, 303);
}

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data?.text.title, data?.section);

export default function AdminDogs({ loaderData }: Route.ComponentProps) {
  const { text, dogs, confirm, done } = loaderData;
  const shell = useAdminShell().text;
  const confirming = confirm === null ? undefined : dogs.find((dog) => dog.key === confirm);
  const statusLabel = (status: string) =>
    status in shell.statuses ? shell.statuses[status as keyof typeof shell.statuses] : status;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{text.title}</h1>
        <p className="mt-2 max-w-3xl text-stone-700">{text.intro}</p>
      </div>

      {done !== null ? (
        <p
          role="status"
          className="rounded-xl bg-emerald-50 p-4 font-medium text-emerald-900 ring-1 ring-emerald-200"
        >
          {done === 0 ? text.doneNone : done === 1 ? text.doneOne : fill(text.done, { count: done })}
        </p>
      ) : null}

      {confirm !== null && !confirming ? (
        <p role="status" className="rounded-xl bg-accent-50 p-4 text-stone-800 ring-1 ring-accent-200">
          {text.confirm.gone}
        </p>
      ) : null}

      {confirming ? (
        <section
          aria-labelledby="confirm-heading"
          className="rounded-xl bg-accent-50 p-4 ring-1 ring-accent-200 sm:p-5"
        >
          <h2 id="confirm-heading" className="text-lg font-bold text-stone-900">
            {fill(text.confirm.heading, { dog: confirming.name })}
          </h2>
          <p className="mt-2 max-w-3xl text-stone-800">
            {confirming.requests.length === 1
              ? text.confirm.textOne
              : fill(text.confirm.text, { count: confirming.requests.length })}
          </p>
          <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
            <input type="hidden" name="intent" value="notify" />
            <input type="hidden" name="dog" value={confirming.key} />
            <input type="hidden" name="confirmed" value="yes" />
            <Button type="submit">{text.confirm.submit}</Button>
            <Link to="/admin/dogs" className={buttonVariants({ variant: "quiet" })}>
              {text.confirm.cancel}
            </Link>
          </Form>
        </section>
      ) : null}

      {dogs.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-stone-700 ring-1 ring-stone-200">{text.empty}</p>
      ) : (
        <ul className="space-y-6">
          {dogs.map((dog, index) => (
            <li key={dog.key}>
              <section
                aria-labelledby={`dog-${index}`}
                className="rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
                  <div>
                    <h2 id={`dog-${index}`} className="text-lg font-bold break-words text-brand-900">
                      {dog.name}
                    </h2>
                    <p className="text-sm text-stone-600">
                      {dog.reason === "reserved" ? text.reserved : text.gone}
                      {dog.id ? ` · ${fill(text.id, { id: dog.id })}` : ""}
                      {" · "}
                      {dog.requests.length === 1
                        ? text.countOne
                        : fill(text.count, { count: dog.requests.length })}
                    </p>
                  </div>
                  {confirming?.key === dog.key ? null : (
                    <Link
                      to={`/admin/dogs?confirm=${encodeURIComponent(dog.key)}#confirm-heading`}
                      className={buttonVariants({ variant: "outline", size: "sm" })}
                    >
                      {text.inform}
                    </Link>
                  )}
                </div>
                <div
                  className={`relative mt-3 overflow-x-auto ${stackedOnPhone}`}
                  tabIndex={0}
                  role="region"
                  aria-label={fill(text.table.region, { dog: dog.name })}
                >
                  <table className="w-full min-w-[36rem] text-left text-sm">
                    <caption className="sr-only">{fill(text.table.caption, { dog: dog.name })}</caption>
                    <thead>
                      <tr className="border-b border-stone-200 text-stone-700">
                        <th scope="col" className="py-2 pr-3 font-semibold">
                          {text.table.name}
                        </th>
                        <th scope="col" className="py-2 pr-3 font-semibold">
                          {text.table.type}
                        </th>
                        <th scope="col" className="py-2 pr-3 font-semibold">
                          {text.table.language}
                        </th>
                        <th scope="col" className="py-2 pr-3 font-semibold">
                          {text.table.received}
                        </th>
                        <th scope="col" className="py-2 font-semibold">
                          {text.table.status}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {dog.requests.map((entry) => (
                        <tr key={entry.id} className="border-b border-stone-100">
                          <td className="py-2 pr-3">
                            <Link
                              to={`/admin/requests/${entry.id}`}
                              className="font-medium text-brand-800 underline underline-offset-2"
                            >
                              {entry.name || text.table.unnamed}
                            </Link>
                          </td>
                          <td className="py-2 pr-3">{shell.formTypes[entry.formType]}</td>
                          <td className="py-2 pr-3">{shell.locales[entry.locale]}</td>
                          <td className="py-2 pr-3">{entry.createdAt}</td>
                          <td className="py-2">{statusLabel(entry.status)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </section>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
