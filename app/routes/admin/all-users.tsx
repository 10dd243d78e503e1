import { PagePlaceholder } from "~/components/ui/page-placeholder";
import { site } from "~/config/site";

export const meta = () => [{ title: `All Users | ${site.shortName}` }];

export default function AllUsers() {
  return <PagePlaceholder title="All Users" text="The users table is being prepared." />;
}
