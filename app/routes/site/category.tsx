import { PagePlaceholder } from "~/components/ui/page-placeholder";
import { site } from "~/config/site";

export const meta = () => [{ title: `Category | ${site.shortName}` }];

export default function Category() {
  return <PagePlaceholder title="Category" text="This category is being prepared." />;
}
