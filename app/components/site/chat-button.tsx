import { Icon } from "~/components/ui/icon";
import { whatsappUrl } from "~/company/company";
import { useTexts } from "~/i18n/use-messages";
import { useCompany } from "./use-company";

/** The fixed round chat button: opens WhatsApp with the company's number in a new tab. */
export function ChatButton() {
  const company = useCompany();
  const texts = useTexts("chrome").chatButton;
  return (
    <a
      href={whatsappUrl(company)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={texts.label}
      className="chat-button print:hidden fixed end-4 bottom-4 z-40 inline-flex transition-[translate] h-14 w-14 items-center justify-center rounded-full bg-primary-700 text-white shadow-lg hover:bg-primary-800"
      data-testid="chat-button"
    >
      <Icon name="message-circle" className="h-7 w-7" />
    </a>
  );
}
