import * as Tooltip from "@radix-ui/react-tooltip";
import { Icon } from "~/components/ui/icon";
import { useRef, useState } from "react";
import { Form, useFetcher, useLocation, useNavigation } from "react-router";
import { Link } from "~/components/ui/link";
import { adminPath } from "~/config/admin-paths";
import { ENHANCED_FIELD } from "~/forms/form-result";
import { useFormResult } from "~/components/ui/use-form-result";
import type { AdminUser } from "~/schemas/admin-user";
import { ConfirmDialog } from "./confirm-dialog";
import { LocalTime } from "./local-time";
import { stacked } from "./stacked-table";
import { useHydrated } from "~/components/ui/use-hydrated";

export const DELETE_ADMIN_FORM = "delete-admin";

/** What the table shows: the list, or the words for a list on its way or one that failed. */
export type UsersLoad = { state: "loading" } | { state: "failed" } | { state: "loaded"; users: AdminUser[] };

/** What a plain (script-less) post's redirect says on the list, by the `notice` it carries. */
export const USER_NOTICES: Record<string, string> = {
  created: "Admin created successfully",
  updated: "Admin updated successfully!",
  deleted: "User deleted",
};

/** A cell's value, cut to the 150px cell and shown whole in a tooltip (keyboard-reachable). */
function CellValue({ value }: { value: string }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <span tabIndex={0} className="block truncate rounded-sm" data-testid="cell-value">
          {value}
        </span>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={4}
          className="z-50 max-w-xs rounded-md bg-slate-900 px-3 py-1.5 text-sm break-words text-white shadow-lg"
        >
          {value}
          <Tooltip.Arrow className="fill-slate-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/**
 * The specification caps a cell at 150px. Browsers ignore max-width on table cells, so the
 * value columns get a 150px width (the Action column takes the rest of the row) and the value
 * itself is held to 150px less the padding.
 */
const cellClass = `${stacked.cell} px-3 align-middle sm:w-[150px] sm:max-w-[150px] sm:py-3 sm:[&>span]:max-w-[126px]`;
const headClass = "w-[150px] px-3 py-3 font-semibold";

function StatusRow({ text, role }: { text: string; role?: "status" | "alert" }) {
  return (
    <tr>
      <td colSpan={4} className="px-3 py-8 text-center text-slate-700" role={role}>
        {text}
      </td>
    </tr>
  );
}

/**
 * All users (specification: All users): the admins from the page's loader, with Edit and a
 * confirmed Delete; shown at /adminalluser and /delete/:id. Delete is a form that opens
 * /delete/:id, whose page asks for confirmation without JavaScript; with JavaScript it opens the
 * dialog instead and posts from there.
 */
export function UsersView({ users, confirm }: { users: AdminUser[]; confirm?: AdminUser }) {
  const location = useLocation();
  const navigation = useNavigation();
  // Loading this same list again (the sidebar's link, a reload after a delete): say so.
  const reloading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const notice = USER_NOTICES[new URLSearchParams(location.search).get("notice") ?? ""];
  return (
    <UsersTable load={reloading ? { state: "loading" } : { state: "loaded", users }} notice={notice} confirm={confirm} />
  );
}

export function UsersTable({ load, notice, confirm }: { load: UsersLoad; notice?: string; confirm?: AdminUser }) {
  const [pending, setPending] = useState<AdminUser | null>(null);
  const fetcher = useFetcher();
  const deleting = fetcher.state !== "idle";
  const opener = useRef<HTMLButtonElement | null>(null);
  const heading = useRef<HTMLHeadingElement | null>(null);

  async function confirmDelete() {
    if (!pending) return;
    await fetcher.submit({ [ENHANCED_FIELD]: "1" }, { method: "post", action: adminPath("deleteUser", { id: pending._id }) });
    setPending(null);
  }

  const users = load.state === "loaded" ? load.users : [];
  return (
    <Tooltip.Provider delayDuration={300}>
      <div className="grid gap-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900">
            All Users ({users.length})
          </h1>
          <Link
            to={adminPath("createAdmin")}
            className="inline-flex items-center gap-2 rounded-md bg-primary-700 px-4 py-2.5 font-semibold text-white hover:bg-primary-800"
          >
            <Icon name="user-plus" className="h-5 w-5" />
            Create Admin
          </Link>
        </div>
        {notice && (
          <p role="status" className="rounded-md border border-green-300 bg-green-50 px-4 py-3 font-medium text-green-900">
            {notice}
          </p>
        )}
        {confirm && <DeleteConfirmation user={confirm} />}
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className={stacked.table}>
            <thead className={stacked.head}>
              <tr>
                <th scope="col" className={headClass}>
                  Name
                </th>
                <th scope="col" className={headClass}>
                  Email
                </th>
                <th scope="col" className={headClass}>
                  Created At
                </th>
                <th scope="col" className="px-3 py-3 font-semibold">
                  Action
                </th>
              </tr>
            </thead>
            <tbody className={stacked.body}>
              {load.state === "loading" && <StatusRow text="Loading users..." role="status" />}
              {load.state === "failed" && <StatusRow text="Failed to load users." role="alert" />}
              {load.state === "loaded" && users.length === 0 && <StatusRow text="No data available." />}
              {users.map((user) => (
                <tr key={user._id} className={stacked.row}>
                  <td className={cellClass} data-label="Name">
                    <CellValue value={user.FullName} />
                  </td>
                  <td className={cellClass} data-label="Email">
                    <CellValue value={user.email} />
                  </td>
                  <td className={cellClass} data-label="Created At">
                    <LocalTime iso={user.createdAt} dateOnly />
                  </td>
                  <td className={`${stacked.cell} px-3 py-2`} data-label="Action">
                    <div className="flex gap-2">
                      <Link
                        to={adminPath("editUser", { id: user._id })}
                        className="inline-flex items-center gap-1 rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-100"
                        aria-label={`Edit ${user.FullName}`}
                      >
                        <Icon name="pencil" className="h-4 w-4" />
                        Edit
                      </Link>
                      <form method="get" action={adminPath("deleteUser", { id: user._id })}>
                        <button
                          type="submit"
                          className="inline-flex items-center gap-1 rounded-md border border-red-300 px-3 py-1.5 font-medium text-red-800 hover:bg-red-50"
                          aria-label={`Delete ${user.FullName}`}
                          onClick={(event) => {
                            event.preventDefault();
                            opener.current = event.currentTarget;
                            setPending(user);
                          }}
                        >
                          <Icon name="trash" className="h-4 w-4" />
                          Delete
                        </button>
                      </form>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <ConfirmDialog
        open={pending !== null}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onOpenChange={(open) => {
          if (!open && !deleting) setPending(null);
        }}
        // Back to the Delete button; once its row is gone, to the heading above the table.
        onCloseFocus={() => (opener.current?.isConnected ? opener.current : heading.current)?.focus()}
      />
    </Tooltip.Provider>
  );
}

/** /delete/:id's confirmation, a plain form: the dialog's words and choices, no script needed. */
function DeleteConfirmation({ user }: { user: AdminUser }) {
  const hydrated = useHydrated();
  const refused = useFormResult(DELETE_ADMIN_FORM).result?.message;
  return (
    <section
      aria-labelledby="confirm-delete-title"
      className="grid gap-3 rounded-xl border border-red-300 bg-white p-5 shadow-sm"
    >
      <h2 id="confirm-delete-title" className="text-lg font-bold text-slate-900">
        Are you sure?
      </h2>
      {/* A long e-mail address breaks where it must rather than widen a phone's page. */}
      <p className="text-slate-700 wrap-anywhere">
        This action cannot be undone. <span className="font-medium">{user.FullName}</span> ({user.email}) will be deleted.
      </p>
      {refused && !hydrated && (
        <p role="alert" className="font-medium text-red-700">
          {refused}
        </p>
      )}
      <Form method="post" className="flex gap-3">
        {hydrated && <input type="hidden" name={ENHANCED_FIELD} value="1" />}
        <Link
          to={adminPath("users")}
          className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
        >
          No
        </Link>
        <button type="submit" className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">
          Yes
        </button>
      </Form>
    </section>
  );
}
