import { PagePlaceholder } from "~/components/ui/page-placeholder";
import { site } from "~/config/site";

export const meta = () => [{ title: `Home | ${site.shortName}` }];

export default function Home() {
  return <PagePlaceholder title="Home" text="Welcome. This page is being prepared." />;
}
