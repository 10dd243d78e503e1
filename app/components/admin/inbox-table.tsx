import { Link } from "react-router";
import { INBOX_PATH, senderOf, topicOf } from "~/lib/inbox";
import type { InboxMessage } from "~/schemas/inbox";
import { DeliveryBadge, KindBadge, StatusBadge } from "./inbox-badges";
import { LocalTime } from "./local-time";

const head = "px-3 py-3 font-semibold whitespace-nowrap";
const cell = "px-3 py-3 align-top";
// Visitor text wraps; a word longer than the column's 16rem is broken rather than stretching it.
const text = "block max-w-[16rem] break-words";

/**
 * The inbox, newest first. At 390px the table keeps its columns and scrolls sideways inside its
 * own box (focusable, so the keyboard can scroll it too); the page itself never overflows.
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
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption id="inbox-caption" className="sr-only">
          Messages, newest first
        </caption>
        <thead className="bg-slate-100 text-slate-800">
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
        <tbody className="divide-y divide-slate-200">
          {messages.map((message) => (
            <tr key={message.id} className={message.status === "new" ? "bg-amber-50/40" : undefined}>
              <td className={cell}>
                <KindBadge kind={message.kind} />
              </td>
              <td className={cell}>
                <Link
                  to={`${INBOX_PATH}/${encodeURIComponent(message.id)}`}
                  state={{ listSearch }}
                  className={`${text} font-semibold text-primary-800 underline underline-offset-2 hover:text-primary-900`}
                >
                  {senderOf(message)}
                </Link>
                {message.name && <span className={`${text} mt-0.5 text-slate-600`}>{message.email}</span>}
              </td>
              <td className={cell}>
                <span className={text}>{topicOf(message)}</span>
              </td>
              <td className={cell}>
                <span className={text}>{message.country ?? ""}</span>
              </td>
              <td className={cell}>
                <LocalTime iso={message.receivedAt} />
              </td>
              <td className={cell}>
                <StatusBadge status={message.status} />
              </td>
              <td className={cell}>
                <DeliveryBadge delivery={message.delivery} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
