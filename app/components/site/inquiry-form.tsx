export interface InquiryFormProps {
  /** The product the buyer asks about; sent with the inquiry. */
  productName: string;
  /** Called after the inquiry was accepted (the product page closes its dialog). */
  onSent?: () => void;
}

/**
 * The inquiry form's fields (specification: Product page). Validation and sending belong to the
 * messages capability, which replaces this body and keeps the export's name and props.
 */
export function InquiryForm({ productName }: InquiryFormProps) {
  return (
    <form method="post" className="grid gap-4" noValidate>
      <input type="hidden" name="product" value={productName} />
      <label className="grid gap-1">
        <span className="font-medium">Email</span>
        <input name="email" type="email" autoComplete="email" className="rounded-md border border-slate-300 px-3 py-2" />
      </label>
      <label className="grid gap-1">
        <span className="font-medium">Phone</span>
        <input name="phone" type="tel" autoComplete="tel" className="rounded-md border border-slate-300 px-3 py-2" />
      </label>
      <label className="grid gap-1">
        <span className="font-medium">Country</span>
        <input name="country" autoComplete="country-name" className="rounded-md border border-slate-300 px-3 py-2" />
      </label>
      <label className="grid gap-1">
        <span className="font-medium">Message</span>
        <textarea name="message" rows={4} className="rounded-md border border-slate-300 px-3 py-2" />
      </label>
      <button type="submit" className="rounded-md bg-primary-700 px-5 py-2.5 font-semibold text-white">
        Send inquiry
      </button>
    </form>
  );
}
