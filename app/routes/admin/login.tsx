import { PagePlaceholder } from "~/components/ui/page-placeholder";
import { site } from "~/config/site";

export const meta = () => [{ title: `Admin Login | ${site.shortName}` }];

export default function AdminLogin() {
  return <PagePlaceholder title="Admin Login" text="Sign-in is being prepared." />;
}
