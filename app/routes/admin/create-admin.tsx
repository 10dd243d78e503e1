import { PagePlaceholder } from "~/components/ui/page-placeholder";
import { site } from "~/config/site";

export const meta = () => [{ title: `Create Admin | ${site.shortName}` }];

export default function CreateAdmin() {
  return <PagePlaceholder title="Create Admin" text="This form is being prepared." />;
}
