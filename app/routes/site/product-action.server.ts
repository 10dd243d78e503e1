import { data, type ActionFunctionArgs } from "react-router";
import { submitFormPost } from "./form-post.server";

/**
 * The product page's action: the inquiry form posted without JavaScript. The product is the
 * one the page shows, taken from the catalogue, whatever the form's hidden field says.
 */
export function handleInquiryPost({ request, context, params }: Pick<ActionFunctionArgs, "request" | "context" | "params">) {
  const product = context.services.catalogue.getProductBySlug(params.slug ?? "");
  if (!product) throw data("Product not found", { status: 404 });
  return submitFormPost("inquiry", request, context, { product: product.name });
}
