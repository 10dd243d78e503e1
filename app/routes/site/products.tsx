import { PagePlaceholder } from "~/components/ui/page-placeholder";
import { site } from "~/config/site";

export const meta = () => [{ title: `Products | ${site.shortName}` }];

export default function Products() {
  return <PagePlaceholder title="Products" text="Our catalogue is being prepared." />;
}
