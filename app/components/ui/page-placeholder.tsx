/** A page whose capability has not landed yet: its title and one line, inside the layout. */
export function PagePlaceholder({ title, text }: { title: string; text: string }) {
  return (
    <div className="container-page py-16">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-600">{text}</p>
    </div>
  );
}
