import { memo } from "react";
import { NoteMaterialsSection } from "../materials/NoteMaterialsSection";
import { NoteAttachmentsSection } from "../attachments/NoteAttachmentsSection";
import { RiskAssessmentPanel } from "../risk/RiskAssessmentPanel";
import { BacklinksSection } from "../links/BacklinksSection";
import { CommentsPanel } from "../comments/CommentsPanel";
import { SectionEditor } from "./SectionEditor";

// The editors and the panels around a note's text, in their own chunk: the note page loads them
// while its first section paints (SectionSnapshot), so their code (Tiptap and ProseMirror,
// uploads, risk tables, materials, comments) is not on the path to the note's first text.
// Memoised: the page re-renders when the note's REST copy changes; these only when their own
// props do.
export const Editor = memo(SectionEditor);
export const MaterialsSection = memo(NoteMaterialsSection);
export const AttachmentsSection = memo(NoteAttachmentsSection);
export const RiskPanel = memo(RiskAssessmentPanel);
export const Backlinks = memo(BacklinksSection);
export const Comments = memo(CommentsPanel);
