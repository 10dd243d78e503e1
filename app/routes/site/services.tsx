import { PagePlaceholder } from "~/components/ui/page-placeholder";
import { site } from "~/config/site";

export const meta = () => [{ title: `Services | ${site.shortName}` }];

export default function Services() {
  return <PagePlaceholder title="Services" text="This page is being prepared." />;
}
