import { data } from "react-router";
import type { Route } from "./+types/test-render-error";

/** Lets the browser tests provoke a render error; a 404 unless ENABLE_TEST_ROUTES=true. */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.services.env.ENABLE_TEST_ROUTES) throw data(null, { status: 404 });
  return { boom: true };
}

export const meta = () => [{ name: "robots", content: "noindex" }];

export default function TestRenderError({ loaderData }: Route.ComponentProps) {
  if (loaderData.boom) throw new Error("Deliberate render error for the tests");
  return null;
}
