import { PagePlaceholder } from "~/components/ui/page-placeholder";
import { site } from "~/config/site";

export const meta = () => [{ title: `Global Presence | ${site.shortName}` }];

export default function GlobalPresence() {
  return <PagePlaceholder title="Global Presence" text="This page is being prepared." />;
}
