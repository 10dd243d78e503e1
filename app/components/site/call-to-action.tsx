import { ButtonLink } from "~/components/ui/button-link";
import { useSitePath } from "~/i18n/use-messages";
import type { Link } from "~content/site/home";

interface CallToActionProps {
  id: string;
  heading: string;
  text: string;
  button: Link;
}

/** The closing band of an inner page: one sentence and the way to the contact page. */
export function CallToAction({ id, heading, text, button }: CallToActionProps) {
  const to = useSitePath();
  return (
    <section aria-labelledby={id} className="container-page py-14 sm:py-16">
      <div className="rounded-2xl bg-primary-800 px-6 py-10 text-center text-white sm:px-12">
        <h2 id={id} className="text-2xl font-bold sm:text-3xl">
          {heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-primary-50">{text}</p>
        <ButtonLink to={to(button.page)} variant="light" className="mt-6">
          {button.label}
        </ButtonLink>
      </div>
    </section>
  );
}
