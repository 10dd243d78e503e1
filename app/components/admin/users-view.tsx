import * as Tooltip from "@radix-ui/react-tooltip";
import { Icon } from "~/components/ui/icon";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import type { AdminUser } from "~/schemas/admin-user";
import { adminApi } from "./admin-api";
import { ConfirmDialog } from "./confirm-dialog";
import { LocalTime } from "./local-time";
import { stacked } from "./stacked-table";

type Load = { state: "loading" } | { state: "failed" } | { state: "loaded"; users: AdminUser[] };

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
 * All users (specification: All users): the admins from GET getAllAdmin, with Edit and a
 * confirmed Delete; shown at /adminalluser and /delete/:id.
 */
export function UsersView() {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [pending, setPending] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const heading = useRef<HTMLHeadingElement | null>(null);

  // Bumped after a delete: the list is fetched again (the shown rows stay until it arrives).
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    (async () => {
      try {
        const answer = await adminApi<AdminUser[]>("GET", "/getAllAdmin");
        if (current) setLoad({ state: "loaded", users: answer.data ?? [] });
      } catch {
        if (current) setLoad({ state: "failed" });
      }
    })();
    return () => {
      current = false;
    };
  }, [version]);

  async function confirmDelete() {
    if (!pending) return;
    setDeleting(true);
    try {
      await adminApi("DELETE", `/adminDelete/${encodeURIComponent(pending._id)}`);
      toast.success("User deleted");
      setVersion((v) => v + 1);
    } catch (error) {
      toast.error("Failed to delete user", { description: error instanceof Error ? error.message : String(error) });
    } finally {
      setDeleting(false);
      setPending(null);
    }
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
            to="/createadmin"
            className="inline-flex items-center gap-2 rounded-md bg-primary-700 px-4 py-2.5 font-semibold text-white hover:bg-primary-800"
          >
            <Icon name="user-plus" className="h-5 w-5" />
            Create Admin
          </Link>
        </div>
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
                        to={`/editUser/${encodeURIComponent(user._id)}`}
                        className="inline-flex items-center gap-1 rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-100"
                        aria-label={`Edit ${user.FullName}`}
                      >
                        <Icon name="pencil" className="h-4 w-4" />
                        Edit
                      </Link>
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 rounded-md border border-red-300 px-3 py-1.5 font-medium text-red-800 hover:bg-red-50"
                        aria-label={`Delete ${user.FullName}`}
                        onClick={(event) => {
                          opener.current = event.currentTarget;
                          setPending(user);
                        }}
                      >
                        <Icon name="trash" className="h-4 w-4" />
                        Delete
                      </button>
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
