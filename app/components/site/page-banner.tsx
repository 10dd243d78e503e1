import type { PageBanner as PageBannerContent } from "~content/site/about";

/**
 * The top of an inner page: its h1 and one line over the page's illustration. The art keeps
 * its left side calm for the text; on a phone the text moves below the picture instead.
 */
export function PageBanner({ banner }: { banner: PageBannerContent }) {
  return (
    <div className="relative bg-primary-50">
      <img
        src={banner.image}
        alt={banner.imageAlt}
        width={1600}
        height={400}
        fetchPriority="high"
        decoding="async"
        className="h-40 w-full object-cover object-right sm:h-52 rtl:object-left md:absolute md:inset-0 md:h-full md:object-center"
      />
      <div className="relative md:bg-linear-to-r rtl:md:bg-linear-to-l md:from-white/85 md:via-white/50 md:to-transparent">
        <div className="container-page py-8 md:flex md:min-h-72 md:items-center md:py-12 lg:min-h-80">
          <div className="max-w-xl md:w-1/2">
            <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{banner.heading}</h1>
            <p className="mt-3 text-lg text-slate-700">{banner.text}</p>
          </div>
        </div>
      </div>
    </div>
  );
}
