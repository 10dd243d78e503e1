import { PagePlaceholder } from "~/components/ui/page-placeholder";
import { site } from "~/config/site";

export const meta = () => [{ title: `Dashboard | ${site.shortName}` }];

export default function Dashboard() {
  return <PagePlaceholder title="Dashboard" text="The dashboard is being prepared." />;
}
