import type { ActionFunctionArgs } from "react-router";
import { submitFormPost } from "./form-post.server";

/** The contact page's action: the contact form posted without JavaScript. */
export function handleContactPost({ request, context }: Pick<ActionFunctionArgs, "request" | "context">) {
  return submitFormPost("contact", request, context);
}
