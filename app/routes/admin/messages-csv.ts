import { parseInboxQuery } from "~/schemas/inbox";
import { requireAdmin } from "~server/auth/require-admin.server";
import type { Route } from "./+types/messages-csv";

/** /adminmessages.csv: the inbox as the list's lead view and filters narrow it (the page is ignored), as a download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context.services, "messagesCsv");
  const { messages } = context.services;
  const query = parseInboxQuery(new URL(request.url).searchParams);
  const csv = await messages.exportCsv(messages.filterOf(query, admin.id));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="messages-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
