import { Form, Link } from "react-router";
import { stackedOnPhone } from "~/components/admin/panel";
import { Button, buttonVariants } from "~/components/ui/button";
import { fill } from "~/i18n/format";
import type { StaffData } from "~/routes/admin/staff";

const smallButton = "text-sm";

/** Every account with its role, last sign-in and state; reset, disable or enable, remove (not one's own). */
export function AccountTable({ text, roles, accounts }: Pick<StaffData, "text" | "roles" | "accounts">) {
  return (
    <section aria-labelledby="accounts-heading">
      <h2 id="accounts-heading" className="text-xl font-bold text-stone-900">
        {text.listHeading}
      </h2>
      <div
        className={`relative mt-3 overflow-x-auto rounded-xl border border-stone-200 bg-white ${stackedOnPhone}`}
        tabIndex={0}
        role="region"
        aria-label={text.tableLabel}
      >
        <table className="w-full min-w-[48rem] text-left text-sm">
          <thead className="bg-stone-50 text-stone-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {text.columns.name}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {text.columns.email}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {text.columns.role}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {text.columns.lastSignIn}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {text.columns.status}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {text.columns.actions}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {accounts.map((account) => (
              <tr key={account.id} className="align-top">
                <th scope="row" className="px-3 py-3 font-semibold text-stone-900">
                  {account.name}
                  {account.self ? (
                    <span className="ml-1 font-normal text-stone-600">({text.you})</span>
                  ) : null}
                </th>
                <td className="px-3 py-3 break-all text-stone-800">{account.email}</td>
                <td className="px-3 py-3 text-stone-800">{roles[account.role]}</td>
                <td className="px-3 py-3 text-stone-800">{account.lastSignIn ?? text.never}</td>
                <td className="px-3 py-3">
                  {account.disabled ? (
                    <span className="font-semibold text-rose-800">{text.disabled}</span>
                  ) : (
                    <span className="text-stone-800">{text.active}</span>
                  )}
                </td>
                <td className="px-3 py-3">
                  <div className="flex flex-wrap gap-2">
                    <Link
                      to={`/admin/staff?edit=${account.id}#edit-heading`}
                      className={buttonVariants({ variant: "outline", size: "sm", className: smallButton })}
                      aria-label={fill(text.editFor, { name: account.name })}
                    >
                      {text.edit}
                    </Link>
                    {account.self ? null : (
                      <>
                        <Form method="post" action="/admin/staff">
                          <input type="hidden" name="intent" value="reset" />
                          <input type="hidden" name="id" value={account.id} />
                          <Button
                            type="submit"
                            variant="outline"
                            size="sm"
                            className={smallButton}
                            aria-label={fill(text.resetPasswordFor, { name: account.name })}
                          >
                            {text.resetPassword}
                          </Button>
                        </Form>
                        <Form method="post" action="/admin/staff">
                          <input
                            type="hidden"
                            name="intent"
                            value={account.disabled ? "enable" : "disable"}
                          />
                          <input type="hidden" name="id" value={account.id} />
                          <Button
                            type="submit"
                            variant="quiet"
                            size="sm"
                            className={smallButton}
                            aria-label={fill(account.disabled ? text.enableFor : text.disableFor, {
                              name: account.name,
                            })}
                          >
                            {account.disabled ? text.enable : text.disable}
                          </Button>
                        </Form>
                        <Link
                          to={`/admin/staff?remove=${account.id}#remove-heading`}
                          className={buttonVariants({ variant: "quiet", size: "sm", className: smallButton })}
                          aria-label={fill(text.removeFor, { name: account.name })}
                        >
                          {text.remove}
                        </Link>
                      </>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
