import type { ActionFunctionArgs } from "react-router";
import { submitFormPost } from "./form-post.server";

/**
 * The product page's action: the inquiry form posted without JavaScript. The product's name
 * comes with the form (the page renders it from the catalogue), like the script's post.
 */
export function handleInquiryPost({ request, context }: Pick<ActionFunctionArgs, "request" | "context" | "params">) {
  return submitFormPost("inquiry", request, context);
}
