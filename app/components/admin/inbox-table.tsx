import { Link } from "~/components/ui/link";
import { STAGE_LABELS } from "~/schemas/leads";
import { adminPath } from "~/config/admin-paths";
import { senderOf, topicOf } from "~/admin/inbox";
import { CHANNEL_LABELS, languageLabel, type InboxMessage } from "~/schemas/inbox";
import { DeliveryBadge, KindBadge, StatusBadge } from "./inbox-badges";
import { LocalTime } from "./local-time";
import { stacked } from "./stacked-table";

// Headers may wrap ("Product or interest"), so the table fits the inbox's box at 1280px.
const head = "px-3 py-3 font-semibold";
const cell = `${stacked.cell} px-3 align-top sm:py-3`;
// Visitor text wraps; a word longer than the column's 11rem is broken rather than stretching it
// (three such columns at 16rem pushed Status and Delivery out of the box at 1280px).
const text = "block max-w-[11rem] break-words";
// An e-mail address has no space to wrap at: it may break anywhere, so it never widens the table.
const address = "block max-w-[11rem] wrap-anywhere";

/**
 * The inbox, newest first. Below 640px each message is a card with every column, Status
 * included; from 640px the table keeps its columns: headers, times and addresses wrap, so it
 * fits its box beside the sidebar (Status and Delivery in view at 1280px); narrower than 56rem
 * it scrolls sideways inside its own box (focusable, so the keyboard can scroll it too).
 * `listSearch` is the list's query, handed to the message page for its way back.
 */
export function InboxTable({ messages, listSearch }: { messages: InboxMessage[]; listSearch: string }) {
  return (
    <div
      role="region"
      aria-labelledby="inbox-caption"
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <table className={`${stacked.table} sm:min-w-[56rem]`}>
        <caption id="inbox-caption" className="sr-only">
          Messages, newest first
        </caption>
        <thead className={stacked.head}>
          <tr>
            <th scope="col" className={head}>
              Type
            </th>
            <th scope="col" className={head}>
              From
            </th>
            <th scope="col" className={head}>
              Product or interest
            </th>
            <th scope="col" className={head}>
              Country
            </th>
            <th scope="col" className={head}>
              Language
            </th>
            <th scope="col" className={head}>
              Received
            </th>
            <th scope="col" className={head}>
              Status
            </th>
            <th scope="col" className={head}>
              Delivery
            </th>
          </tr>
        </thead>
        <tbody className={stacked.body}>
          {messages.map((message) => (
            <tr key={message.id} className={`${stacked.row} ${message.status === "new" ? "bg-amber-50/40" : ""}`}>
              <td className={cell} data-label="Type">
                <KindBadge kind={message.kind} />
                {message.channel === "assistant" && <span className="mt-1 block text-xs text-slate-700">{CHANNEL_LABELS.assistant}</span>}
              </td>
              <td className={cell} data-label="From">
                {/* One box, so the card's grid puts the name and the e-mail in the same cell; in the
                    table at least 10rem, so an address breaks only where it must. */}
                <div className="min-w-0 sm:min-w-32">
                  <Link
                    to={adminPath("message", { id: message.id })}
                    state={{ listSearch }}
                    className={`${message.name ? text : address} font-semibold text-primary-800 underline underline-offset-2 hover:text-primary-900`}
                  >
                    {senderOf(message)}
                  </Link>
                  {message.name && <span className={`${address} mt-0.5 text-slate-600`}>{message.email}</span>}
                </div>
              </td>
              <td className={cell} data-label="Product or interest">
                <span className={text}>{topicOf(message)}</span>
              </td>
              <td className={cell} data-label="Country">
                {message.country && <span className={text}>{message.country}</span>}
              </td>
              <td className={cell} data-label="Language">
                <span className={text}>{languageLabel(message.locale)}</span>
              </td>
              {/* The time goes under the date when the column is narrow (never cut inside either). */}
              <td className={cell} data-label="Received">
                <LocalTime iso={message.receivedAt} />
              </td>
              <td className={cell} data-label="Status">
                <StatusBadge status={message.status} />
                {/* The lead's stage and owner (decision 0068), and an answer waiting for a reply (0069). */}
                <span className={`${text} mt-1 block text-xs text-slate-700`} data-testid="inbox-lead">
                  {`${STAGE_LABELS[message.lead.stage]}, ${message.lead.owner?.name ?? "unassigned"}`}
                </span>
                {message.lead.answeredAt && <span className="mt-1 block text-xs font-semibold text-amber-900">Buyer answered</span>}
              </td>
              <td className={cell} data-label="Delivery">
                <DeliveryBadge delivery={message.delivery} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
