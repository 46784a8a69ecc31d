import { TemplateLimits } from "@eln/shared/templates";
import type { SourceFile } from "../attachments";
import { AppError } from "../http/AppError";

/** Refuses files beyond a template's limits (how many, how many bytes in all). */
export function checkTemplateFileLimits(files: SourceFile[]) {
  const bytes = files.reduce((sum, f) => sum + f.size, 0);
  if (files.length > TemplateLimits.imagesMax || bytes > TemplateLimits.imageBytesMax)
    throw new AppError("validation", "The note's images are too many or too large for a template.", {
      fields: { images: "templates.imagesTooLarge" },
      details: { count: files.length, bytes, maxCount: TemplateLimits.imagesMax, maxBytes: TemplateLimits.imageBytesMax },
    });
}
