import { productSeeds } from "../content/products";
import { featuredProductSlugs } from "../content/site/home";
import { AccountService } from "./auth/account.server";
import { AccountRepository } from "./auth/account-repository.server";
import { AdminService } from "./auth/admins.server";
import { AdminsRepository } from "./auth/admins-repository.server";
import { SessionService } from "./auth/sessions.server";
import { SessionsRepository } from "./auth/sessions-repository.server";
import { Catalogue } from "./catalogue/catalogue.server";
import { CatalogueSheets, productSheetCatalogue } from "./catalogue/catalogue-sheets.server";
import { ImportPreviewRepository } from "./catalogue/import-preview-repository.server";
import { ProductAdmin } from "./catalogue/product-admin.server";
import { CatalogueVocabulary } from "./catalogue/vocabulary.server";
import { ProductRegistrations } from "./catalogue/registrations.server";
import { PublicCatalogue } from "./catalogue/public-catalogue.server";
import { RegistrationSheets, registrationSheetStore } from "./catalogue/registration-sheets.server";
import { ProductRepository } from "./catalogue/product-repository.server";
import { PictureRepository } from "./catalogue/picture-repository.server";
import { PicturesService } from "./catalogue/pictures.server";
import { DocumentRepository } from "./documents/document-repository.server";
import { DocumentsService } from "./documents/documents.server";
import { seedSampleDocuments } from "./documents/document-samples.server";
import { ExpiryNotices } from "./documents/expiry-notices.server";
import { DocumentRequests } from "./documents/document-requests.server";
import { publicDocument, registrationCertificates } from "./documents/public-documents.server";
import { createMediaStorage } from "./media/create-media-storage.server";
import type { MediaStorage } from "./media/media-storage.server";
import { ContentChanges } from "./content-changes.server";
import { ChangeNotices } from "./db/change-notices.server";
import { openDatabase, migrate, type Database } from "./db/database.server";
import type { Env } from "./env.server";
import type { Logger } from "./logger.server";
import { createMailTransport, createSmtpTransport } from "./email/mail-setup.server";
import type { MessagesService } from "./messages/messages-service.server";
import type { LeadsService } from "./messages/leads-service.server";
import type { LeadMail } from "./messages/lead-mail.server";
import { SmtpTransport } from "./email/smtp-transport.server";
import type { FollowUpDigests } from "./messages/follow-up-digests.server";
import { createMessaging } from "./messages/messaging.server";
import { createOutboxWorker, type OutboxWorker } from "./email/outbox-worker.server";
import { MailboxReader } from "./email/mailbox-reader.server";
import { Quotations } from "./quotations/quotations.server";
import { PeriodicCheck } from "./queue-worker.server";
import { QuotationRepository } from "./quotations/quotation-repository.server";
import { LeadRepository } from "./messages/lead-repository.server";
import { QuoteListRepository } from "./quotes/quote-list-repository.server";
import { QuoteLists } from "./quotes/quote-lists.server";
import { RateLimiter } from "./security/rate-limiter.server";
import { MailCheck } from "./email/mail-check.server";
import { CompanySettings } from "./settings/company-settings.server";
import { companyDefaults } from "../app/config/site";
import { mayUse } from "../app/admin/roles";
import { SiteMetrics } from "./metrics.server";
import { createCacheFront, type CacheFront } from "./cache/cache-front.server";
import { PdfEngine } from "./pdf/pdf-engine.server";
import { PrintedFileRepository, PrintedFiles } from "./printed/printed-files.server";

/**
 * The one set of services of a process: loaders (through React Router's load context) and the
 * API routers share it, so there is one database handle and one background worker.
 */
export interface Services {
  env: Env;
  log: Logger;
  database: Database;
  /** Fixed-window counters in the database: form rate limits, login throttling. */
  rateLimiter: RateLimiter;
  /** Emitted when the catalogue or other shown content changes; the page cache listens. */
  contentChanges: ContentChanges;
  /** The product catalogue: seeded at start-up, read from memory by the public pages. */
  catalogue: Catalogue;
  /** Product management for admins: every product whatever its status, changes with history. */
  productAdmin: ProductAdmin;
  /** The admin's managed lists of categories and dosage forms, with their names in each language; saving emits "vocabulary". */
  vocabulary: CatalogueVocabulary;
  /** Products' registrations by country, from memory; saving emits "registrations". */
  registrations: ProductRegistrations;
  /** The catalogue as the products page's search and the assistants' JSON and MCP tools read it, in each language (decision 0063). */
  publicCatalogue: PublicCatalogue;
  /** The catalogue as XLSX and CSV: export, template, and the import's preview and apply. */
  catalogueSheets: CatalogueSheets;
  /** The registrations spreadsheet: export, preview, apply (decision 0057). */
  registrationSheets: RegistrationSheets;
  /** Contact messages and inquiries: submission, storage, the admin inbox. */
  messages: MessagesService;
  /** Each message as a lead: owner, stage, follow-up, details, notes and the timeline (decision 0068). */
  leads: LeadsService;
  /** A lead's mail: replies from templates, their thread, the buyer's answers (decision 0069). */
  leadMail: LeadMail;
  /** Priced quotations of leads: drafts, revisions, exact totals (decision 0072). */
  quotations: Quotations;
  /** The data sheets and the catalogue as PDFs, printed in the background (decision 0073). */
  printed: PrintedFiles;
  /** Reads buyers' answers from the company's mailbox (IMAP_URL); absent without one. */
  mailbox: MailboxReader | undefined;
  /** The daily e-mail of an admin's due follow-ups, and the account page's choice of it (decision 0070). */
  followUpDigests: FollowUpDigests;
  /** Visitors' quote lists (behind the `quote` cookie), sent as requests for quotation. */
  quotes: QuoteLists;
  /** Forwards stored messages, documents' expiry notices and follow-up digests by e-mail; absent when no mail transport is configured. */
  outbox: OutboxWorker | undefined;
  /** Admin accounts and sign-in (with login throttling). */
  admins: AdminService;
  /** Admin sessions in the database: the cookie's token resolves to its admin here. */
  sessions: SessionService;
  /** An admin's own account: password change and reset, two-factor sign-in, sessions. */
  account: AccountService;
  /** The company's details (Settings), from memory; saving one emits "settings". */
  settings: CompanySettings;
  /** Mail forwarding's status and the test e-mail, for Settings. */
  mail: MailCheck;
  /** Uploaded media (product pictures' files): DATA_DIR/media or an S3 bucket. */
  media: MediaStorage;
  /** Products' uploaded pictures: upload, alt text, order, removal. */
  pictures: PicturesService;
  /** The process's Prometheus metrics (/metrics): counted here and by the HTTP listener. */
  metrics: SiteMetrics;
  /** The cache in front of the site: its pages' Cache-Control and tags, the purges of a change. */
  cacheFront: CacheFront;
  /** The document library: certificates, product documents, registrations, their files and versions. */
  documents: DocumentsService;
  /** Buyers' requests for documents shared on request, staff's answers, the links and their downloads. */
  documentRequests: DocumentRequests;
  /**
   * The one PDF engine (decision 0071): Debian's Chromium, started at the first render, so the
   * site starts and serves without it; a render without it fails with PdfRenderError.
   */
  pdf: PdfEngine;
  /** Stops background work and closes the database. Safe to call twice. */
  close(): Promise<void>;
}

export async function createServices(env: Env, log: Logger): Promise<Services> {
  // Mail reads the company's e-mail and name as they are when it sends (Settings, once loaded).
  let settings: CompanySettings | undefined;
  const company = () => settings?.company() ?? companyDefaults;
  // Checked first: a half-configured mail transport stops the start before anything opens.
  const transport = createMailTransport(env, company);
  const database = openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    onIdleError: (err) => log.warn({ err }, "idle database connection closed"),
    timeouts: { connectMs: env.DB_CONNECT_TIMEOUT_MS, queryMs: env.DB_QUERY_TIMEOUT_MS, healthMs: env.HEALTH_TIMEOUT_MS },
  });
  const contentChanges = new ContentChanges();
  const metrics = new SiteMetrics();
  const media = createMediaStorage(env);
  const pictureRepository = new PictureRepository(database);
  let catalogue: Catalogue;
  let vocabulary: CatalogueVocabulary;
  let registrations: ProductRegistrations;
  const productRepository = new ProductRepository(database);
  let notices: ChangeNotices | undefined;
  try {
    await migrate(database, log);
    vocabulary = await CatalogueVocabulary.open({ db: database.db, changes: contentChanges, log });
    catalogue = await Catalogue.open({
      vocabulary,
      repository: productRepository,
      contentChanges,
      log,
      seeds: productSeeds,
      featured: featuredProductSlugs,
      pictures: pictureRepository,
    });
    // After the catalogue: a new database's sample registrations name seeded products.
    registrations = await ProductRegistrations.open({ db: database.db, changes: contentChanges, log });
    settings = await CompanySettings.open({ db: database.db, changes: contentChanges, log });
    // On PostgreSQL several processes may serve one database: each announces its changes and
    // hears the others' (docs/decisions/0020). SQLite is one process: in-process is enough.
    if (env.DATABASE_URL) {
      notices = new ChangeNotices({ connectionString: env.DATABASE_URL, db: database.db, changes: contentChanges, log });
      await notices.start();
    }
  } catch (error) {
    await notices?.close();
    await database.close();
    throw error;
  }
  const rateLimiter = new RateLimiter(database.db);
  // The messages domain stores and words the mail; the mail domain's worker sends it. They
  // meet here: the worker drains the messages' outbox and asks the service for each mail.
  const messaging = createMessaging({
    env,
    log,
    database,
    rateLimiter,
    forwarding: transport && { acknowledgements: transport.acknowledges },
    sender: company,
    products: (slug) => catalogue.getProductBySlug(slug),
    // The documents domain's part of a document request (built below, with the library).
    documentRequests: {
      resolve: (ids) => documentRequests.resolve(ids),
      saveItems: (messageId, chosen, trx) => documentRequests.saveItems(messageId, chosen, trx),
      answerMail: (messageId, sender) => documentRequests.answerMail(messageId, sender),
    },
    onQueued: () => outbox?.kick(),
    // A reply carries the library's current files of documents that are not internal, and
    // needs SMTP: EmailJS's templates mail only the company (decision 0069).
    replies: {
      documents: {
        choices: async () =>
          (await documents.list({ visibility: ["public", "on-request"] }))
            .map((doc) => ({ id: doc.id, title: doc.title, type: doc.type, version: doc.current.version, fileName: doc.current.fileName, contentType: doc.current.contentType, size: doc.current.size }))
            .sort((a, b) => a.title.localeCompare(b.title)),
        open: (documentId, version) => documents.openFile(documentId, "admin", version),
      },
      storage: { put: (key, bytes, type) => media.put(key, bytes, type), open: async (key) => (await media.get(key))?.body ?? null, delete: (key) => media.delete(key) },
      messageIdDomain: transport instanceof SmtpTransport ? transport.messageIdDomain : new URL(env.SITE_URL).hostname,
      canSend: transport?.name === "smtp",
      sender: () => (transport instanceof SmtpTransport ? transport.fromAddress : { name: company().name, address: company().email }),
      printQuotation: (id, version) => quotations.pdf(id, version),
    },
    // A lead goes to an admin whose role has the inbox (decision 0068).
    assignable: async () => (await admins.list()).filter((admin) => mayUse(admin.role, "inbox")).map((admin) => ({ id: admin.id, name: admin.fullName })),
  });
  const { messages, leads, leadMail, digests: followUpDigests } = messaging;
  metrics.readFrom({ pool: () => database.poolStats(), outbox: () => messaging.outbox.backlog(Date.now()) });
  // A delivery is a message's, a document's expiry notice (ExpiryNotices, below), a lead's reply or a follow-up digest.
  const outbox: OutboxWorker | undefined =
    transport &&
    createOutboxWorker(
      env,
      messaging.outbox,
      (delivery) =>
        delivery.notice_id !== null
          ? expiryNotices.mail(delivery.notice_id)
          : delivery.mail_id !== null
            ? leadMail.replyMail(delivery.mail_id)
            : delivery.digest_id !== null
              ? followUpDigests.mail(delivery.digest_id)
              : messages.deliveryMail(delivery),
      transport,
      log,
    );
  log.info({ transport: transport?.name ?? "none" }, "message forwarding");
  const quotes = new QuoteLists({
    repository: new QuoteListRepository(database.db),
    messages,
    findProduct: (id) => catalogue.getProductById(id),
    productId: (slug) => catalogue.getProductId(slug),
  });
  const sessions = new SessionService(new SessionsRepository(database.db));
  const adminsRepository = new AdminsRepository(database.db, database.kind);
  const accountMail = createSmtpTransport(env, company);
  const account = new AccountService({
    repo: new AccountRepository(database.db),
    admins: adminsRepository,
    sessions,
    rateLimiter,
    maxFailures: env.LOGIN_MAX_FAILURES,
    maxResets: env.PASSWORD_RESET_MAX,
    siteUrl: env.SITE_URL,
    mail: accountMail,
    log,
  });
  const admins = new AdminService({
    repo: adminsRepository,
    sessions,
    rateLimiter,
    maxFailures: env.LOGIN_MAX_FAILURES,
    log,
    secondFactor: (adminId) => account.challengeFor(adminId),
    onLoginFailure: () => metrics.loginFailed(),
  });
  const cacheFront = createCacheFront({ env, log, database, catalogue, contentChanges, metrics });
  const pictures = new PicturesService({ repository: pictureRepository, storage: media, published: () => catalogue.reloadNow(), log });
  const documentRepository = new DocumentRepository(database);
  const documents = new DocumentsService({ repository: documentRepository, storage: media, log, changed: () => contentChanges.emit("documents") });
  await documents.reloadListed();
  contentChanges.refreshWith("documents", () => documents.reloadListed());
  // A new database starts with the fictional sample documents, written once (decision 0050).
  await seedSampleDocuments({ repository: documentRepository, documents, productId: (slug) => catalogue.getProductId(slug), log }).catch((error: unknown) =>
    log.error({ err: error }, "sample documents not written"),
  );
  // The company is mailed as a document nears its expiry (decision 0061): only with a transport to mail it.
  const expiryNotices = new ExpiryNotices({
    repository: documentRepository,
    queue: (noticeId, now, trx) => messaging.outbox.queue({ noticeId }, now, trx),
    onQueued: () => outbox?.kick(),
    siteUrl: env.SITE_URL,
    log,
  });
  // Staff's answer to a document request is mailed to the buyer when the transport can mail a
  // visitor (decision 0062); without one the link is on the request's inbox page for staff to send.
  const documentRequests = new DocumentRequests({
    db: database.db,
    // The messages domain's part of a request: who sent it, and its status in the decision's commit.
    messages: { find: (id) => messages.sender(id), markReplied: (id, now, trx) => messages.markReplied(id, now, trx) },
    documents,
    repository: documentRepository,
    queueAnswer: transport?.acknowledges ? (messageId, now, trx) => messaging.outbox.queue({ messageId, recipient: "buyer" }, now, trx) : null,
    onQueued: () => outbox?.kick(),
    linkDays: env.DOCUMENT_LINK_DAYS,
    siteUrl: env.SITE_URL,
    log,
  });
  // The catalogue's public reads meet the documents domain here: a product's documents as the pages show them.
  const publicCatalogue = new PublicCatalogue({
    catalogue,
    registrations,
    vocabulary,
    documents: {
      forProduct: (productId, locale) => {
        const today = documents.today();
        return documents.productDocuments(productId).map((document) => ({ ...publicDocument(document, locale, today), countryCode: document.country }));
      },
      certificates: (productId, locale) => registrationCertificates(documents, productId, locale),
    },
    siteUrl: env.SITE_URL,
  });
  const expiryWatch = outbox && new PeriodicCheck(env.DOCUMENT_EXPIRY_CHECK_MS, () => expiryNotices.check(), (err) => log.warn({ err }, "document expiry check failed"));
  // Buyers' answers come back from the company's mailbox into their leads' threads (decision 0069).
  const mailbox =
    env.IMAP_URL !== undefined
      ? new MailboxReader({ url: env.IMAP_URL, pollMs: env.IMAP_POLL_MS, retryBaseMs: env.IMAP_POLL_MS, retryMaxMs: 3_600_000, batchSize: 50 }, (mail) => leadMail.receive(mail), log)
      : undefined;
  // An admin's digest goes to their own address: only with a transport that mails any address (decision 0070).
  const digestWatch = outbox && transport?.acknowledges ? new PeriodicCheck(env.FOLLOW_UP_DIGEST_CHECK_MS, () => followUpDigests.check(), (err) => log.warn({ err }, "follow-up digest check failed")) : undefined;
  const pdf = new PdfEngine({
    executablePath: env.CHROMIUM_PATH,
    concurrency: env.PDF_CONCURRENCY,
    timeoutMs: env.PDF_RENDER_TIMEOUT_MS,
    onWarning: (message, err) => log.warn({ err }, message),
  });
  // Priced quotations of leads (decision 0072): sent as replies in the lead's thread, printed by the PDF engine.
  const quotations = new Quotations({
    db: database.db,
    quotations: new QuotationRepository(database.db, database.kind),
    leads: new LeadRepository(database.db, database.kind),
    lead: (id) => messages.quotationLead(id),
    // A quotation goes out as a reply in its lead's thread (decision 0072).
    sendInThread: (leadId, mail, actor, alongside, printed) => leadMail.reply(leadId, mail, actor, alongside, printed),
    siteUrl: env.SITE_URL,
    company,
    printPdf: (html) => pdf.render({ html }),
  });
  // A sent quotation's buyer is reminded before its last valid day, once (decision 0072): only with SMTP to mail them.
  const reminderWatch = outbox && transport instanceof SmtpTransport ? new PeriodicCheck(
          env.QUOTATION_REMINDER_CHECK_MS,
          async () => {
            const sent = await quotations.remindDue(env.QUOTATION_REMINDER_DAYS);
            if (sent > 0) log.info({ sent }, "quotation reminders sent");
          },
          (err) => log.warn({ err }, "quotation reminder check failed"),
        ) : undefined;
  // The data sheets and the catalogue (decision 0073): a pass at start, after this process's own
  // changes (the pass under way stops; the next starts a second later, once every copy has
  // reloaded; the catalogues wait for PRINTED_CATALOGUE_QUIET_MS of quiet) and every
  // PRINTED_FILES_CHECK_MS.
  const printed = new PrintedFiles({
    repository: new PrintedFileRepository(database.db),
    storage: media,
    print: (html, options) => pdf.render({ html }, options),
    catalogue,
    publicCatalogue,
    company,
    log,
    catalogueQuietMs: env.PRINTED_CATALOGUE_QUIET_MS,
  });
  const printWatch = env.PRINTED_FILES === "on" ? new PeriodicCheck(env.PRINTED_FILES_CHECK_MS, () => printed.build(), (err) => log.warn({ err }, "printed files pass failed")) : undefined;
  let catalogueTimer: NodeJS.Timeout | undefined;
  const unrelayPrinted =
    printWatch &&
    contentChanges.relay(() => {
      printed.changed();
      setTimeout(() => printWatch.kick(), 1_000).unref();
      // And once it has been quiet since the last change, for the catalogues.
      clearTimeout(catalogueTimer);
      catalogueTimer = setTimeout(() => printWatch.kick(), env.PRINTED_CATALOGUE_QUIET_MS + 1_000).unref();
    });
  outbox?.start();
  printWatch?.start();
  expiryWatch?.start();
  reminderWatch?.start();
  digestWatch?.start();
  mailbox?.start();
  return {
    env,
    log,
    database,
    media,
    pictures,
    documents,
    documentRequests,
    rateLimiter,
    contentChanges,
    catalogue,
    productAdmin: new ProductAdmin(productRepository, catalogue, vocabulary),
    vocabulary,
    registrations,
    publicCatalogue,
    registrationSheets: new RegistrationSheets({
      store: registrationSheetStore({ products: productRepository, registrations, kind: database.kind }),
      previews: new ImportPreviewRepository(database.db),
    }),
    catalogueSheets: new CatalogueSheets({
      catalogue: productSheetCatalogue(productRepository, catalogue),
      previews: new ImportPreviewRepository(database.db),
      vocabulary,
    }),
    messages,
    leads,
    leadMail,
    quotations,
    printed,
    mailbox,
    followUpDigests,
    quotes,
    outbox,
    admins,
    sessions,
    account,
    settings,
    mail: new MailCheck({ env, transport, smtp: accountMail, log }),
    metrics,
    cacheFront,
    pdf,
    async close() {
      unrelayPrinted?.();
      clearTimeout(catalogueTimer);
      await printWatch?.stop();
      await pdf.close();
      await notices?.close();
      await cacheFront.close();
      await expiryWatch?.stop();
      await mailbox?.stop();
      await reminderWatch?.stop();
      await digestWatch?.stop();
      await outbox?.stop();
      accountMail?.close();
      catalogue.close();
      await database.close();
    },
  };
}
