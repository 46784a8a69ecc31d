/** What other features may use of mail/ (they import it from here, or its tables from schema.ts). */
export { throttledMailer } from "./mailQueue";
export { listOutbox, type MailMessage, type Mailer } from "./mailer";
