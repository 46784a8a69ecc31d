// Search within the active space (search feature fills this in).
export function SearchBox() {
  return null;
}
