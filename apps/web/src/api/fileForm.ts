/** A file as the upload endpoints take it: a multipart body of one field, `file`, under the file's own name. */
export function fileForm(file: File) {
  const form = new FormData();
  form.append("file", file, file.name);
  return form;
}
