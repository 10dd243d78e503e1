import {
  BadgeCheck,
  Building,
  CalendarCheck,
  Earth,
  FileCheck,
  Gem,
  Globe,
  HandCoins,
  Handshake,
  IndianRupee,
  Lightbulb,
  type LucideIcon,
  Receipt,
  Scale,
  ShieldCheck,
  Truck,
  Users,
} from "lucide-react";
import type { SiteIconName } from "../../../content/site/home";

/**
 * Named imports only: lucide's `icons` object would pull every icon into the page bundle.
 * The Record type makes a name added to `siteIconNames` fail the typecheck until mapped here.
 */
const siteIcons: Record<SiteIconName, LucideIcon> = {
  BadgeCheck,
  Building,
  CalendarCheck,
  Earth,
  FileCheck,
  Gem,
  Globe,
  HandCoins,
  Handshake,
  IndianRupee,
  Lightbulb,
  Receipt,
  Scale,
  ShieldCheck,
  Truck,
  Users,
};

/** A content icon; decorative, since the text beside it always says the same thing. */
export function SiteIcon({ name, className = "h-6 w-6" }: { name: SiteIconName; className?: string }) {
  const Icon = siteIcons[name];
  return <Icon className={className} aria-hidden="true" focusable="false" />;
}
