import type { MailMessage } from "../mail";

/** Sent in both languages (we do not know which the witness reads). */
export function witnessRequestMail(p: { to: string; requesterName: string; noteTitle: string; noteId: string; appUrl: string }): MailMessage {
  const link = `${p.appUrl}/notes/${p.noteId}`;
  return {
    to: p.to,
    subject: `Please witness "${p.noteTitle}" / 「${p.noteTitle}」への立会い署名のお願い`,
    text: [
      `${p.requesterName} さんから、ノート「${p.noteTitle}」の立会い署名を依頼されました。内容を確認し、ノートの「記録」欄から署名してください。`,
      link,
      "",
      `${p.requesterName} asked you to witness the note "${p.noteTitle}". Review it and countersign from the note's Records panel.`,
      link,
    ].join("\n"),
  };
}
