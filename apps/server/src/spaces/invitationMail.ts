import { inArray, sql } from "drizzle-orm";
import { emailKey } from "@eln/shared";
import { user } from "../accounts/schema";
import type { AppContext } from "../http/context";
import type { MailMessage } from "../mail";

const roleJa = { owner: "オーナー", member: "メンバー" } as const;

/** Whether the address has an account, and whether that account's address is confirmed. */
export type InviteeAccount = "none" | "unconfirmed" | "confirmed";

/**
 * Sent to the invitee in both languages: we do not know which they read (they may have no account
 * yet). An invitation shows only to an account whose address is confirmed, so the mail says so to
 * whoever has not confirmed it yet, rather than promise it is waiting right after sign-up.
 */
export function invitationMail(p: { to: string; spaceTitle: string; inviterName: string; role: "owner" | "member"; appUrl: string; account: InviteeAccount }): MailMessage {
  const link = p.account !== "none" ? `${p.appUrl}/spaces` : `${p.appUrl}/signup?${new URLSearchParams({ email: p.to, redirectUrl: "/spaces" })}`;
  const how = {
    none: {
      ja: `アカウントをお持ちでない場合は、このメールアドレス（${p.to}）で新規登録し、届く確認メールのリンクを開いてメールアドレスを確認してください。招待はメールアドレスの確認後に表示されます。`,
      en: `If you have no account yet, sign up with this e-mail address (${p.to}) and open the link in the confirmation e-mail we send you: the invitation shows once your address is confirmed.`,
    },
    unconfirmed: {
      ja: `招待は、このメールアドレス（${p.to}）の確認後に表示されます。新規登録時に届いた確認メールのリンクを開いてください（ログイン後に確認メールを再送することもできます）。`,
      en: `The invitation shows once this e-mail address (${p.to}) is confirmed: open the link in the confirmation e-mail we sent when you signed up (you can have it sent again after logging in).`,
    },
    confirmed: { ja: "", en: "" },
  }[p.account];
  return {
    to: p.to,
    subject: `Invitation to the space "${p.spaceTitle}" / スペース「${p.spaceTitle}」への招待`,
    text: [
      `${p.inviterName} さんから、電子実験ノートのスペース「${p.spaceTitle}」に${roleJa[p.role]}として招待されました。`,
      `以下のリンクを開き、スペース一覧の上部に表示される招待を「承諾」してください。${how.ja}`,
      link,
      "",
      `${p.inviterName} invited you to the Lab Notebook space "${p.spaceTitle}" as ${p.role === "owner" ? "an owner" : "a member"}.`,
      `Open the link below and choose Accept on the invitation at the top of your spaces list.${how.en ? ` ${how.en}` : ""}`,
      link,
      "",
      "If you did not expect this invitation, you can ignore this e-mail. / お心当たりがない場合は、このメールを破棄してください。",
    ].join("\n"),
  };
}

type Log = { warn: (o: object, m: string) => void };

/**
 * Mail goes out after the transaction committed; a failed send does not undo the invitation.
 * Never rejects: the bulk invite does not wait for its mails, and a rejection nobody awaits (the
 * database gone for a moment while it looks up the addresses) would end the server process.
 */
export async function sendInvitationMails(ctx: Pick<AppContext, "db" | "mailer">, log: Log, mails: Omit<Parameters<typeof invitationMail>[0], "account">[]) {
  try {
    // Someone without an account gets a sign-up link with their address filled in.
    const known = new Map<string, InviteeAccount>();
    const emails = [...new Set(mails.map((m) => emailKey(m.to)))];
    for (let i = 0; i < emails.length; i += 500) {
      const rows = await ctx.db
        .select({ email: user.email, verified: user.emailVerified })
        .from(user)
        .where(inArray(sql`lower(${user.email})`, emails.slice(i, i + 500)));
      for (const r of rows) known.set(emailKey(r.email), r.verified ? "confirmed" : "unconfirmed");
    }
    for (const m of mails) {
      try {
        await ctx.mailer.send(invitationMail({ ...m, account: known.get(emailKey(m.to)) ?? "none" }));
      } catch (err) {
        log.warn({ err, to: m.to }, "invitation mail failed");
      }
    }
  } catch (err) {
    log.warn({ err, count: mails.length }, "invitation mails not sent");
  }
}
