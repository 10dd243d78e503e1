import { data } from "react-router";
import { MESSAGE_NOT_FOUND } from "~/schemas/inbox";
import { requireAdmin } from "~server/auth/require-admin.server";
import type { Route } from "./+types/message-lines-xlsx";

/** /adminmessages/:id/lines.xlsx: one quote request's lines as a spreadsheet, for pricing. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services, "messageLines");
  const workbook = await context.services.messages.quoteLinesWorkbook(params.id);
  if (workbook.kind !== "ok") throw data(MESSAGE_NOT_FOUND, { status: 404 });
  return new Response(new Uint8Array(workbook.value.body), {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${workbook.value.filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
