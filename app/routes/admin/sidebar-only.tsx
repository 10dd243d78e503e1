import { PagePlaceholder } from "~/components/ui/page-placeholder";
import { site } from "~/config/site";

export const meta = () => [{ title: `Admin | ${site.shortName}` }];

export default function SidebarOnly() {
  return <PagePlaceholder title="Admin" text="The admin sidebar is being prepared." />;
}
