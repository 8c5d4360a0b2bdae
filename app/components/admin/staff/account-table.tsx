import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Table } from "~/components/ui/table";
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
      <div className="mt-3">
        <Table
          label={text.tableLabel}
          rows={accounts}
          rowKey={(account) => account.id}
          columns={[
            {
              head: text.columns.name,
              rowHeader: true,
              cell: (account) => (
                <>
                  {account.name}
                  {account.self ? (
                    <span className="ml-1 font-normal text-stone-600">({text.you})</span>
                  ) : null}
                </>
              ),
            },
            { head: text.columns.email, className: "break-all", cell: (account) => account.email },
            { head: text.columns.role, cell: (account) => roles[account.role] },
            { head: text.columns.lastSignIn, cell: (account) => account.lastSignIn ?? text.never },
            {
              head: text.columns.status,
              cell: (account) =>
                account.disabled ? (
                  <span className="font-semibold text-rose-800">{text.disabled}</span>
                ) : (
                  text.active
                ),
            },
            {
              head: text.columns.actions,
              labelled: false,
              cell: (account) => <AccountActions text={text} account={account} />,
            },
          ]}
        />
      </div>
    </section>
  );
}

type Account = StaffData["accounts"][number];

/** Edit; and for another's account: a new password, disable or enable, remove (after a confirmation). */
function AccountActions({ text, account }: { text: StaffData["text"]; account: Account }) {
  return (
    <div className="flex flex-wrap gap-2 pt-1 md:pt-0">
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
            <input type="hidden" name="intent" value={account.disabled ? "enable" : "disable"} />
            <input type="hidden" name="id" value={account.id} />
            <Button
              type="submit"
              variant="quiet"
              size="sm"
              className={smallButton}
              aria-label={fill(account.disabled ? text.enableFor : text.disableFor, { name: account.name })}
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
  );
}
