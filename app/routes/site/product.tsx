import { PagePlaceholder } from "~/components/ui/page-placeholder";
import { site } from "~/config/site";

export const meta = () => [{ title: `Product | ${site.shortName}` }];

export default function Product() {
  return <PagePlaceholder title="Product" text="This product page is being prepared." />;
}
