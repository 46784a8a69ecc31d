import type { MailMessage } from "../mail";

const ignoreIfNotYou = "If you did not ask for this, ignore this e-mail. / お心当たりがない場合は、このメールを破棄してください。";

// Account e-mails go out in both languages at once: we do not know which the
// reader prefers before they sign in. Each is a greeting, a sentence and the link, in Japanese
// then in English, and a last line in both.
function bilingualLinkMail(p: { to: string; name: string; link: string }, subject: string, ja: string, en: string, last = ignoreIfNotYou): MailMessage {
  return {
    to: p.to,
    subject,
    text: [`${p.name} 様`, "", ja, p.link, "", `Hello ${p.name},`, "", en, p.link, "", last].join("\n"),
  };
}

export function resetPasswordMail(p: { to: string; name: string; link: string }): MailMessage {
  return bilingualLinkMail(
    p,
    "Reset your password / パスワードの再設定",
    "パスワード再設定のリクエストを受け付けました。以下のリンクから新しいパスワードを設定してください（有効期限は1時間、1回のみ使用できます）。",
    "We received a request to reset your password. Set a new one with this link (valid for 1 hour, usable once):",
  );
}

export function emailLinkMail(p: { to: string; name: string; link: string; minutes: number }): MailMessage {
  return bilingualLinkMail(
    p,
    "Your sign-in link / ログイン用リンク",
    `以下のリンクからログインできます（有効期限は${p.minutes}分、1回のみ使用できます）。`,
    `Use this link to log in (valid for ${p.minutes} minutes, usable once):`,
  );
}

/** What a phone code is for: signing in, or confirming a number being added to one's account. */
export type PhoneCodePurpose = "signIn" | "confirmNumber";

/**
 * The embedded phone "SMS": written to the outbox so it can be read at /dev/mail, addressed
 * `sms+<the number's digits>@phone.invalid` (for +819012345678: sms+819012345678@phone.invalid).
 */
export function phoneCodeMail(p: { phoneNumber: string; code: string; purpose: PhoneCodePurpose }): MailMessage {
  return {
    to: `sms+${p.phoneNumber.replace(/\D/g, "")}@phone.invalid`,
    subject: `SMS to ${p.phoneNumber}`,
    text:
      p.purpose === "confirmNumber"
        ? `ELN: ${p.code} は電話番号の確認コードです。 / ${p.code} is your ELN code to confirm this phone number.`
        : `ELN: ${p.code} はログイン用の確認コードです。 / ${p.code} is your ELN sign-in code.`,
  };
}

export function verifyEmailMail(p: { to: string; name: string; link: string }): MailMessage {
  return bilingualLinkMail(
    p,
    "Confirm your e-mail address / メールアドレスの確認",
    "電子実験ノートのアカウントのメールアドレスを確認するため、以下のリンクを開いてください。確認後、このアドレス宛ての招待が表示されます。",
    "Open this link to confirm the e-mail address of your Lab Notebook account. Invitations to this address appear once it is confirmed:",
    "If you did not create an account, ignore this e-mail: nothing is confirmed without the link. / お心当たりがない場合は、このメールを破棄してください。",
  );
}
