/**
 * The contact form's fields (specification: Contact). Validation and sending belong to the
 * messages capability, which replaces this body and keeps the export's name and props.
 */
export function ContactForm() {
  return (
    <form method="post" className="grid gap-4" noValidate>
      <label className="grid gap-1">
        <span className="font-medium">Name</span>
        <input name="name" autoComplete="name" className="rounded-md border border-slate-300 px-3 py-2" />
      </label>
      <label className="grid gap-1">
        <span className="font-medium">Email</span>
        <input name="email" type="email" autoComplete="email" className="rounded-md border border-slate-300 px-3 py-2" />
      </label>
      <label className="grid gap-1">
        <span className="font-medium">Phone</span>
        <input name="phone" type="tel" autoComplete="tel" className="rounded-md border border-slate-300 px-3 py-2" />
      </label>
      <label className="grid gap-1">
        <span className="font-medium">Interest</span>
        <input name="interest" className="rounded-md border border-slate-300 px-3 py-2" />
      </label>
      <button type="submit" className="rounded-md bg-primary-700 px-5 py-2.5 font-semibold text-white">
        Submit
      </button>
    </form>
  );
}
