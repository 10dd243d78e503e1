import { data, type AppLoadContext } from "react-router";
import { answerForm, formValues, type FormResult } from "~/forms/form-result";
import { adminPath } from "~/config/admin-paths";
import { UPLOAD_FORM, altForm } from "~/schemas/product-picture";
import { readRequestUpload } from "~server/http/multipart.server";
import { PICTURE_UPLOAD_LIMITS } from "~server/http/upload-limits.server";


/** Where a plain (script-less) post lands after a success: the page, with its notice. */
const done = (productId: string, notice: string) => `${adminPath("productPictures", { id: productId })}?notice=${notice}`;

/**
 * The pictures page's posts, with or without JavaScript: a multipart upload (streamed through
 * the upload's own limits; the 16 KB limit of other forms does not fit ten pictures), or a
 * small form for alt text, order and removal. The same service as the JSON endpoints.
 */
export async function picturesAction(request: Request, productId: string, context: AppLoadContext) {
  const { pictures } = context.services;
  const type = request.headers.get("content-type") ?? "";
  if (/^multipart\/form-data\b/i.test(type)) {
    const read = await readRequestUpload(request, PICTURE_UPLOAD_LIMITS);
    if (!read.ok) return data<FormResult>({ form: UPLOAD_FORM, message: read.message }, { status: read.status });
    const outcome = await pictures.upload(productId, read.files);
    return answerForm(UPLOAD_FORM, outcome, read.fields, done(productId, "uploaded"));
  }
  const posted = formValues(await request.formData());
  const pictureId = posted.picture ?? "";
  switch (posted.intent) {
    case "alt":
      return answerForm(altForm(pictureId), await pictures.setAlt(productId, pictureId, { alt: posted.alt }), posted, done(productId, "alt"));
    case "up":
    case "down":
      return answerForm("order", await pictures.move(productId, pictureId, posted.intent), posted, done(productId, "order"));
    case "remove":
      return answerForm("remove", await pictures.remove(productId, pictureId), posted, done(productId, "removed"));
    default:
      return data<FormResult>({ form: "", message: "Unknown action" }, { status: 400 });
  }
}
