import type { Migration } from "kysely";
import { rateLimits } from "./0001-rate-limits.server";
import { products } from "./0002-products.server";
import { messagesAndOutbox } from "./0005-messages.server";
import { adminsAndSessions } from "./0006-admins-and-sessions.server";
import { adminAccountSecurity } from "./0007-admin-account-security.server";
import { quoteRequests } from "./0008-quote-requests.server";
import { messageCountryCode } from "./0009-message-country-code.server";
import { productManagement } from "./0010-product-management.server";
import { productPictures } from "./0011-product-pictures.server";
import { siteSettings } from "./0012-site-settings.server";
import { catalogueImports } from "./0013-catalogue-imports.server";
import { productTranslations } from "./0014-product-translations.server";
import { messageLocale } from "./0015-message-locale.server";
import { quoteListsByProduct } from "./0016-quote-lists-by-product.server";
import { revisionChanges } from "./0017-revision-changes.server";
import { sessionAddress } from "./0018-session-address.server";
import { cachePurges } from "./0019-cache-purges.server";
import { productUses } from "./0020-product-uses.server";
import { commercialFacts } from "./0022-commercial-facts.server";
import { catalogueVocabulary } from "./0023-catalogue-vocabulary.server";
import { productRegistrations } from "./0024-product-registrations.server";
import { documents } from "./0026-documents.server";
import { documentExpiryNotices } from "./0027-document-expiry-notices.server";
import { documentRequests } from "./0028-document-requests.server";
import { messageChannel } from "./0029-message-channel.server";
import { adminRoles } from "./0030-admin-roles.server";
import { leads } from "./0031-leads.server";
import { leadMail } from "./0032-lead-mail.server";
import { quotations } from "./0033-quotations.server";
import { quotationAnswers } from "./0034-quotation-answers.server";
import { quotationReminders } from "./0035-quotation-reminders.server";
import { printedFiles } from "./0036-printed-files.server";

/**
 * Every migration, in order. Names sort as they run; a migration, once released, never
 * changes: a change of schema is a new entry.
 */
export const migrations: Record<string, Migration> = {
  "0001-rate-limits": rateLimits,
  "0002-products": products,
  "0005-messages": messagesAndOutbox,
  "0006-admins-and-sessions": adminsAndSessions,
  "0007-admin-account-security": adminAccountSecurity,
  "0008-quote-requests": quoteRequests,
  "0009-message-country-code": messageCountryCode,
  "0010-product-management": productManagement,
  "0011-product-pictures": productPictures,
  "0012-site-settings": siteSettings,
  "0013-catalogue-imports": catalogueImports,
  "0014-product-translations": productTranslations,
  "0015-message-locale": messageLocale,
  "0016-quote-lists-by-product": quoteListsByProduct,
  "0017-revision-changes": revisionChanges,
  "0018-session-address": sessionAddress,
  "0019-cache-purges": cachePurges,
  "0020-product-uses": productUses,
  "0022-commercial-facts": commercialFacts,
  "0023-catalogue-vocabulary": catalogueVocabulary,
  "0024-product-registrations": productRegistrations,
  "0026-documents": documents,
  "0027-document-expiry-notices": documentExpiryNotices,
  "0028-document-requests": documentRequests,
  "0029-message-channel": messageChannel,
  "0030-admin-roles": adminRoles,
  "0031-leads": leads,
  "0032-lead-mail": leadMail,
  "0033-quotations": quotations,
  "0034-quotation-answers": quotationAnswers,
  "0035-quotation-reminders": quotationReminders,
  "0036-printed-files": printedFiles,
};
