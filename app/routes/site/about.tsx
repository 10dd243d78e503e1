import { PagePlaceholder } from "~/components/ui/page-placeholder";
import { site } from "~/config/site";

export const meta = () => [{ title: `About Us | ${site.shortName}` }];

export default function About() {
  return <PagePlaceholder title="About Us" text="This page is being prepared." />;
}
