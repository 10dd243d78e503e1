/** Arabic copy for the Contact page (the form's own texts, its usual interests among them, are in messages/forms.ts). */
import { site } from "../../../app/config/site";
import type { PageSeo } from "../../../app/seo/seo";

export const contactPage = {
  heading: "تواصلوا معنا!",
  intro: `سواء كنتم تبحثون عن منتج واحد أو تخططون لتشكيلة كاملة لسوقكم، ففريق التصدير لدينا مستعد لمساعدتكم. اتصلوا بنا أو راسلونا أو أرسلوا النموذج أدناه، وستتلقون عرض أسعار تجاريًا مفصلًا خلال ${site.quoteTurnaroundHours} ساعة.`,
  detailsHeading: "بيانات التواصل",
  labels: {
    phone: "الهاتف",
    email: "البريد الإلكتروني",
    address: "عنوان المكتب",
  },
  formTitle: "لا تترددوا في التواصل معنا",
  formIntro: "أخبرونا قليلًا عن متطلباتكم. الحقول المميزة بعلامة النجمة إلزامية.",
  mapTitle: `خريطة تظهر موقع مكتبنا في {city}`,
  /** The plain link beside the map, for when the embedded map cannot load. */
  mapLink: "فتح الخريطة في علامة تبويب جديدة",
};

/** The page's name in the menus. */
export const nav = "اتصل بنا";

/** Its title and meta description (titles under 60 characters, descriptions 120 to 160). */
export const seo: PageSeo = {
  title: `اتصل بنا | ${site.shortName}`,
  description: `تواصلوا مع فريق التصدير لدينا في {city} عبر الهاتف أو البريد الإلكتروني أو نموذج الاستفسار، واحصلوا على عرض أسعار تجاري مفصل خلال ${site.quoteTurnaroundHours} ساعة.`,
};
