import { PagePlaceholder } from "~/components/ui/page-placeholder";
import { site } from "~/config/site";

export const meta = () => [{ title: `Edit Admin | ${site.shortName}` }];

export default function EditUser() {
  return <PagePlaceholder title="Edit Admin" text="This form is being prepared." />;
}
