import { data } from "react-router";
import { ErrorContent, NOT_FOUND_TITLE } from "~/components/site/error-content";
import { site } from "~/config/site";

export function loader() {
  // A real 404 status, so search engines drop the URL, with the branded page as its body.
  return data(null, { status: 404 });
}

export const meta = () => [{ title: `${NOT_FOUND_TITLE} | ${site.shortName}` }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  return (
    <div className="container-page py-16">
      <ErrorContent notFound />
    </div>
  );
}
