import type { TFunction } from "i18next";

/**
 * The delete-space confirmation's text: how many projects go with the space, those in its trash
 * counted too (deleting the space deletes them with their notes as well).
 */
export function deleteSpaceBody(t: TFunction<"spaces">, projects: number, trashed: number | null) {
  const inTrash = trashed ?? 0;
  return t("space.deleteBody", { count: projects + inTrash, trashed: inTrash, context: inTrash ? "withTrash" : undefined });
}
