/** Arabic copy for the Contact page and the choices its form offers. */
import { site } from "../../../app/config/site";

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

/** The usual interests, offered as suggestions (and sent as typed); a buyer may write any other. */
export const interestOptions: string[] = [
  "المستحضرات الصيدلانية",
  "المكملات الغذائية",
  "مستحضرات التجميل",
  "التصنيع التعاقدي",
  "التصنيع لحساب الغير",
  "المناقصات المؤسسية",
  "الخدمات التنظيمية",
  "أخرى",
];
