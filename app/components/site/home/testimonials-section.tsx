import { Icon } from "~/components/ui/icon";
import { SectionHeading } from "~/components/site/section-heading";
import { useHomeCopy } from "~/components/site/page-copy";

export function TestimonialsSection() {
  const { sectionIntros, testimonials } = useHomeCopy();
  return (
    <section aria-labelledby="testimonials-heading" className="bg-slate-50 py-14 sm:py-16">
      <div className="container-page">
        <SectionHeading id="testimonials-heading" intro={sectionIntros.testimonials} />
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <Icon name="quote" className="h-8 w-8 text-primary-300" />
                <blockquote className="mt-3 flex-1 text-slate-700">
                  <p>{testimonial.text}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-4">
                  <img
                    src={testimonial.image}
                    alt=""
                    width={200}
                    height={200}
                    loading="lazy"
                    decoding="async"
                    className="h-14 w-14 rounded-full"
                  />
                  <span>
                    <span className="block font-bold text-slate-900">{testimonial.name}</span>
                    <span className="block text-sm text-slate-600">{testimonial.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
