import { useRef, useState, type DragEvent, type FormEvent } from "react";
import { Form, data, useActionData, useNavigation, useRevalidator, useSearchParams } from "react-router";
import { Link } from "~/components/ui/link";
import { toast } from "sonner";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminNotFound } from "~/components/admin/admin-not-found";
import { enhanceAdminAction } from "~/components/admin/admin-form-action";
import { FormOutcome } from "~/components/admin/form-outcome";
import { UploadProgress, useUploadWithProgress } from "~/components/admin/upload-progress";
import { useHydrated } from "~/components/ui/use-hydrated";
import { FormField, controlClass } from "~/components/ui/form-field";
import { sitePath } from "~/config/paths";
import { picturesApiPath } from "~/catalogue/product-form";
import { ENHANCED_FIELD, type FormResult } from "~/forms/form-result";
import { useFormResult } from "~/components/ui/use-form-result";
import { variantUrl } from "~/catalogue/picture-urls";
import { ALT_MAX, PICTURES_FIELD, PICTURES_PER_UPLOAD, PICTURE_ACCEPT, UPLOAD_FORM, altForm } from "~/schemas/product-picture";
import { requireAdmin } from "~server/auth/require-admin.server";
import type { Route } from "./+types/product-pictures";
import { picturesAction } from "./product-pictures-action.server";

export const meta = () => adminMeta("Product Pictures");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services, "productPictures");
  const found = await context.services.pictures.list(params.id);
  if (found.kind !== "ok") throw data(found.message, { status: 404 });
  const { product, pictures } = found.value;
  // The preview's URL is made here, so no URL code ships with the page.
  return { product, pictures: pictures.map((picture) => ({ ...picture, preview: variantUrl(picture, picture.widths[0]!, "webp") })) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdmin(request, context.services, "productPictures");
  return picturesAction(request, params.id, context);
}

/** The toasts of each post, by its intent (an upload has none: it is the multipart form). */
const TEXTS: Record<string, { success: string; failure: string }> = {
  upload: { success: "Pictures uploaded", failure: "Upload failed" },
  alt: { success: "Alt text saved", failure: "Update failed" },
  up: { success: "Order saved", failure: "Update failed" },
  down: { success: "Order saved", failure: "Update failed" },
  remove: { success: "Picture removed", failure: "Remove failed" },
};

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = String((await request.clone().formData()).get("intent") ?? "upload");
  const texts = TEXTS[intent] ?? TEXTS.upload!;
  return enhanceAdminAction(serverAction, { ...texts, done: new URL(request.url).pathname });
}

/** What a plain post's redirect says on the page (there are no toasts without script). */
const NOTICES: Record<string, string> = {
  uploaded: "Pictures uploaded.",
  alt: "Alt text saved.",
  order: "Order saved.",
  removed: "Picture removed.",
};

const button =
  "inline-flex items-center justify-center rounded-md px-3 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60";
const secondary = `${button} border border-slate-400 bg-white text-slate-800 hover:bg-slate-50`;

function PicturesPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children}
    </div>
  );
}

export default function ProductPictures({ loaderData }: Route.ComponentProps) {
  const { product, pictures } = loaderData;
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const actionData = useActionData<typeof action>();
  const notice = NOTICES[searchParams.get("notice") ?? ""];
  // Without a script a refusal comes back as the page's action data: said above the list.
  // (The upload and alt forms show theirs under their fields.)
  const result = actionData as FormResult | undefined;
  const refused = !hydrated && result && !result.sent && !result.errors && result.form !== UPLOAD_FORM ? result : undefined;
  return (
    <PicturesPage title={`Pictures of ${product.name}`}>
      <p className="text-slate-700">
        The first picture leads the product&apos;s gallery and its cards.{" "}
        <Link to={sitePath("product", { slug: product.slug })} className="font-semibold text-primary-800 underline">
          View the product page
        </Link>
      </p>
      {notice && !hydrated && (
        <p role="status" className="rounded-md border border-primary-300 bg-primary-50 px-4 py-3 text-primary-900">
          {notice}
        </p>
      )}
      {refused && <FormOutcome result={refused} titles={{ sent: "", failed: "Update failed" }} />}
      <UploadForm productId={product.id} />
      <section aria-labelledby="pictures-heading" className="grid gap-4">
        <h2 id="pictures-heading" className="text-lg font-semibold text-slate-900">
          {pictures.length === 0 ? "No pictures yet: the product shows its drawings." : `${pictures.length} ${pictures.length === 1 ? "picture" : "pictures"}`}
        </h2>
        <ol className="grid gap-4" data-testid="picture-list">
          {pictures.map((picture, index) => (
            <li key={picture.id} className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[8rem_1fr]">
              <img
                src={picture.preview}
                alt=""
                width={picture.width}
                height={picture.height}
                className="h-32 w-32 rounded-md bg-slate-50 object-contain"
              />
              <div className="grid min-w-0 gap-3">
                <p className="text-sm text-slate-600">{`Picture ${index + 1} of ${pictures.length}, ${picture.width} × ${picture.height} pixels`}</p>
                <AltForm pictureId={picture.id} alt={picture.alt} position={index + 1} />
                <div className="flex flex-wrap gap-2">
                  <PictureButton pictureId={picture.id} intent="up" disabled={index === 0} label="Move up" describe={`picture ${index + 1}`} />
                  <PictureButton
                    pictureId={picture.id}
                    intent="down"
                    disabled={index === pictures.length - 1}
                    label="Move down"
                    describe={`picture ${index + 1}`}
                  />
                  <PictureButton pictureId={picture.id} intent="remove" label="Remove" describe={`picture ${index + 1}`} danger />
                </div>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </PicturesPage>
  );
}

/**
 * The upload: a plain multipart post without JavaScript (the page comes back with its notice);
 * with it, the same files go to the JSON endpoint with a progress bar, and once they are in the
 * file box is emptied and the list read again.
 */
function UploadForm({ productId }: { productId: string }) {
  const hydrated = useHydrated();
  const posting = useNavigation().formData?.get("intent") === "upload";
  const result = useFormResult(UPLOAD_FORM).result;
  const { sent, upload } = useUploadWithProgress();
  const revalidator = useRevalidator();
  const [refusal, setRefusal] = useState<string | undefined>();
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const busy = posting || sent !== null;
  const error = refusal ?? result?.errors?.[PICTURES_FIELD] ?? (result && !result.sent ? result.message : undefined);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const answer = await upload(picturesApiPath(productId), event.currentTarget);
    if (answer.status === 201) {
      setRefusal(undefined);
      form.current?.reset();
      toast.success("Pictures uploaded");
      await revalidator.revalidate();
      return;
    }
    const reason = answer.body.errors?.[PICTURES_FIELD] ?? answer.body.message ?? "An error occurred";
    setRefusal(reason);
    toast.error("Upload failed", { description: reason });
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (!input.current || event.dataTransfer.files.length === 0) return;
    input.current.files = event.dataTransfer.files;
    form.current?.requestSubmit();
  };
  return (
    <Form
      ref={form}
      method="post"
      encType="multipart/form-data"
      onSubmit={hydrated ? (event) => void submit(event) : undefined}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <input type="hidden" name="intent" value="upload" />
      <div
        data-testid="drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={`rounded-lg border-2 border-dashed p-4 ${over ? "border-primary-700 bg-primary-50" : "border-slate-300"}`}
      >
        <FormField
          id="field-pictures"
          name={PICTURES_FIELD}
          label="Add pictures"
          hint={`JPEG, PNG, WebP or AVIF, up to 10 MB each and ${PICTURES_PER_UPLOAD} at a time${hydrated ? "; or drop them here" : ""}.`}
          error={error}
        >
          {(control) => <input {...control} ref={input} type="file" multiple accept={PICTURE_ACCEPT} className={controlClass} />}
        </FormField>
      </div>
      <UploadProgress sent={sent} />
      <button
        type="submit"
        disabled={busy}
        className={`${button} justify-self-start bg-primary-700 px-5 py-2.5 text-white hover:bg-primary-800`}
      >
        {busy ? "Uploading…" : "Upload"}
      </button>
    </Form>
  );
}

function AltForm({ pictureId, alt, position }: { pictureId: string; alt: string; position: number }) {
  const hydrated = useHydrated();
  const result = useFormResult(altForm(pictureId)).result;
  const [value, setValue] = useState(result?.values?.alt ?? alt);
  return (
    // The server's message, not the browser's bubble, says what is wrong (as on every admin form).
    <Form method="post" noValidate className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
      <input type="hidden" name="intent" value="alt" />
      <input type="hidden" name="picture" value={pictureId} />
      {hydrated && <input type="hidden" name={ENHANCED_FIELD} value="1" />}
      <FormField id={`alt-${pictureId}`} name="alt" label={`Alt text of picture ${position}`} required error={result?.errors?.alt}>
        {(control) => (
          <input {...control} value={value} onChange={(e) => setValue(e.target.value)} maxLength={ALT_MAX} className={controlClass} />
        )}
      </FormField>
      <button type="submit" className={secondary}>
        Save<span className="sr-only">{` alt text of picture ${position}`}</span>
      </button>
    </Form>
  );
}

function PictureButton({
  pictureId,
  intent,
  label,
  describe,
  disabled,
  danger,
}: {
  pictureId: string;
  intent: "up" | "down" | "remove";
  label: string;
  describe: string;
  disabled?: boolean;
  danger?: boolean;
}) {
  const hydrated = useHydrated();
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="picture" value={pictureId} />
      {hydrated && <input type="hidden" name={ENHANCED_FIELD} value="1" />}
      <button
        type="submit"
        disabled={disabled}
        className={danger ? `${button} border border-red-700 bg-white text-red-800 hover:bg-red-50` : secondary}
      >
        {label}
        <span className="sr-only">{` ${describe}`}</span>
      </button>
    </Form>
  );
}

/** A product that is not there (thrown 404): said on the page and in a toast, inside the admin chrome. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminNotFound error={error} toastTitle="Product not found">
      <PicturesPage title="Product Pictures">
        <p className="py-10 text-slate-700">This product could not be found.</p>
      </PicturesPage>
    </AdminNotFound>
  );
}
