import { PagePlaceholder } from "~/components/ui/page-placeholder";
import { site } from "~/config/site";

export const meta = () => [{ title: `Contact Us | ${site.shortName}` }];

export default function Contact() {
  return <PagePlaceholder title="Contact Us" text="This page is being prepared." />;
}
