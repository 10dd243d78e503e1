import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { data, Form, Link, useNavigate, useSearchParams } from "react-router";
import { InquiryForm } from "~/components/site/inquiry-form";
import type { Route } from "./+types/test-inquiry";
import { handleInquiryPost } from "./product-action.server";

/**
 * TEMPORARY, for the browser tests of the inquiry form until the product page and its dialog
 * (issue-catalogue) land; a 404 unless ENABLE_TEST_ROUTES=true. Mirrors the seam: a GET form
 * opens the dialog with ?inquire=1, closing removes it.
 */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.services.env.ENABLE_TEST_ROUTES) throw data(null, { status: 404 });
  return { productName: "Paracetamol 500 mg Tablets" };
}

export async function action(args: Route.ActionArgs) {
  if (!args.context.services.env.ENABLE_TEST_ROUTES) throw data(null, { status: 404 });
  return handleInquiryPost(args);
}

export const meta = () => [{ title: "Inquiry test" }, { name: "robots", content: "noindex" }];

export default function TestInquiry({ loaderData }: Route.ComponentProps) {
  const { productName } = loaderData;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const open = params.get("inquire") === "1";
  const close = () => navigate("?", { replace: true, preventScrollReset: true });
  return (
    <div className="container-page py-12">
      <h1 className="text-3xl font-bold text-slate-900">{productName}</h1>
      <Form method="get" className="mt-6">
        <button type="submit" name="inquire" value="1" className="rounded-md bg-primary-700 px-5 py-2.5 font-semibold text-white">
          Inquire About {productName}
        </button>
      </Form>
      <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
        <Dialog.Overlay className="fixed inset-0 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="mb-4 pr-8 text-xl font-semibold text-slate-900">Inquire about {productName}</Dialog.Title>
          <Dialog.Description className="sr-only">Send your question about this product to our export team.</Dialog.Description>
          <InquiryForm productName={productName} onSent={close} />
          <Link to="?" replace preventScrollReset aria-label="Close" className="absolute top-4 right-4 rounded p-1 text-slate-600 hover:bg-slate-100">
            <X aria-hidden="true" className="size-5" />
          </Link>
        </Dialog.Content>
      </Dialog.Root>
    </div>
  );
}
